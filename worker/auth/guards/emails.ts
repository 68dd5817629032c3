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
