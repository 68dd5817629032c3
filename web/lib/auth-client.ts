import { adminClient, emailOTPClient, organizationClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
// Its error codes' messages come with the client: no screen can receive one before it.
import { turnstileLabel } from "./auth-errors";
import { isDemoRefusal, setDemoModalOpen } from "./demo-refusal";
import type { CodedError } from "./error-messages";
/**
 * better-auth's client for /api/auth on this same origin (cookies included). Plugins
 * mirror the server's: email codes, admin, organizations with teams, the second factor. Permission checks in
 * the SPA use roleCan() from worker/auth/permissions.shared.ts, the server's own statements.
 */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  fetchOptions: {
    onError: ({ error }) => {
      if (isDemoRefusal(error)) setDemoModalOpen(true);
    },
  },
  // The second step is a screen of its own (/login/second-step): the answer that asks for it is handled there.
  plugins: [emailOTPClient(), adminClient(), organizationClient({ teams: { enabled: true } }), twoFactorClient()],
});

export type SessionData = typeof authClient.$Infer.Session;
export type SessionUser = SessionData["user"];

/**
 * What a request that mails an address the person typed carries (a sign-in code, an email
 * change, an invitation): with Turnstile on (`captcha` of /api/config), a token from
 * Cloudflare's widget, which loads (its code and Cloudflare's script) only then and appears in
 * the form that holds `near`; without a token, the error that says why, and nothing is to be
 * sent. Here rather than on the screens: the sign-in screen loads this module with its first
 * submit, so Turnstile costs its first paint nothing (decision 0036).
 */
export async function captchaHeaders(
  captcha: { siteKey: string } | null,
  near: Element | null | undefined,
): Promise<{ headers: Record<string, string> } | { error: CodedError }> {
  if (!captcha) return { headers: {} };
  // Its own module, which shares none with this one: shared, it would load with the client.
  const { turnstileHeaders } = await import("./turnstile");
  const answer = await turnstileHeaders(captcha.siteKey, near, turnstileLabel);
  return "failure" in answer ? { error: { code: answer.failure } } : answer;
}

/** Asks for a sign-in code for `email`, with a Turnstile token when Turnstile is on (`captchaHeaders`). */
export async function requestCode(
  email: string,
  captcha: { siteKey: string } | null,
  near: Element | null | undefined,
): Promise<{ error: CodedError | null }> {
  const captchaAnswer = await captchaHeaders(captcha, near);
  if ("error" in captchaAnswer) return captchaAnswer;
  return authClient.emailOtp.sendVerificationOtp({
    email,
    type: "sign-in",
    fetchOptions: { headers: captchaAnswer.headers },
  });
}
