import { captcha } from "better-auth/plugins/captcha";
import { englishMessage } from "../lib/errors";

/**
 * The endpoints that need a Turnstile token: every one that mails an address the caller types
 * (a sign-in code, an email change's code, an invitation). A session is no proof of a person:
 * one solved challenge would otherwise let a script mail as many addresses as the quotas
 * allow (worker/auth/guards/email-quotas.ts).
 */
export const CAPTCHA_ENDPOINTS = [
  "/email-otp/send-verification-otp",
  "/email-otp/request-email-change",
  "/organization/invite-member",
];

/**
 * better-auth's captcha plugin for Cloudflare Turnstile, guarding CAPTCHA_ENDPOINTS before
 * anything else of theirs runs (after better-auth's rate limit by address). better-auth 1.7
 * answers a siteverify it cannot reach, or that fails, with 500 UNKNOWN_ERROR and keeps
 * SERVICE_UNAVAILABLE to its logs: that answer becomes 503 SERVICE_UNAVAILABLE, which the
 * person can act on (try again later) and the error table documents.
 */
export function turnstile({ secretKey, verifyURL }: { secretKey: string; verifyURL: string }) {
  const plugin = captcha({
    provider: "cloudflare-turnstile",
    secretKey,
    endpoints: CAPTCHA_ENDPOINTS,
    siteVerifyURLOverride: verifyURL,
  });
  return {
    ...plugin,
    async onRequest(request: Request, ctx: Parameters<typeof plugin.onRequest>[1]) {
      const answer = await plugin.onRequest(request, ctx);
      if (!answer || answer.response.status < 500) return answer;
      const body = { code: "SERVICE_UNAVAILABLE", message: englishMessage("SERVICE_UNAVAILABLE") };
      return { response: Response.json(body, { status: 503 }) };
    },
  };
}
