import { fieldMessages } from "../../lib/field-messages.shared";
import { type Guard, refuse } from "./guard";

/**
 * The public code endpoint sends sign-in codes only. Passwords do not exist here, so a
 * password-reset code can be used nowhere, and an address is verified by signing in with
 * it: the other purposes better-auth offers would only mail a code that signs no one in,
 * newest in the inbox ahead of the one that does, and take different work for a known
 * address than for an unknown one (which Server-Timing would show). An email change mints
 * its own code, behind a fresh session. In the demo, which sends no email, asking for
 * another purpose is refused as a write.
 */
export const sendsSignInCodesOnly: Guard = (ctx, deps) => {
  if (ctx.path !== "/email-otp/send-verification-otp" || ctx.body?.type === "sign-in") return undefined;
  if (deps.demo) refuse("DEMO_MODE");
  refuse("VALIDATION_ERROR", { issues: [{ path: "type", message: fieldMessages.invalidValue.id }] });
};
