import type { Context } from "hono";
import { clientConfig } from "../config/config.routes";
import { readDemoMode } from "../demo/demo-mode";
import { directionOf } from "../i18n/locales";
import type { AppContext } from "../lib/context";
import { ApiError } from "../lib/errors";
import { DRAWN_ROWS_ID } from "./drawn-rows";
import { drawnScreen, fillDrawnPage, rowTemplatesAsset } from "./drawn-screen";
import { namesAFile } from "./file-paths";
import { type AskApi, handOver, handoverScript } from "./handover";
import { preloadHints } from "./preload-hints";
import { prerenderedPage, SIGN_IN_PATH, signInVariantOf } from "./prerendered";
import { screenQueries, sessionQuery } from "./screen-data";

/**
 * The sign-in screen, already drawn for this language and deployment, for a visitor without
 * a live session; anyone signed in gets the empty shell. The app sends them on to their area,
 * so a prerendered sign-in screen would only flash before it.
 */
async function prerendered(
  c: Context<AppContext>,
  askApi: AskApi,
): Promise<{ page: string; cookies: string[] } | undefined> {
  if (c.req.path.replace(/\/$/, "") !== SIGN_IN_PATH) return undefined;
  // A cookie that no longer opens a session gets the drawn screen too, with what ends it.
  const session = await handOver(c, askApi, [sessionQuery]);
  if (session.signedIn) return undefined;
  const settings = clientConfig(c.env, await readDemoMode(c.env));
  return { page: prerenderedPage(c.get("language"), signInVariantOf(settings)), cookies: session.cookies };
}

/** The SPA's page, which the router draws for every app path. */
const SHELL_FILE = "/index.html";
/**
 * The `type` of a drawn screen's scripts and the `rel` of its module preloads until the
 * first frame is painted: a word the browser does not act on, which web/public/first-paint.js looks
 * for.
 */
const AFTER_PAINT = "after-paint";

/** One HTML file of the build, by its name (wrangler.toml: `html_handling = "none"`). */
function fetchPage(c: Context<AppContext>, file: string): Promise<Response> {
  // Always a GET: a HEAD's empty answer has no page to fill, nor templates to read (Hono
  // drops the body of the shell's own answer to a HEAD).
  const request = new Request(new URL(file, c.req.url), { headers: c.req.raw.headers });
  // The shell varies by language while the file's ETag does not: never answer 304 for it.
  request.headers.delete("if-none-match");
  request.headers.delete("if-modified-since");
  return c.env.ASSETS.fetch(request);
}

/**
 * The longest way back the sign-in redirect carries: a longer address would make a header
 * that proxies refuse (tens of kilobytes), so the visitor signs in to their home area instead.
 */
const MAX_REDIRECT_LENGTH = 2000;

/** Where an anonymous visitor of a signed-in area goes, as the SPA's guard sends them (web/features/auth/guards.ts). */
function signInRedirect(c: Context<AppContext>, cookies: string[]): Response {
  const url = new URL(c.req.url);
  const back = url.pathname + url.search;
  const query = back.length > MAX_REDIRECT_LENGTH ? "" : `?${new URLSearchParams({ redirect: back })}`;
  const headers = new Headers({ location: `${SIGN_IN_PATH}${query}` });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 302, headers });
}

/**
 * Serves the SPA (index.html for any app path; the sign-in screen prerendered) with
 * `<html lang dir>` already set for the visitor, so Arabic never flashes LTR, and with
 * preloads for the visitor's catalog and the screen's chunks only. A signed-in area's page
 * carries the session and the screen's first query (worker/spa/handover.ts); without a
 * session it is a redirect to the sign-in screen, never a signed-in page. A path that names
 * a file is not a page: it is a 404.
 */
export async function serveShell(c: Context<AppContext>, askApi: AskApi): Promise<Response> {
  if (namesAFile(c.req.path)) throw new ApiError("NOT_FOUND");
  const queries = screenQueries(new URL(c.req.url));
  const handover = queries.length > 0 ? await handOver(c, askApi, queries) : undefined;
  if (handover?.signedIn === false) return signInRedirect(c, handover.cookies);
  const signInPage = await prerendered(c, askApi);
  const drawn = signInPage ? await fetchPage(c, `${signInPage.page}.html`) : undefined;
  // Without its prerendered page the sign-in screen is drawn by the SPA, as any other.
  const signIn = drawn?.ok === true;
  const language = c.get("language");
  const screen = handover && drawnScreen(c, handover);
  const templatesAsset = screen && rowTemplatesAsset(screen, language);
  const [screenPage, templates] = await Promise.all([
    screen && fetchPage(c, `${screen.page}.html`),
    templatesAsset ? fetchPage(c, templatesAsset) : undefined,
  ]);
  const filled = screen && screenPage?.ok ? await fillDrawnPage(screen, screenPage, templates, language) : undefined;
  const asset = (signIn ? drawn : undefined) ?? filled?.page ?? (await fetchPage(c, SHELL_FILE));
  // A fetched response's headers are immutable; the security headers go on a copy.
  if (!asset.headers.get("content-type")?.includes("text/html")) return new Response(asset.body, asset);

  const hints = preloadHints(language, c.req.path);
  const rewriter = new HTMLRewriter()
    .on("html", {
      element(html) {
        html.setAttribute("lang", language);
        html.setAttribute("dir", directionOf(language));
      },
    })
    .on('link[rel="modulepreload"]', hints);
  if (signIn || filled) {
    // The screen is drawn already: its scripts wait for the first frame (web/public/first-paint.js
    // starts them). Started earlier, they compete with the stylesheet and font for the line,
    // and a phone that has them before it paints runs them first, holding the paint back.
    rewriter
      .on('script[type="module"]', { element: (script) => void script.setAttribute("type", AFTER_PAINT) })
      .on('link[rel="modulepreload"]', { element: (link) => void link.setAttribute("rel", AFTER_PAINT) });
  }
  if (handover) {
    const script = handoverScript(handover.queries);
    rewriter.on("head", { element: (head) => void head.append(script, { html: true }) });
    // The page carries the answers index.html preloads for every other page. Left in, the
    // browser would fetch them anyway, and hand those stale copies to the SPA's next asks.
    rewriter.on('link[rel="preload"][as="fetch"]', { element: (link) => void link.remove() });
  }
  const { rows, styles = [] } = filled ?? {};
  // A list's first rows go in the skeleton's place; drawn colours in a style the CSP lets in.
  if (rows)
    rewriter.on(`#${DRAWN_ROWS_ID}`, { element: (element) => void element.setInnerContent(rows, { html: true }) });
  if (styles.length > 0) {
    const style = `<style nonce="${c.get("secureHeadersNonce") ?? ""}">${styles.join("")}</style>`;
    rewriter.on("head", { element: (head) => void head.append(style, { html: true }) });
  }
  const page = rewriter.transform(asset);

  const headers = new Headers(page.headers);
  // The shell differs by language, so caches must not mix visitors or revalidate by ETag; and
  // the static file's cache status is not this page's.
  for (const name of ["etag", "cf-cache-status", "age"]) headers.delete(name);
  // A signed-in page holds the person's own data: no cache may keep it, not even the browser's.
  headers.set("cache-control", handover ? "private, no-store" : "no-cache");
  headers.set("vary", "Cookie, Accept-Language");
  for (const cookie of handover?.cookies ?? signInPage?.cookies ?? []) headers.append("set-cookie", cookie);
  return new Response(page.body, { status: page.status, headers });
}
