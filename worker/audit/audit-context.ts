import { parse } from "hono/utils/cookie";
import { SESSION_COOKIE } from "../auth/session-policy";
import type { WriteContext } from "../db/d1-session";
import { browserFamily, truncatedIp } from "./client";

/**
 * The tables whose changes the audit trail records (migrations/0016_audit_trail.sql's
 * triggers). A write to one of them runs between the context's two statements, in one batch.
 */
const AUDITED_WRITE =
  /^\s*(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+[`"]?(?:user|session|member|invitation|organization|passkey)[`"]?[\s(]/i;

const NOW_MS = "cast(unixepoch('subsecond') * 1000 as integer)";

/** better-auth signs its cookie `token.signature`; the session row holds the token. */
export function sessionToken(request: Request): string | null {
  const cookies = parse(request.headers.get("cookie") ?? "");
  const value = cookies[`__Secure-${SESSION_COOKIE}`] ?? cookies[SESSION_COOKIE];
  return value?.split(".")[0] || null;
}

/** Where a request comes from, as events keep it. */
export function requestOrigin(request: Request) {
  return {
    ip: truncatedIp(request.headers.get("cf-connecting-ip")),
    browser: browserFamily(request.headers.get("user-agent")),
  };
}

/**
 * Where a person signs in (or up): whoever they are is the one being signed in, not the
 * session another person left in the same browser, whose cookie still comes along.
 */
const SIGN_IN = /^\/api\/auth\/(?:sign-in\/[^/]+|passkey\/verify-authentication|(?:oauth2\/)?callback\/[^/]+)$/;

/**
 * Who and where, around each of a request's audited writes (decision 0040). The acting
 * session is looked up by its token inside the write's own batch, so the token is never
 * stored and the actor is the session as it is at that moment: one ended meanwhile acts as
 * nobody.
 */
export function auditContext(request: Request): WriteContext {
  const token = SIGN_IN.test(new URL(request.url).pathname) ? null : sessionToken(request);
  const { ip, browser } = requestOrigin(request);
  const requestId = crypto.randomUUID();
  return {
    covers: (sql) => AUDITED_WRITE.test(sql),
    open: (prepare) =>
      prepare(
        `INSERT OR REPLACE INTO audit_context (id, request_id, session_id, actor_id, impersonator_id, ip, browser)
           SELECT 1, ?4, s.id, s.user_id, s.impersonated_by, ?2, ?3
             FROM (SELECT 1) LEFT JOIN session s ON s.token = ?1 AND s.expires_at > ${NOW_MS}`,
      ).bind(token, ip, browser, requestId),
    close: (prepare) => prepare("DELETE FROM audit_context"),
  };
}
