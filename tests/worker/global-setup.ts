import { startOAuthMock } from "../support/oauth-mock";

// Runs in Node before the workerd test pool starts: the OpenID provider GitHub tests use.
export default async function setup() {
  return startOAuthMock();
}
