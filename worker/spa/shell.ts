import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { SESSION_COOKIE } from "../auth/session-policy";
import { clientConfig } from "../config/config.routes";
import { readDemoMode } from "../demo/demo-mode";
import { directionOf } from "../i18n/locales";
import type { AppContext } from "../lib/context";
import { preloadHints } from "./preload-hints";
import { prerenderedPage, SIGN_IN_PATH, signInVariantOf } from "./prerendered";

/**
 * The sign-in screen, already drawn for this language and deployment, for a visitor without
 * a session; anyone else gets the empty shell. The app sends the signed-in on to their area,
 * so a prerendered sign-in screen would only flash before it.
 */
async function prerendered(c: Context<AppContext>): Promise<string | undefined> {
  if (c.req.path.replace(/\/$/, "") !== SIGN_IN_PATH) return undefined;
  if (Object.keys(getCookie(c)).some((name) => name.endsWith(SESSION_COOKIE))) return undefined;
  return prerenderedPage(c.get("language"), signInVariantOf(clientConfig(c.env, await readDemoMode(c.env))));
}

/**
 * Serves the SPA (index.html for any app path, via the assets binding's SPA fallback; the
 * sign-in screen prerendered) with `<html lang dir>` already set for the visitor, so Arabic
 * never flashes LTR, and with preloads for the visitor's catalog and the screen's chunks only.
 */
export async function serveShell(c: Context<AppContext>): Promise<Response> {
  const signIn = await prerendered(c);
  const request = new Request(signIn ? new URL(signIn, c.req.url) : c.req.url, c.req.raw);
  // The shell varies by language while the file's ETag does not: never answer 304 for it.
  request.headers.delete("if-none-match");
  request.headers.delete("if-modified-since");
  const asset = await c.env.ASSETS.fetch(request);
  // A fetched response's headers are immutable; the security headers go on a copy.
  if (!asset.headers.get("content-type")?.includes("text/html")) return new Response(asset.body, asset);

  const language = c.get("language");
  const hints = preloadHints(language, c.req.path);
  const rewriter = new HTMLRewriter()
    .on("html", {
      element(html) {
        html.setAttribute("lang", language);
        html.setAttribute("dir", directionOf(language));
      },
    })
    .on('link[rel="modulepreload"]', hints);
  if (signIn) {
    // The screen is drawn already: its stylesheet and font go first, the scripts that make it
    // live after them.
    const later = { element: (element: Element) => void element.setAttribute("fetchpriority", "low") };
    rewriter.on('script[type="module"]', later).on('link[rel="modulepreload"]', later);
  }
  const page = rewriter.transform(asset);

  const headers = new Headers(page.headers);
  // The shell differs by language, so caches must not mix visitors or revalidate by ETag.
  headers.delete("etag");
  headers.set("cache-control", "no-cache");
  headers.set("vary", "Cookie, Accept-Language");
  return new Response(page.body, { status: page.status, headers });
}
