import type { Context } from "hono";
import { clientConfig } from "../config/config.api";
import { readDemoMode } from "../demo/demo-mode";
import { directionOf } from "../i18n/locales.shared";
import type { AppContext } from "../lib/context";
import { ApiError } from "../lib/errors";
import { DRAWN_ROWS_ID } from "./drawn-rows.shared";
import { type DrawnScreen, drawnScreen, fetchAsset } from "./drawn-screen";
import { namesAFile } from "./file-paths";
import { type AskApi, type Handover, handOver, handoverScript } from "./handover";
import { preloadHints } from "./preload-hints";
import { declaredScreens, type FoundScreen, findScreen, layoutReads } from "./screen-registry.shared";
import { type ApiRead, configRead, sessionRead } from "./screens.shared";
import { prerenderedPage, SIGN_IN_PATH, signInVariantOf } from "./sign-in-page.shared";

/** The SPA's page, which the router draws for every app path. */
const SHELL_FILE = "/index.html";

/**
 * The `type` of a drawn screen's scripts and the `rel` of its module preloads until the
 * first frame is painted: a word the browser does not act on, which web/public/first-paint.js
 * looks for.
 */
const AFTER_PAINT = "after-paint";

/**
 * The longest way back the sign-in redirect carries: a longer address would make a header
 * that proxies refuse (tens of kilobytes), so the visitor signs in to their home area instead.
 */
const MAX_REDIRECT_LENGTH = 2000;

/** The signed-in areas: their pages need a session, and carry it. */
const isAreaPath = (pathname: string) => /^\/(app|manager)(\/|$)/.test(pathname);

/** The pages outside the areas (web/routes/index.tsx and login/): any other address is nobody's. */
export const PUBLIC_PAGES = [
  "/",
  SIGN_IN_PATH,
  `${SIGN_IN_PATH}/verify`,
  `${SIGN_IN_PATH}/second-step`,
  `${SIGN_IN_PATH}/error`,
];

/**
 * Whether an address is a page of the app, so that any other is answered 404 (with the SPA,
 * which shows its "not found" screen) for crawlers and monitoring. In the areas, a page is a
 * declared screen (every area route is one: tests/e2e/drawn-screens.test.ts) or a layout
 * above one (`/manager`, which the SPA sends on to its dashboard).
 */
function isAPage(pathname: string, found: FoundScreen | undefined): boolean {
  const bare = pathname.replace(/\/+$/, "") || "/";
  if (!isAreaPath(bare)) return PUBLIC_PAGES.includes(bare);
  return found !== undefined || Object.keys(declaredScreens).some((pattern) => pattern.startsWith(`${bare}/`));
}

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
 * The sign-in screen, already drawn for this language and deployment, for a visitor without
 * a live session (a cookie that no longer opens one gets it too, with what ends it); anyone
 * signed in gets the empty shell, which sends them on to their area.
 */
async function signInScreen(c: Context<AppContext>, askApi: AskApi): Promise<Drawn | undefined> {
  const session = await handOver(c, askApi, [sessionRead]);
  if (session.signedIn) return undefined;
  const settings = clientConfig(c.env, await readDemoMode(c.env));
  const page = await fetchAsset(c, `${prerenderedPage(c.get("language"), signInVariantOf(settings))}.html`);
  // Without its prerendered page (`vite dev`) the sign-in screen is drawn by the SPA, as any other.
  return { page: page.ok ? page : undefined, styles: [], cookies: session.cookies };
}

/** Each read once, a layout's and its screen's alike. */
const uniqueReads = (reads: readonly ApiRead<never>[]) =>
  reads.filter((read, index) => reads.findIndex((other) => other.path === read.path) === index);

/** What a page carries beyond the shell: a screen the build drew, if any, and cookies to set. */
type Drawn = Partial<DrawnScreen> & { cookies?: string[] };

/**
 * Serves the SPA's page for an app path, in one pass (docs/drawn-screens.md): find the
 * screen's declaration, ask the API for the session, the settings and the screen's reads
 * with the visitor's own request, fill the page the build drew for this screen, and send it
 * with the answers (worker/spa/handover.ts). Without a live session a signed-in area's page
 * is a redirect to the sign-in screen, never a signed-in page. A path that names a file is
 * not a page: it is a 404.
 */
