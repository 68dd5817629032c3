/**
 * Talks to the Turnstile verification stub (tests/support/turnstile-mock.node.ts) from any test
 * runtime. The Worker tests find its address in `env.TEST_TURNSTILE_VERIFY_URL` (vitest.config.ts).
 */

/** Cloudflare's documented test secret keys, and how the stub answers each. */
export const TURNSTILE_SECRETS = {
  passes: "1x0000000000000000000000000000000AA",
  fails: "2x0000000000000000000000000000000AA",
  spent: "3x0000000000000000000000000000000AA",
};

/** Cloudflare's documented test site key whose widget always passes. */
export const TURNSTILE_TEST_SITE_KEY = "1x00000000000000000000AA";

/** One verification the stub was asked for. */
export interface VerifiedToken {
  secret: string;
  response: string;
  remoteip?: string;
}

/** What the stub at `verifyURL` was asked about `token`. */
export async function verificationsOf(verifyURL: string, token: string): Promise<VerifiedToken[]> {
  const response = await fetch(new URL(`/__test/verified?response=${encodeURIComponent(token)}`, verifyURL));
  if (!response.ok) throw new Error(`Turnstile stub answered ${response.status}`);
  return (await response.json()) as VerifiedToken[];
}
