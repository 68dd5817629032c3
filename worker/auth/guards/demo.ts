import { type Guard, refuse } from "./guard";

/**
 * The demo sends no email and changes nothing: of the code requests, only sign-in (with the
 * public demo code) is let through. Every other write is refused earlier, for both APIs, by
 * the demo middleware in worker/app.ts.
 */
export const demoSignsInOnly: Guard = (ctx, deps) => {
  if (deps.demo && ctx.path === "/email-otp/send-verification-otp" && ctx.body?.type !== "sign-in") {
    refuse("DEMO_MODE");
  }
  return undefined;
};
