import type { Context } from "hono";
import { directionOf } from "../i18n/locales";
import type { AppContext } from "../lib/context";
import { preloadHints } from "./preload-hints";

/**
 * Serves the SPA (index.html for any app path, via the assets binding's SPA fallback)
 * with `<html lang dir>` already set for the visitor, so Arabic never flashes LTR, and with
 * preloads for the visitor's catalog and the screen's chunks only.
 */
export async function serveShell(c: Context<AppContext>): Promise<Response> {
  const request = new Request(c.req.raw);
  // The shell varies by language while the file's ETag does not: never answer 304 for it.
  request.headers.delete("if-none-match");
  request.headers.delete("if-modified-since");
  const asset = await c.env.ASSETS.fetch(request);
  // A fetched response's headers are immutable; the security headers go on a copy.
  if (!asset.headers.get("content-type")?.includes("text/html")) return new Response(asset.body, asset);

  const language = c.get("language");
  const hints = preloadHints(language, c.req.path);
  const page = new HTMLRewriter()
    .on("html", {
      element(html) {
        html.setAttribute("lang", language);
        html.setAttribute("dir", directionOf(language));
      },
    })
    .on('link[rel="modulepreload"]', hints)
    .transform(asset);

  const headers = new Headers(page.headers);
  // The shell differs by language, so caches must not mix visitors or revalidate by ETag.
  headers.delete("etag");
  headers.set("cache-control", "no-cache");
  headers.set("vary", "Cookie, Accept-Language");
  return new Response(page.body, { status: page.status, headers });
}
