/** Talks to the mock OpenID provider (tests/support/oauth-mock.ts) from any test runtime. */
export const OAUTH_MOCK_PORT = 9400;
export const OAUTH_MOCK_ISSUER = `http://localhost:${OAUTH_MOCK_PORT}`;

export interface NextSignIn {
  email?: string;
  name?: string;
  deny?: boolean;
}

/** Chooses what the mock provider does on the next sign-in. */
export async function nextOAuthSignIn(next: NextSignIn, issuer = OAUTH_MOCK_ISSUER): Promise<void> {
  const response = await fetch(`${issuer}/__test/next`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(next),
  });
  if (response.status !== 204) throw new Error(`OAuth mock refused the set-up: ${response.status}`);
}
