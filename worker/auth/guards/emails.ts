import { getSessionFromCtx } from "better-auth/api";
import { fieldMessages } from "../../lib/field-messages.shared";
import { EMAIL_MAX_LENGTH } from "../user-email.shared";
import { type Guard, refuse } from "./guard";

/** The fields of better-auth's bodies that carry an address. */
const EMAIL_FIELDS = ["email", "newEmail"] as const;

/**
 * No address is longer than 254 characters; a longer one is refused before any quota counts
 * it or KV is asked to key a code by it (KV keys stop at 512 bytes: docs/limits.md).
 */
export const refuseOverlongEmails: Guard = (ctx) => {
  for (const field of EMAIL_FIELDS) {
    const value = ctx.body?.[field];
    if (typeof value === "string" && value.trim().length > EMAIL_MAX_LENGTH) {
      refuse("INVALID_EMAIL", { issues: [{ path: field, message: fieldMessages.tooLong.id }] });
    }
  }
  return undefined;
};

/**
 * Asking to move the account to the address it already has is a mistake in the field, said
 * there, before a quota counts it (better-auth's own refusal has no code: it read as
 * "Something went wrong").
 */
export const refuseOwnAddress: Guard = async (ctx) => {
  const newEmail = ctx.body?.newEmail;
  if (ctx.path !== "/email-otp/request-email-change" || typeof newEmail !== "string") return undefined;
  const current = await getSessionFromCtx(ctx);
  if (current && newEmail.trim().toLowerCase() === current.user.email.toLowerCase()) {
    refuse("INVALID_EMAIL", { issues: [{ path: "newEmail", message: fieldMessages.emailSame.id }] });
  }
  return undefined;
};
