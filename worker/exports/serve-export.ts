import { msg } from "@lingui/core/macro";
import type { Context } from "hono";
import { getAuth } from "../auth/auth";
import { readDemoMode } from "../demo/demo-mode";
import { i18nFor } from "../i18n/i18n";
import { directionOf, type Locale } from "../i18n/locales.shared";
import type { AppContext } from "../lib/context";
import { ApiError } from "../lib/errors";
import { escapeHtml } from "../lib/html.shared";
import { tokenHash } from "./export-job";
import { DOWNLOADED_KEEP_MS } from "./export-policy";

/**
 * Whether the request is signed in as the person a copy belongs to, as themselves: not an
 * administrator acting as them. Anyone else, an email scanner following the link included,
 * is answered 404 and spends nothing.
 */
export async function signedInAsOwner(c: Context<AppContext>, ownerId: string | undefined): Promise<boolean> {
  const session = await getAuth(c.env, await readDemoMode(c.env)).api.getSession({ headers: c.req.raw.headers });
  return session !== null && session.user.id === ownerId && !session.session.impersonatedBy;
}

/** The row a link names while its one download is still to come. */
const USABLE = "user_id = ?1 AND token_hash = ?2 AND status = 'ready' AND downloaded_at IS NULL AND expires_at > ?3";

interface Usable {
  object_key: string;
  format: "json" | "zip";
  size: number;
  ready_at: number;
}

function exportHeaders({ format, size, ready_at }: Usable): Headers {
  const day = new Date(ready_at).toISOString().slice(0, 10);
  return new Headers({
    "content-type": format === "zip" ? "application/zip" : "application/json; charset=utf-8",
    "content-disposition": `attachment; filename="my-data-${day}.${format}"`,
    "content-length": String(size),
    // Never kept by a cache, shared or not: it is one person's, and it is read once.
    "cache-control": "private, no-store",
  });
}

/**
 * GET /files/exports/{userId}/{token}: the copy, once. The download is taken by one
 * conditional UPDATE (D1 runs one write at a time), so of two at once exactly one gets the
 * file; the other, and any later one, gets 404. The row stays an hour more for the clean-up
 * (decision 0051). HEAD says whether the link still works, without spending it.
 */
export async function serveExport(c: Context<AppContext>, ownerId: string, token: string): Promise<Response> {
  const now = Date.now();
  const hash = await tokenHash(token);
  if (c.req.method === "HEAD") {
    const row = await c.var.d1
      .prepare(`SELECT object_key, format, size, ready_at FROM account_export WHERE ${USABLE}`)
      .bind(ownerId, hash, now)
      .first<Usable>();
    if (!row) throw new ApiError("NOT_FOUND");
    return new Response(null, { status: 200, headers: exportHeaders(row) });
  }
  const row = await c.var.d1
    .prepare(
      `UPDATE account_export SET downloaded_at = ?3, expires_at = min(expires_at, ?3 + ?4) WHERE ${USABLE}
       RETURNING object_key, format, size, ready_at`,
    )
    .bind(ownerId, hash, now, DOWNLOADED_KEEP_MS)
    .first<Usable>();
  if (!row) throw new ApiError("NOT_FOUND");
  const object = await c.env.FILES.get(row.object_key);
  if (!object) throw new ApiError("NOT_FOUND");
  return new Response(object.body, { status: 200, headers: exportHeaders(row) });
}

/**
 * A link opened in a browser that is not signed in as its owner: a person who opened the email
 * on another device reads what to do, where a program gets the 404 anyone else gets. The same
 * page for every such link, valid or not: it says nothing of the link.
 */
export function isBrowserNavigation(c: Context<AppContext>): boolean {
  return c.req.header("sec-fetch-dest") === "document" || (c.req.header("accept") ?? "").includes("text/html");
}

export function notHereExportPage(c: Context<AppContext>): Response {
  const locale = c.get("language") as Locale;
  const i18n = i18nFor(locale);
  const title = i18n._(msg`This link opens in a browser signed in to your account`);
  const body = i18n._(
    msg`Sign in with the account this email was sent to, in this browser, then open the link from the email again. It works once, for 24 hours.`,
  );
  const signIn = i18n._(msg`Sign in`);
  const page = `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="/login">${escapeHtml(signIn)}</a></p></body></html>`;
  return c.html(page, 404);
}
