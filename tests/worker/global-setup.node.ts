import { startOAuthMock } from "../support/oauth-mock.node";
import { startTurnstileMock } from "../support/turnstile-mock.node";

// Runs in Node before the workerd test pool starts: the OpenID provider GitHub tests use, and
// the Turnstile verification stub.
export default async function setup() {
  const stopOAuth = await startOAuthMock();
  const turnstile = await startTurnstileMock();
  return async () => {
    await Promise.all([stopOAuth(), turnstile.stop()]);
  };
}
