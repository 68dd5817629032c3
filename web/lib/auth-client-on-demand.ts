/**
 * better-auth's client, loaded by the first call that needs it: with its plugins and its error
 * messages' catalog it is one of the heaviest modules of a signed-in screen, and screens that
 * only may call it (the account's buttons, signing out) start without it (decision 0030).
 */
export const loadAuthClient = () => import("./auth-client").then(({ authClient }) => authClient);

/**
 * The fetch options of a request that mails an address typed: its Turnstile token when
 * Turnstile is on (`captchaHeaders`, web/lib/auth-client.ts, loaded with the client), or the
 * refusal thrown, as better-auth's would be, when no token could be had.
 */
export async function captchaFetchOptions(
  captcha: { siteKey: string } | null,
  near: Element | null,
): Promise<{ headers: Record<string, string> }> {
  const { captchaHeaders } = await import("./auth-client");
  const answer = await captchaHeaders(captcha, near);
  if ("error" in answer) throw answer.error;
  return answer;
}
