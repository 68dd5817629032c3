import { i18n as lingui, type Messages } from "@lingui/core";
import { keepValuesLiteral } from "../../worker/i18n/literal-values.shared";
import {
  defaultLocale,
  directionOf,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  type Locale,
} from "../../worker/i18n/locales.shared";

/** The SPA's one Lingui instance; names, titles and searches put into its messages stay text. */
export const i18n = keepValuesLiteral(lingui);

type Catalog = Record<Locale, () => Promise<{ messages: Messages }>>;

/**
 * A catalog's chunks by language, from `import.meta.glob` over `locales/<lang>/<name>.po`:
 * the languages are the folders of locales/, not a list to keep in step with them.
 */
export function byLanguage(files: Record<string, () => Promise<{ messages: Messages }>>): Catalog {
  return Object.fromEntries(
    Object.entries(files).map(([path, load]) => [path.match(/\/locales\/(\w+)\//)?.[1], load]),
  ) as Catalog;
}

/**
 * One chunk per language: a visitor downloads only the catalog they use. Catalogs that only
 * some features need join when those load (addCatalog), in every language chosen after.
 */
const catalogs: Catalog[] = [
  byLanguage(import.meta.glob<{ messages: Messages }>("../../locales/*/web.po")),
  // The field messages, which the Worker's refusals show too: one catalog for both halves.
  byLanguage(import.meta.glob<{ messages: Messages }>("../../locales/*/fields.po")),
];

/** The Worker already chose the language (cookie, then Accept-Language) and set <html lang>. */
export function initialLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : defaultLocale;
}

/** Loads and activates a language's catalogs; the build's prerender uses it with no document. */
export async function loadLocale(locale: Locale): Promise<void> {
  const loaded = await Promise.all(catalogs.map((catalog) => catalog[locale]()));
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...loaded.map(({ messages }) => messages)) });
}

export async function activateLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
}

/** Switches language without a reload and remembers it for 30 days. */
export async function changeLocale(locale: Locale): Promise<void> {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the language is kept in a plain cookie the Worker reads.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  await activateLocale(locale);
}

/** Adds a feature's catalog to the language in use and to every language chosen later. */
export async function addCatalog(catalog: Catalog): Promise<void> {
  catalogs.push(catalog);
  if (!isLocale(i18n.locale)) return;
  const { messages } = await catalog[i18n.locale]();
  i18n.load(i18n.locale, messages);
}
