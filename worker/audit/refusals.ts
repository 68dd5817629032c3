import type { Context } from "hono";
import type { AppContext } from "../lib/context";
import { requestOrigin, sessionToken } from "./audit-context";

/**
 * Refusals change no row for a trigger to see: the Worker records them itself, after
 * better-auth answered. The address is kept as its first letter and domain, and names the
 * person when it is theirs.
 */
const REFUSALS: Record<string, string> = {
  "/api/auth/sign-in/email-otp": "sign_in.failed",
  "/api/auth/passkey/verify-authentication": "sign_in.failed",
  "/api/auth/email-otp/send-verification-otp": "code_request.refused",
};

/** The request's body, kept for `recordRefusal` when its path is one whose refusal is recorded. */
export function refusalWitness(request: Request): Request | null {
  return request.method === "POST" && REFUSALS[new URL(request.url).pathname] ? request.clone() : null;
}

/** Whom a refused request named: an address, or a passkey (by its credential id, never recorded). */
async function subjectOf(witness: Request): Promise<{ email: string | null; credential: string | null }> {
  const body = (await witness.json().catch(() => null)) as { email?: unknown; response?: { id?: unknown } } | null;
  const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
  const credential = body?.response?.id;
  return {
    email: email.includes("@") ? email : null,
    credential: typeof credential === "string" && credential.length <= 1024 ? credential : null,
  };
}

/** One event for a refused sign-in or code request (a 4xx: a 5xx is our failure, not a refusal). */
export async function recordRefusal(
  c: Context<AppContext>,
  witness: Request | null,
  status: number,
  code: string,
): Promise<void> {
  const action = REFUSALS[c.req.path];
  if (!witness || !action || status < 400 || status >= 500) return;
  const { email, credential } = await subjectOf(witness);
  const { ip, browser } = requestOrigin(c.req.raw);
  const details = JSON.stringify({
    code,
    ...(email && { email: `${email[0]}…@${email.split("@").at(-1)}` }),
    ...(c.req.path.includes("/passkey/") && { with: "passkey" }),
  });
  await c.var.d1
    .prepare(
      `INSERT INTO audit_event (action, target_id, ip, browser, details, actor_id, impersonator_id, session_id)
         SELECT ?1, coalesce((SELECT id FROM user WHERE email = ?2), (SELECT user_id FROM passkey WHERE credential_id = ?7)),
                ?3, ?4, ?5, s.user_id, s.impersonated_by, s.id
           FROM (SELECT 1) LEFT JOIN session s ON s.token = ?6`,
    )
    .bind(action, email, ip, browser, details, sessionToken(c.req.raw), credential)
    .run();
}
