import { normalizeCode } from "../one-time-code.shared";
import type { Guard } from "./guard";

const VERIFY_PATHS = new Set(["/sign-in/email-otp", "/email-otp/change-email", "/email-otp/verify-email"]);

/** Codes may be typed in lower case or pasted with spaces or dashes. */
export const normaliseCode: Guard = (ctx) => {
  if (!VERIFY_PATHS.has(ctx.path) || typeof ctx.body?.otp !== "string") return undefined;
  return { ...ctx.body, otp: normalizeCode(ctx.body.otp) };
};
