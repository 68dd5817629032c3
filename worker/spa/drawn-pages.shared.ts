/**
 * Where the build puts the signed-in screens it draws (build/prerender-pages.ts): every route
 * of the areas, per language, a manager screen also with its sidebar folded; a list with
 * drawn rows also its row templates. Pure, so the build and the Worker name them alike.
 */
import type { Locale } from "../i18n/locales.shared";

/** The route patterns the build drew, written beside the pages: the Worker matches a path against them. */
export const DRAWN_SCREENS_FILE = "/prerendered/screens.json";

/** What DRAWN_SCREENS_FILE holds: each drawn route pattern, with the search params its screen reads. */
export type DrawnScreens = Record<string, string[]>;

/** A route pattern as the router writes it (`/app/books/`, `/app/books/$id`) → as the registry keys it. */
export const normalPattern = (pattern: string) => pattern.replace(/\/$/, "") || "/";

/** The signed-in area a screen belongs to. */
export const areaOf = (pattern: string) => (pattern.startsWith("/manager") ? "manager" : "app");

/** A manager screen's layout has a sidebar, drawn open and folded (worker/spa/sidebar-fold.shared.ts). */
export const hasSidebar = (pattern: string) => areaOf(pattern) === "manager";

/** A drawn screen's page among the static assets, without its extension. */
export function drawnPageFile(locale: Locale, pattern: string, folded = false): string {
  return `/prerendered${normalPattern(pattern).replaceAll("$", "_")}/${locale}${folded ? "-folded" : ""}`;
}

/** The asset holding a drawn list's row templates (worker/spa/drawn-rows.shared.ts). */
export const rowTemplatesFile = (locale: Locale, pattern: string) => `${drawnPageFile(locale, pattern)}.rows.json`;
