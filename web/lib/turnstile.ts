import type { MessageDescriptor } from "@lingui/core";
import { css } from "styled-system/css";
import { CAPTCHA_HEADER, TURNSTILE_SCRIPT } from "../../worker/auth/turnstile.shared";
import { i18n } from "./i18n";

/** The part of Cloudflare's `window.turnstile` this app uses (explicit rendering). */
interface TurnstileApi {
  render(element: HTMLElement, options: Record<string, unknown>): string | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** Why a code request goes without a token: each is a code of the error table (web/lib/auth-errors.ts). */
export type TurnstileFailure = "CAPTCHA_UNAVAILABLE" | "VERIFICATION_FAILED";

/** The widget's languages that are the app's too; Swahili it has not, so it follows the browser. */
const WIDGET_LANGUAGES: Partial<Record<string, string>> = { en: "en", fr: "fr", ar: "ar" };
const widgetLanguage = () => WIDGET_LANGUAGES[i18n.locale] ?? "auto";

/** Below the flexible widget's narrowest (300 px), the compact one (150 px) keeps a phone from scrolling sideways. */
const FLEXIBLE_MIN_WIDTH = 300;

/** The form's fields stand 4 apart (their Stack's gap); the flexible widget is 65 px high. */
const box = css({ marginBlockStart: "4", minHeight: "65px", maxWidth: "full" });

let script: Promise<TurnstileApi> | undefined;

/** Cloudflare's script, added to the page once, by the first code request that needs it. */
function loadScript(): Promise<TurnstileApi> {
  script ??= new Promise<TurnstileApi>((resolve, reject) => {
    const element = document.createElement("script");
    element.src = TURNSTILE_SCRIPT;
    element.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not start"));
    element.onerror = () => {
      // The next request tries again: the network may be back.
      script = undefined;
      element.remove();
      reject(new Error("Turnstile's script could not load"));
    };
    document.head.append(element);
  });
  return script;
}

/** A rendered widget and the token it holds, once it has one (undefined: it gave up). */
interface Widget {
  id: string;
  host: HTMLElement;
  language: string;
  token(): Promise<string | undefined>;
  reset(): void;
}

function render(api: TurnstileApi, host: HTMLElement, siteKey: string): Widget {
  let current: string | undefined;
  let settled = false;
  let waiting: Array<(token: string | undefined) => void> = [];
  const settle = (token: string | undefined) => {
    current = token;
    settled = true;
    for (const resolve of waiting) resolve(token);
    waiting = [];
  };
  const language = widgetLanguage();
  const id = api.render(host, {
    sitekey: siteKey,
    language,
    theme: document.documentElement.classList.contains("dark") ? "dark" : "light",
    size: host.clientWidth >= FLEXIBLE_MIN_WIDTH ? "flexible" : "compact",
    // The token goes in a header, not in a form field.
    "response-field": false,
    callback: settle,
    "error-callback": () => {
      settle(undefined);
      // Handled: the person reads why, and the next request starts a new challenge.
      return true;
    },
    // Turnstile renews an expired token by itself; a request waits for the new one.
    "expired-callback": () => {
      settled = false;
    },
  });
  if (id === undefined) throw new Error("Turnstile did not render");
  return {
    id,
    host,
    language,
    token: () => (settled ? Promise.resolve(current) : new Promise((resolve) => waiting.push(resolve))),
    reset() {
      settled = false;
      api.reset(id);
    },
  };
}

/** The widget on screen: one form at a time asks for a code. */
let shown: Widget | undefined;

/**
 * The header with a Turnstile token, for the code request sent from the form that holds `near`. The widget
 * appears at the end of that form when first needed, named `label`, and stays for the next
 * request; a token works once, so taking it starts the widget's next challenge.
 */
export async function turnstileHeaders(
  siteKey: string,
  near: Element | null | undefined,
  label: MessageDescriptor,
): Promise<{ headers: Record<string, string> } | { failure: TurnstileFailure }> {
  let api: TurnstileApi;
  try {
    api = await loadScript();
  } catch {
    return { failure: "CAPTCHA_UNAVAILABLE" };
  }
  const form = near?.closest("form") ?? document.body;
  // A widget in another form (the screen changed), or in the language the page had before, goes.
  if (shown?.host.parentElement !== form || shown.language !== widgetLanguage()) {
    if (shown) {
      api.remove(shown.id);
      shown.host.remove();
      shown = undefined;
    }
    const host = document.createElement("div");
    host.className = box;
    host.setAttribute("role", "group");
    host.setAttribute("aria-label", i18n._(label));
    form.append(host);
    try {
      shown = render(api, host, siteKey);
    } catch {
      host.remove();
      return { failure: "CAPTCHA_UNAVAILABLE" };
    }
  }
  const token = await shown.token();
  shown.reset();
  return token ? { headers: { [CAPTCHA_HEADER]: token } } : { failure: "VERIFICATION_FAILED" };
}
