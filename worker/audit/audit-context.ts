import { parse } from "hono/utils/cookie";
import { SESSION_COOKIE } from "../auth/session-policy";
import type { WriteContext } from "../db/d1-session";
import { browserFamily, truncatedIp } from "./client";

/**
 * The tables whose changes the audit trail records (migrations/0016_audit_trail.sql's
 * triggers). A write to one of them runs between the context's two statements, in one batch.
 */
const AUDITED_WRITE =
  /^\s*(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+[`"]?(?:user|session|member|invitation|organization|passkey|two_factor|otp_guard|file|account_export|api_key)[`"]?[\s(]/i;

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
/** The sign-ins that ask a second step of someone with a second factor (worker/auth/second-factor.ts). */
const FIRST_STEP = /^\/api\/auth\/(?:sign-in\/email-otp|(?:oauth2\/)?callback\/[^/]+)$/;
/** The second step, once a first step set its cookie; with a session only, it confirms a set-up. */
const SECOND_STEP = /^\/api\/auth\/two-factor\/verify-(?:totp|backup-code)$/;

/** better-auth's cookies of the second factor (its default names); `__Secure-` prefixed over https. */
const HALF_SIGNED_IN_COOKIE = "better-auth.two_factor";
const TRUSTED_DEVICE_COOKIE = "better-auth.trust_device";

/** A better-auth cookie's value, without its signature. */
function cookieValue(request: Request, name: string): string | null {
  const cookies = parse(request.headers.get("cookie") ?? "");
  const signed = cookies[`__Secure-${name}`] ?? cookies[name];
  return signed ? signed.slice(0, signed.lastIndexOf(".")) || null : null;
}

/** The identifier of the half-signed-in state a request's cookie names, between a sign-in's two steps. */
export const halfSignedInOf = (request: Request) => cookieValue(request, HALF_SIGNED_IN_COOKIE);

/** The identifier of the trusted-device record a request's cookie names (`<token>!<identifier>`). */
export const trustedDeviceOf = (request: Request) => cookieValue(request, TRUSTED_DEVICE_COOKIE)?.split("!")[1] ?? null;

/**
 * Who and where, around each of a request's audited writes (decision 0040). The acting
 * session is looked up by its token inside the write's own batch, so the token is never
 * stored and the actor is the session as it is at that moment: one ended meanwhile acts as
 * nobody. A request an API key was let through with (`apiKeyId`, known once the route's guard
 * has run) acts as the key's person.
 */
export function auditContext(request: Request, requestId: string, apiKeyId: () => string | null): WriteContext {
  const path = new URL(request.url).pathname;
  const signingIn = SIGN_IN.test(path) || (SECOND_STEP.test(path) && halfSignedInOf(request) !== null);
  const { ip, browser } = requestOrigin(request);
  return {
    covers: (sql) => AUDITED_WRITE.test(sql),
    // Asked at each write: an API key is known once the route's guard has let it through, and
    // then its person acts, whatever session cookie came along.
    open: (prepare) => {
      const key = apiKeyId();
      const token = signingIn || key ? null : sessionToken(request);
      return prepare(
        `INSERT OR REPLACE INTO audit_context
             (id, request_id, session_id, actor_id, impersonator_id, ip, browser, first_step, trusted_device)
           SELECT 1, ?4, s.id, coalesce(s.user_id, k.user_id), s.impersonated_by, ?2, ?3, ?5, ?6
             FROM (SELECT 1) LEFT JOIN session s ON s.token = ?1 AND s.expires_at > ${NOW_MS}
             LEFT JOIN api_key k ON k.id = ?7`,
      ).bind(token, ip, browser, requestId, FIRST_STEP.test(path) ? 1 : 0, trustedDeviceOf(request), key);
    },
    close: (prepare) => prepare("DELETE FROM audit_context"),
  };
}