export async function serveShell(c: Context<AppContext>, askApi: AskApi): Promise<Response> {
  if (namesAFile(c.req.path)) throw new ApiError("NOT_FOUND");
  const url = new URL(c.req.url);

  const found = isAreaPath(url.pathname) ? findScreen(url) : undefined;
  const own = found?.screen.reads({ params: found.params, search: url.searchParams }) ?? [];
  const reads = isAreaPath(url.pathname) ? uniqueReads([...layoutReads(url), ...own]) : [];
  const handover = isAreaPath(url.pathname)
    ? await handOver(c, askApi, [sessionRead, configRead, ...reads])
    : undefined;
  if (handover?.signedIn === false) return signInRedirect(c, handover.cookies);

  const drawn: Drawn | undefined = handover
    ? await drawnScreen(c, handover, found)
    : url.pathname.replace(/\/$/, "") === SIGN_IN_PATH
      ? await signInScreen(c, askApi)
      : undefined;
  // An address that is no page, or names a record that is not there: the SPA says so, and the status too.
  const missing = !isAPage(url.pathname, found) || (handover?.signedIn === true && handover.missing);
  return send(c, drawn?.page ?? (await fetchAsset(c, SHELL_FILE)), drawn, handover, missing ? 404 : undefined);
}

/**
 * The page with `<html lang dir>` set for the visitor, so Arabic never flashes left to right,
 * the module preloads of the visitor's language and screen only, and what the page carries:
 * the API's answers, a list's rows, the colours it draws.
 */
function send(
  c: Context<AppContext>,
  page: Response,
  drawn: Drawn | undefined,
  handover?: Handover,
  status?: number,
): Response {
  // A fetched response's headers are immutable; the security headers go on a copy.
  if (!page.headers.get("content-type")?.includes("text/html")) return new Response(page.body, page);
  const language = c.get("language");
  const rewriter = new HTMLRewriter()
    .on("html", {
      element(html) {
        html.setAttribute("lang", language);
        html.setAttribute("dir", directionOf(language));
      },
    })
    .on('link[rel="modulepreload"]', preloadHints(language, c.req.path));
  if (drawn?.page) {
    // The screen is drawn already: its scripts wait for the first frame (web/public/first-paint.js
    // starts them). Started earlier, they compete with the stylesheet and font for the line,
    // and a phone that has them before it paints runs them first, holding the paint back.
    rewriter
      .on('script[type="module"]', { element: (script) => void script.setAttribute("type", AFTER_PAINT) })
      .on('link[rel="modulepreload"]', { element: (link) => void link.setAttribute("rel", AFTER_PAINT) });
  }
  if (handover?.signedIn) {
    const script = handoverScript(handover.queries);
    rewriter.on("head", { element: (head) => void head.append(script, { html: true }) });
    // The page carries the answers index.html preloads for every other page. Left in, the
    // browser would fetch them anyway, and hand those stale copies to the SPA's next asks.
    rewriter.on('link[rel="preload"][as="fetch"]', { element: (link) => void link.remove() });
  }
  const { rows, styles = [] } = drawn ?? {};
  // A list's first rows go in the skeleton's place; drawn colours in a style the CSP lets in.
  if (rows)
    rewriter.on(`#${DRAWN_ROWS_ID}`, { element: (element) => void element.setInnerContent(rows, { html: true }) });
  if (styles.length > 0) {
    const style = `<style nonce="${c.get("secureHeadersNonce") ?? ""}">${styles.join("")}</style>`;
    rewriter.on("head", { element: (head) => void head.append(style, { html: true }) });
  }
  const transformed = rewriter.transform(page);

  const headers = new Headers(transformed.headers);
  // The page differs by language, so caches must not mix visitors or revalidate by ETag; and
  // the static file's cache status is not this page's.
  for (const name of ["etag", "cf-cache-status", "age"]) headers.delete(name);
  // A signed-in page holds the person's own data: no cache may keep it, not even the browser's.
  headers.set("cache-control", handover ? "private, no-store" : "no-cache");
  headers.set("vary", "Cookie, Accept-Language");
  for (const cookie of handover?.cookies ?? drawn?.cookies ?? []) headers.append("set-cookie", cookie);
  return new Response(transformed.body, { status: status ?? transformed.status, headers });
}
