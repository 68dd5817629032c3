/**
 * The build writes a `<link rel="modulepreload">` into index.html for each language catalog
 * (`data-locale`) and each screen's chunks (`data-route`, plus `data-layout` for a layout
 * route), see `preloadHints` in vite.config.ts. The shell keeps the ones that apply to the
 * request, so the browser fetches them alongside the entry script instead of after it has run.
 */

/** Whether a route pattern ("/app/books/$id") takes part in rendering `pathname`. */
function routeTakesPart(pattern: string, layout: boolean, pathname: string): boolean {
  const wanted = pathname.split("/").filter(Boolean);
  const segments = pattern.split("/").filter(Boolean);
  // A layout wraps everything below it; any other route renders its own path only.
  if (layout ? segments.length > wanted.length : segments.length !== wanted.length) return false;
  return segments.every((segment, i) => segment.startsWith("$") || segment === wanted[i]);
}

/** HTMLRewriter handler for the build's preload links. */
export function preloadHints(language: string, pathname: string): HTMLRewriterElementContentHandlers {
  return {
    element(link) {
      const locale = link.getAttribute("data-locale");
      const route = link.getAttribute("data-route");
      const keep =
        locale !== null
          ? locale === language
          : route !== null && routeTakesPart(route, link.hasAttribute("data-layout"), pathname);
      if (!keep) {
        link.remove();
        return;
      }
      for (const name of ["data-locale", "data-route", "data-layout"]) link.removeAttribute(name);
    },
  };
}
