/** Languages of the product. Pure module shared by the Worker and the SPA. */
export const locales = ["en", "fr", "ar", "sw"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

/** Each language named in itself, for the language switcher. */
export const localeNames: Record<Locale, string> = {
  en: "English",
  fr: "Français",
  ar: "العربية",
  sw: "Kiswahili",
};

export const LOCALE_COOKIE = "lang";
/** 43200 minutes (30 days): docs/ui.md, the table of UI constants. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 43200 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}
