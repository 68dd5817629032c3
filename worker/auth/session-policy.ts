import type { GenericEndpointContext } from "better-auth";

const DAY = 24 * 60 * 60;

/** better-auth's session cookie (its default name); `__Secure-` prefixed over https. */
export const SESSION_COOKIE = "better-auth.session_token";

/** Whether an answer opens a session: it sets the session cookie to a value (signing out empties it). */
export const setsSession = (response: Response) =>
  response.headers.getSetCookie().some((cookie) => {
    const [name = "", value = ""] = (cookie.split(";")[0] ?? "").split("=");
    return name.endsWith(SESSION_COOKIE) && value !== "";
  });

/** Session lifetimes (docs/decisions/0003-sessions-in-d1.md). */
export const SESSION = {
  /** Sliding: each day of use pushes expiry 7 days out… */
  expiresIn: 7 * DAY,
  updateAge: DAY,
  /** …but never past 30 days after sign-in. */
  absoluteLifetime: 30 * DAY,
  /** Changing the email or deleting the account needs a sign-in from the last 10 minutes. */
  freshAge: 10 * 60,
  /** Acting as someone else lasts one hour from its start, never renewed. */
  impersonation: 60 * 60,
} as const;

interface SessionFields {
  createdAt?: Date | string;
  expiresAt?: Date | string;
  impersonatedBy?: string | null;
}

type HookContext = GenericEndpointContext | null | undefined;

/**
 * When a sliding renewal may push a session's expiry: never past 30 days after sign-in, and,
 * for a session acting as someone else, never past the hour it was given.
 */
export function capRenewal<T extends SessionFields>(update: T, context: HookContext): T {
  const current = context?.context.session?.session as SessionFields | undefined;
  if (!current?.createdAt || !update.expiresAt) return update;
  const startedAt = new Date(current.createdAt).getTime();
  const caps = [new Date(update.expiresAt).getTime(), startedAt + SESSION.absoluteLifetime * 1000];
  if (current.impersonatedBy && current.expiresAt) caps.push(new Date(current.expiresAt).getTime());
  return { ...update, expiresAt: new Date(Math.min(...caps)) };
}

/**
 * An impersonation session is tied to the administrator's own session that opened it
 * (`impersonator_session_id`, ON DELETE CASCADE): when that session ends (sign-out,
 * revocation, ban, deletion), the impersonation ends with it in the same statement.
 */
export function linkImpersonation<T extends SessionFields>(session: T, context: HookContext) {
  if (!session.impersonatedBy) return session;
  const opener = context?.context.session?.session as { id?: string; userId?: string } | undefined;
  if (!opener?.id || opener.userId !== session.impersonatedBy) {
    throw new Error("An impersonation session must be opened from the administrator's own session");
  }
  return { ...session, impersonatorSessionId: opener.id };
}
