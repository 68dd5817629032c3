import { captcha } from "better-auth/plugins/captcha";
import { englishMessage } from "../lib/errors";

/**
 * The endpoints that need a Turnstile token: the one that mails a code to any address anyone
 * types. The others that send email (an email change, an invitation) need a session, which
 * took a code, and count against their sender's quotas (worker/auth/guards/email-quotas.ts).
 */
export const CAPTCHA_ENDPOINTS = ["/email-otp/send-verification-otp"];

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
