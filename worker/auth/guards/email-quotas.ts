import { getSessionFromCtx } from "better-auth/api";
import type { AuthDependencies } from "../dependencies";
import type { QuotaKind } from "../quota";
import { type Guard, refuse } from "./guard";

type Body = Record<string, unknown> | undefined;

/**
 * The routes that send a code or check one, and the address each counts against: the one
 * the email goes to (or whose code is guessed), read from the field that route uses, never
 * from whichever field a client adds.
 */
const CODE_ROUTES: Record<string, { kind: QuotaKind; address: (body: Body) => unknown }> = {
  "/email-otp/send-verification-otp": { kind: "send", address: (body) => body?.email },
  "/email-otp/request-email-change": { kind: "send", address: (body) => body?.newEmail },
  "/sign-in/email-otp": { kind: "verify", address: (body) => body?.email },
  "/email-otp/verify-email": { kind: "verify", address: (body) => body?.email },
  "/email-otp/change-email": { kind: "verify", address: (body) => body?.newEmail },
};

/**
 * The inbox an address reaches: most providers deliver `ada+anything@` to `ada@`, so the
 * tagged spellings of one address share its quota rather than each bringing a fresh one.
 */
export function mailboxOf(address: string): string {
  const email = address.trim().toLowerCase();
  return email.replace(/^([^+@]+)\+[^@]*@/, "$1@");
}

/**
 * The demo sends nothing and its code is public: a per-email cap there would only let one
 * visitor lock every other out of a shared account (per-address limits still apply).
 */
export const enforceEmailQuotas: Guard = async (ctx, deps) => {
  const route = CODE_ROUTES[ctx.path];
  if (!route || !deps.config.rateLimitEnabled || deps.demo) return undefined;
  const address = route.address(ctx.body);
  if (typeof address !== "string") return undefined;
  await consume(deps, mailboxOf(address), route.kind);
  // An email change mails the address typed: the account's own count caps how many it reaches.
  if (ctx.path === "/email-otp/request-email-change") {
    const current = await getSessionFromCtx(ctx);
    if (current) await consume(deps, `changer:${current.user.id}`, "change");
  }
  return undefined;
};

async function consume(deps: AuthDependencies, key: string, kind: QuotaKind): Promise<void> {
  const { allowed, retryAfter } = await deps.consumeEmailQuota(key, kind);
  if (!allowed) refuse("TOO_MANY_REQUESTS", { headers: { "Retry-After": String(retryAfter) } });
}

/**
 * Organization invitations per inviter: each one mails an address the inviter typed, so an
 * account must not be a way to flood other people's inboxes. What counts is what
 * mails: an invitation about to be written (from better-auth's hook, once its own checks
 * passed, so a typo or a duplicate costs nothing) and a resend about to be sent
 * (worker/auth/guards/organization-invitations.ts: better-auth has no hook between its checks
 * and a resend's email).
 */
export async function countInvitation(deps: AuthDependencies, inviterId: string): Promise<void> {
  if (!deps.config.rateLimitEnabled || deps.demo) return;
  await consume(deps, `inviter:${inviterId}`, "invite");
}
