/**
 * The build writes a `<link rel="modulepreload">` into index.html for each language catalog
 * (`data-locale`) and each screen's chunks (`data-route`, plus `data-layout` for a layout
 * route; both marks for the catalogs a screen adds), see build/preload-hints.ts.
 * The shell keeps the ones that apply to the request, so the browser fetches them alongside
 * the entry script instead of after it has run.
 */
import { routeTakesPart } from "./route-patterns.shared";

/**
 * HTMLRewriter handler for the page's module preloads; those without marks stay as they are.
 * A file that several of the page's routes import is listed once per route in index.html, and
 * kept once: each preload the page starts costs its main thread (web/public/first-paint.js).
 */
export function preloadHints(language: string, pathname: string): HTMLRewriterElementContentHandlers {
  const kept = new Set<string>();
  return {
    element(link) {
      const locale = link.getAttribute("data-locale");
      const route = link.getAttribute("data-route");
      const href = link.getAttribute("href") ?? "";
      const keep =
        !kept.has(href) &&
        (locale === null || locale === language) &&
        (route === null || routeTakesPart({ pattern: route, layout: link.hasAttribute("data-layout") }, pathname));
      if (!keep) {
        link.remove();
        return;
      }
      kept.add(href);
      for (const name of ["data-locale", "data-route", "data-layout"]) link.removeAttribute(name);
    },
  };
}
