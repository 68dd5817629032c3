import { i18n, type Messages } from "@lingui/core";
import {
  defaultLocale,
  directionOf,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  type Locale,
} from "../../worker/i18n/locales";

/** One chunk per language: a visitor downloads only the catalog they use. */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../locales/en/web.po"),
  fr: () => import("../../locales/fr/web.po"),
  ar: () => import("../../locales/ar/web.po"),
  sw: () => import("../../locales/sw/web.po"),
};

/** The Worker already chose the language (cookie, then Accept-Language) and set <html lang>. */
export function initialLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : defaultLocale;
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
}

/** Switches language without a reload and remembers it for 30 days (spec §4). */
export async function changeLocale(locale: Locale): Promise<void> {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the spec stores the language in a plain cookie the Worker reads.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  await activateLocale(locale);
}

export { i18n };
