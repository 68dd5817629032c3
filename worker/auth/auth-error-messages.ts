import { authErrorCatalogFile } from "../i18n/auth-error-catalog-file";
import type { Locale } from "../i18n/locales.shared";
import { log } from "../lib/log";

/**
 * better-auth's error codes in a language, for its answers that carry one of its own codes
 * rather than one of ours (worker/lib/errors.ts): the SPA's messages for them
 * (web/lib/auth-errors.ts and locales/<lang>/auth-errors.po), which the build writes as one
 * static file per language (build/auth-error-catalogs.ts). A language's file is read through
 * the ASSETS binding at the first answer that needs it and kept for the isolate's life:
 * bundled, better-auth's ~140 messages in four languages would cost the Worker about 9 KiB
 * gzipped of its 300 (decision 0038).
 */
const catalogs = new Map<Locale, Promise<Record<string, string>>>();

/** The message for `code` in `locale`; undefined for a code the SPA does not know, or if its file cannot be read. */
export async function authErrorMessage(
  assets: Fetcher,
  requestUrl: string,
  locale: Locale,
  code: string,
): Promise<string | undefined> {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = readCatalog(assets, new URL(authErrorCatalogFile(locale), requestUrl));
    catalogs.set(locale, catalog);
  }
  try {
    const messages = await catalog;
    return Object.hasOwn(messages, code) ? messages[code] : undefined;
  } catch (error) {
    // Read again at the next answer; this one keeps better-auth's English.
    if (catalogs.get(locale) === catalog) catalogs.delete(locale);
    log.warn("auth-errors.catalog-unreadable", { locale, error });
    return undefined;
  }
}

async function readCatalog(assets: Fetcher, url: URL): Promise<Record<string, string>> {
  const response = await assets.fetch(new Request(url));
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  return response.json();
}
