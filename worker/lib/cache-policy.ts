import type { MiddlewareHandler } from "hono";

/**
 * Every response the Worker writes says how long caches may keep it. API answers are never
 * stored. A page sets its own (the shell: `no-cache`, worker/spa/shell.ts); anything else,
 * redirects and 404s included, is not stored either: what `/` redirects to, or whether a
 * file exists, can change with the next deploy or rollback. Files the build emitted never
 * pass through here (web/public/_headers; docs/decisions/0023-static-files-and-caching.md).
 */
export const cachePolicy: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.path.startsWith("/api/") || !c.res.headers.has("cache-control")) c.header("cache-control", "no-store");
};
