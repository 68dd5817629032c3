import { createOTP } from "@better-auth/utils/otp";
import { APIError, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { TWO_FACTOR_ERROR_CODES } from "better-auth/plugins/two-factor";
import { storedRecoveryCode } from "../second-factor";
import { mustSetUpSecondFactor } from "../second-factor.shared";
import { type AuthHookContext, type Guard, refuse } from "./guard";

/** A recovery code is kept as its hash (worker/auth/second-factor.ts): the plugin compares the hash of the one typed. */
export const hashRecoveryCode: Guard = async (ctx) => {
  if (ctx.path !== "/two-factor/verify-backup-code" || typeof ctx.body?.code !== "string") return undefined;
  return { ...ctx.body, code: await storedRecoveryCode(ctx.body.code) };
};

const PERIOD_SECONDS = 30;

/** Whose second step this is: the half-signed-in browser's person, or the session's (confirming a set-up). */
async function personAnswering(ctx: AuthHookContext): Promise<string | undefined> {
  const cookie = ctx.context.createAuthCookie("two_factor");
  const halfSignedIn = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (halfSignedIn) return (await ctx.context.internalAdapter.findVerificationValue(halfSignedIn))?.value;
  return (await getSessionFromCtx(ctx))?.user.id;
}

/** The time step (RFC 6238) whose code `code` is, of the three the plugin accepts; null for none. */
async function stepOf(secret: string, code: string): Promise<number | null> {
  const now = Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
  const otp = createOTP(secret, { period: PERIOD_SECONDS });
  for (const step of [now - 1, now, now + 1]) if ((await otp.hotp(step)) === code) return step;
  return null;
}

/**
 * An authenticator code works once (RFC 6238 §5.2): better-auth accepts a right code again
 * within its 90 seconds, so whoever saw it typed could sign in with it. Its step is recorded
 * only where the last one recorded is older, in one statement, so of two sign-ins with the
 * same code at once one wins; the other, and any later use, is a wrong code. A code that is
 * wrong for every step goes on to the plugin, which counts it.
 */
export const acceptEachCodeOnce: Guard = async (ctx) => {
  if (ctx.path !== "/two-factor/verify-totp" || typeof ctx.body?.code !== "string") return undefined;
  const userId = await personAnswering(ctx);
  if (!userId) return undefined;
  const row = await ctx.context.adapter.findOne<{ id: string; secret: string; lockedUntil?: Date | null }>({
    model: "twoFactor",
    where: [{ field: "userId", value: userId }],
  });
  // Locked (10 wrong answers): the plugin refuses it, and the code stays unspent.
  if (!row || (row.lockedUntil && new Date(row.lockedUntil).getTime() > Date.now())) return undefined;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  const step = await stepOf(secret, ctx.body.code);
  if (step === null) return undefined;
  const recorded = await ctx.context.adapter.incrementOne({
    model: "twoFactor",
    where: [
      { field: "id", value: row.id },
      { field: "lastStep", operator: "lt", value: step },
    ],
    increment: {},
    set: { lastStep: step },
  });
  if (!recorded) throw APIError.from("UNAUTHORIZED", TWO_FACTOR_ERROR_CODES.INVALID_CODE);
  return undefined;
};

const SECOND_STEPS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/**
 * A second step answers a half-signed-in sign-in, or confirms a set-up; from a session whose
 * person has two-step sign-in on it would only check codes outside the lockout's count, and
 * spend recovery codes, for whoever holds that session.
 */
export const secondStepsWhenDue: Guard = async (ctx) => {
  if (!SECOND_STEPS.has(ctx.path)) return undefined;
  const halfSignedIn = await ctx.getSignedCookie(ctx.context.createAuthCookie("two_factor").name, ctx.context.secret);
  if (halfSignedIn) return undefined;
  const current = await getSessionFromCtx(ctx);
  if ((current?.user as { twoFactorEnabled?: boolean | null } | undefined)?.twoFactorEnabled) {
    refuse("SECOND_STEP_NOT_DUE");
  }
  return undefined;
};

/** better-auth's administration routes that are no one's own: what the manager area calls. */
const ADMINISTRATION = /^\/admin\/(?!stop-impersonating$|has-permission$)/;

/**
 * better-auth's administration routes wait for an administrator's second factor where the
 * deployment requires one, as the app API's admin routes do (worker/auth/session.ts). Ending
 * an impersonation and asking what one may do stay open.
 */
export const administratorsWithSecondFactor: Guard = async (ctx, deps) => {
  if (!ADMINISTRATION.test(ctx.path) || !deps.config.requireAdminSecondFactor || deps.demo) return undefined;
  const current = await getSessionFromCtx(ctx);
  const user = current?.user as { role?: string | null; twoFactorEnabled?: boolean | null } | undefined;
  if (user && mustSetUpSecondFactor(user, true)) refuse("SECOND_FACTOR_REQUIRED");
  return undefined;
};
