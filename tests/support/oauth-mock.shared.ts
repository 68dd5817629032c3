/**
 * Talks to the mock OpenID provider (tests/support/oauth-mock.node.ts) from any test runtime.
 * The Worker tests find its address in `env.TEST_OAUTH_MOCK_ISSUER` (vitest.config.ts).
 */

export interface NextSignIn {
  email?: string;
  name?: string;
  deny?: boolean;
}

/** Chooses what the mock provider does on the next sign-in. */
export async function nextOAuthSignIn(issuer: string, next: NextSignIn): Promise<void> {
  const response = await fetch(`${issuer}/__test/next`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(next),
  });
  if (response.status !== 204) throw new Error(`OAuth mock refused the set-up: ${response.status}`);
}
