import type { Context } from "hono";
import { z } from "zod";
import { setsSession } from "../auth/session-policy";
import { EMAIL_MAX_LENGTH } from "../auth/user-email.shared";
import { getConfig } from "../env";
import type { AppContext } from "../lib/context";
import { recordEvent } from "../lib/product-events";
import { halfSignedInOf, requestOrigin, sessionToken } from "./audit-context";

/**
 * Refusals change no row for a trigger to see: the Worker records them itself, after
 * better-auth answered. An address that is a person's names them, and is kept as its first
 * letter and domain; anyone else's is not kept.
 */
const REFUSALS: Record<string, string> = {
  "/api/auth/sign-in/email-otp": "sign_in.failed",
  "/api/auth/passkey/verify-authentication": "sign_in.failed",
  "/api/auth/email-otp/send-verification-otp": "code_request.refused",
  "/api/auth/two-factor/verify-totp": "second_factor.failed",
  "/api/auth/two-factor/verify-backup-code": "second_factor.failed",
};

/** What a refused second step was answered with. */
const SECOND_STEPS: Record<string, string> = {
  "/api/auth/two-factor/verify-totp": "totp",
  "/api/auth/two-factor/verify-backup-code": "recovery_code",
};

/** The request's body, kept for `recordRefusal` when its path is one whose refusal is recorded. */
export function refusalWitness(request: Request): Request | null {
  return request.method === "POST" && REFUSALS[new URL(request.url).pathname] ? request.clone() : null;
}

/** An address as the sign-in takes them: only one is recorded, cut to its first letter and domain. */
const ADDRESS = z.email().max(EMAIL_MAX_LENGTH);

/**
 * Whom a refused request named: an address, or a passkey (by its credential id, never
 * recorded). Anything else anyone sent is not kept: text of theirs would fill the trail, which
 * nobody may empty, and could pose as an address on the administrators' screen.
 */
export async function subjectOf(witness: Request): Promise<{ email: string | null; credential: string | null }> {
  const body = (await witness.json().catch(() => null)) as { email?: unknown; response?: { id?: unknown } } | null;
  const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
  const credential = body?.response?.id;
  return {
    email: ADDRESS.safeParse(email).success ? email : null,
    credential: typeof credential === "string" && credential.length <= 1024 ? credential : null,
  };
}

/**
 * The provider a request returns from (`/api/auth/callback/github`), when it is one people may
 * sign in with here: a name anyone puts in the address is no provider, and no refusal of one.
 */
export function providerOfCallback(c: Context<AppContext>): string | undefined {
  const provider = /^\/api\/auth\/callback\/([a-z]{1,32})$/.exec(c.req.path)?.[1];
  return getConfig(c.env).socialProviders.find((known) => known === provider);
}

/**
 * A sign-in refused on the way back from a provider (GitHub: the person declined, is banned,
 * or sign-up is off): better-auth sends them to the error page with the reason in the URL,
 * which is all there is to record; who they are at the provider it does not say. The reason
 * is kept only as a word of better-auth's, since anyone can call the callback with any.
 */
export async function recordProviderRefusal(c: Context<AppContext>, response: Response): Promise<void> {
  const provider = providerOfCallback(c);
  const location = response.headers.get("location");
  if (!provider || !location || response.status < 300 || response.status >= 400) return;
  const error = new URL(location, c.req.url).searchParams.get("error");
  // A sign-in that went through sets the session, whatever the address it returns to holds.
  if (error === null || setsSession(response)) return;
  await insertRefusal(c, "sign_in.failed", {
    details: { code: /^[A-Za-z_]{1,64}$/.test(error) ? error : "unknown", with: provider },
  });
}

/** One event for a refused sign-in or code request (a 4xx but 429: a 5xx is our failure, not a refusal). */
export async function recordRefusal(
  c: Context<AppContext>,
  witness: Request | null,
  status: number,
  code: string,
): Promise<void> {
  const action = REFUSALS[c.req.path];
  // What the rate limit turns away is not recorded one by one: that would undo the limit, each
  // refusal costing a row.
  if (!witness || !action || status < 400 || status >= 500 || status === 429) return;
  const { email, credential } = await subjectOf(witness);
  const step = SECOND_STEPS[c.req.path];
  const halfSignedIn = step ? halfSignedInOf(c.req.raw) : null;
  if (step && !halfSignedIn) return;
  await insertRefusal(c, action, {
    email,
    credential,
    halfSignedIn,
    details: { code, ...(c.req.path.includes("/passkey/") && { with: "passkey" }), ...(step && { with: step }) },
  });
}

/**
 * The refusal's event, naming the person an address or a passkey is theirs, and the session
 * asking, if any. The address, cut to its first letter and domain, is kept only when it is a
 * person's: a stranger's domain is text they chose (`your-account-is-locked.example`), which
 * would reach the administrators' screen.
 */
async function insertRefusal(
  c: Context<AppContext>,
  action: string,
  subject: {
    email?: string | null;
    credential?: string | null;
    /** A half-signed-in state's identifier (worker/audit/audit-context.ts): its person is the one refused. */
    halfSignedIn?: string | null;
    details: Record<string, string>;
  },
): Promise<void> {
  if (action === "sign_in.failed") recordEvent("sign_in.failed", subject.details.with ?? "code");
  const { ip, browser } = requestOrigin(c.req.raw);
  await c.var.d1
    .prepare(
      `INSERT INTO audit_event (action, target_id, ip, browser, details, actor_id, impersonator_id, session_id, request_id)
         SELECT ?1, coalesce(
                  person.id,
                  (SELECT user_id FROM passkey WHERE credential_id = ?7),
                  (SELECT json_extract(record, '$.value') FROM otp_guard WHERE key = 'verification:' || ?9)
                ), ?3, ?4,
                CASE WHEN person.id IS NULL THEN ?5 ELSE json_set(?5, '$.email', ?8) END,
                s.user_id, s.impersonated_by, s.id, ?10
           FROM (SELECT 1) LEFT JOIN user person ON person.email = ?2 LEFT JOIN session s ON s.token = ?6
          -- A refused second step is a person's only when a half-signed-in state names them: a
          -- request with no such state (a made-up cookie, or none) is not kept.
          WHERE ?9 IS NULL OR EXISTS (SELECT 1 FROM otp_guard WHERE key = 'verification:' || ?9)`,
    )
    .bind(
      action,
      subject.email ?? null,
      ip,
      browser,
      JSON.stringify(subject.details),
      sessionToken(c.req.raw),
      subject.credential ?? null,
      subject.email ? `${subject.email[0]}…@${subject.email.split("@").at(-1)}` : null,
      subject.halfSignedIn ?? null,
      c.get("requestId"),
    )
    .run();
}
