import { PASSKEY_ERROR_CODES } from "@better-auth/passkey";
import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import { BASE_ERROR_CODES } from "better-auth";
import { admin } from "better-auth/plugins/admin";
import { captcha } from "better-auth/plugins/captcha";
import { emailOTP } from "better-auth/plugins/email-otp";
import { organization } from "better-auth/plugins/organization";
import { TWO_FACTOR_ERROR_CODES } from "better-auth/plugins/two-factor";
import { describe, expect, it, vi } from "vitest";
import { messages as enAuthErrors } from "../../locales/en/auth-errors.po";
import { messages as en } from "../../locales/en/web.po";

interface Catalogue {
  errorMessages: Record<string, MessageDescriptor>;
  errorMessage(i18n: I18n, error: { code?: string; status?: number }): string;
}

interface AuthCatalogue {
  authErrorMessages: Record<string, MessageDescriptor>;
  accessRefusals: Record<string, MessageDescriptor>;
}

/**
 * The SPA's catalogues (web/lib/error-messages.ts, and web/lib/auth-errors.ts, which adds
 * better-auth's codes to it) are DOM code outside this project's tsconfig, so Vite alone
 * resolves them, at run time; the modules they import read `window` as they load.
 */
async function loadCatalogues(): Promise<[Catalogue, AuthCatalogue]> {
  const paths = ["../../web/lib/error-messages.ts", "../../web/lib/auth-errors.ts"];
  vi.stubGlobal("window", { location: { origin: "http://localhost" } });
  try {
    const [app, auth] = await Promise.all(paths.map((path) => import(/* @vite-ignore */ path)));
    return [app, auth];
  } finally {
    vi.unstubAllGlobals();
  }
}

/** The SPA's catalogs as committed: importing them plainly compiles them with English filling any gap. */
async function committedCatalogs(locale: string): Promise<string> {
  const files = ["web", "auth-errors"].map(
    (name) => import(/* @vite-ignore */ `../../locales/${locale}/${name}.po?raw`),
  );
  return (await Promise.all(files)).map(({ default: text }) => text).join("\n\n");
}

/** msgid → msgstr of the entries without msgctxt; strings may continue over several lines. */
function translations(po: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of po.split(/\n\s*\n/)) {
    const fields = new Map<string, string>();
    let field: string | undefined;
    for (const line of entry.split("\n")) {
      const start = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
      if (start?.[1] && start[2]) {
        field = start[1];
        fields.set(field, JSON.parse(start[2]));
      } else if (field && line.startsWith('"')) {
        fields.set(field, (fields.get(field) ?? "") + JSON.parse(line));
      }
    }
    const id = fields.get("msgid");
    if (id && !fields.has("msgctxt")) found.set(id, fields.get("msgstr") ?? "");
  }
  return found;
}

const [{ errorMessages: appMessages, errorMessage }, { authErrorMessages, accessRefusals }] = await loadCatalogues();
const errorMessages = { ...appMessages, ...authErrorMessages };

// Built only to read their codes, which do not depend on the options.
const betterAuthCodes = {
  core: BASE_ERROR_CODES,
  "email OTP": emailOTP({ sendVerificationOTP: async () => {} }).$ERROR_CODES,
  admin: admin().$ERROR_CODES,
  organization: organization().$ERROR_CODES,
  captcha: captcha({ provider: "cloudflare-turnstile", secretKey: "unused" }).$ERROR_CODES,
  passkey: PASSKEY_ERROR_CODES,
  "two-factor": TWO_FACTOR_ERROR_CODES,
};

describe("the SPA's error catalogue (web/lib/auth-errors.ts)", () => {
  it.each(Object.entries(betterAuthCodes))("has a message for every %s code better-auth exports", (_, codes) => {
    const exported = Object.keys(codes);
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.filter((code) => !Object.hasOwn(errorMessages, code))).toEqual([]);
  });

  it("uses the product's own wording where it gives one", () => {
    const english = Object.fromEntries(Object.entries(errorMessages).map(([code, { message }]) => [code, message]));
    expect(english).toMatchObject({
      OTP_EXPIRED: "otp expired",
      INVALID_OTP: "invalid otp",
      SESSION_EXPIRED: "Session expired. Re-authenticate to perform this action.",
      FAILED_TO_UNLINK_LAST_ACCOUNT: "You can't unlink your last account",
      UNKNOWN_ERROR: "Something went wrong",
      UNAUTHORIZED: "Not authorized",
      // Named by the product although better-auth 1.7 keeps it internal.
      SERVICE_UNAVAILABLE: expect.any(String),
    });
  });

  it.each(["fr", "ar", "sw"])("has every message translated in %s", async (locale) => {
    const translated = translations(await committedCatalogs(locale));
    const untranslated = Object.entries({ ...errorMessages, ...accessRefusals })
      .filter(([, { message }]) => !message || !translated.get(message)?.trim())
      .map(([name]) => name);
    expect(untranslated).toEqual([]);
  });

  it("answers by status when there is no code, and UNKNOWN_ERROR for a code it lacks", () => {
    const i18n = setupI18n({ locale: "en", messages: { en } });
    expect(errorMessage(i18n, { status: 401 })).toBe("Not authorized");
    expect(errorMessage(i18n, { status: 429 })).toBe("Too many requests. Please try again later.");
    expect(errorMessage(i18n, { status: 500 })).toBe("Something went wrong");
    expect(errorMessage(i18n, { code: "constructor" })).toBe("Something went wrong");
  });

  it("reads better-auth's codes from the catalog that loads with its client", () => {
    const i18n = setupI18n({ locale: "en", messages: { en: { ...en, ...enAuthErrors } } });
    expect(errorMessage(i18n, { code: "INVALID_OTP" })).toBe("invalid otp");
    expect(errorMessage(i18n, { code: "YOU_CANNOT_BAN_YOURSELF" })).toBe("You cannot ban yourself");
  });
});
