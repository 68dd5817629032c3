import { getSessionFromCtx } from "better-auth/api";
import { SESSION } from "../session-policy";
import { type Guard, refuse } from "./guard";

/**
 * Changing who the account is or how one signs in to it, or deleting it, needs a sign-in from
 * the last 10 minutes: with a code or a passkey, either opens a new session. better-auth's
 * passkey routes check the same age themselves, with a code of their own; this answers first
 * with the one every screen knows.
 */
const SENSITIVE_PATHS = new Set([
  "/email-otp/request-email-change",
  "/email-otp/change-email",
  "/delete-user",
  "/passkey/generate-register-options",
  "/passkey/verify-registration",
  "/passkey/delete-passkey",
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/generate-backup-codes",
]);

/**
 * What an administrator impersonating someone may not do as them: what the sensitive paths do,
 * and renaming a passkey. A passkey or an address they set would let them sign in as that
 * person later, unimpersonated and unrecorded as themselves (outside report).
 */
const PERSON_ONLY_PATHS = new Set([...SENSITIVE_PATHS, "/passkey/update-passkey", "/two-factor/verify-totp"]);

export const requireFreshSession: Guard = async (ctx) => {
  if (!PERSON_ONLY_PATHS.has(ctx.path)) return undefined;
  const current = await getSessionFromCtx(ctx);
  if (!current) return undefined;
  if ((current.session as { impersonatedBy?: string | null }).impersonatedBy) refuse("IMPERSONATION_REFUSED");
  if (!SENSITIVE_PATHS.has(ctx.path)) return undefined;
  const age = Date.now() - new Date(current.session.createdAt).getTime();
  if (age > SESSION.freshAge * 1000) refuse("SESSION_EXPIRED");
  return undefined;
};
