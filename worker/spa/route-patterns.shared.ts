/**
 * Which file-based routes (web/routes) render a URL. Pure, so the build (preload marks in
 * build/preload-hints.ts), the shell (worker/spa/preload-hints.ts) and the benchmark's loading
 * rules (bench/page-loads.ts) all read route files the same way.
 */

export interface RoutePattern {
  /** "/app/books/$id": `$` segments match any one segment. */
  pattern: string;
  /** A layout (`route.tsx`, `__root.tsx`) wraps every path below it. */
  layout: boolean;
}

/** `app/books/$id` (a path under web/routes, without `.tsx`) → its URL pattern. */
export function routePattern(routeFile: string): RoutePattern {
  const segments = routeFile.split("/");
  const last = segments.pop() ?? "";
  const layout = last === "route" || last === "__root";
  if (!layout && last !== "index") segments.push(last);
  // Pathless (`_layout`) and group (`(name)`) folders add nothing to the URL.
  return { pattern: `/${segments.filter((segment) => !/^[_(]/.test(segment)).join("/")}`, layout };
}

/** Whether a route takes part in rendering `pathname`. */
export function routeTakesPart({ pattern, layout }: RoutePattern, pathname: string): boolean {
  const wanted = pathname.split("/").filter(Boolean);
  const segments = pattern.split("/").filter(Boolean);
  if (layout ? segments.length > wanted.length : segments.length !== wanted.length) return false;
  return segments.every((segment, i) => segment.startsWith("$") || segment === wanted[i]);
}
