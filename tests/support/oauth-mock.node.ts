import { Events, OAuth2Server } from "oauth2-mock-server";

/**
 * A local OpenID provider standing in for GitHub (no network needed). It signs real
 * tokens; tests choose who signs in next, or that the person denies consent, through
 * POST /__test/next { email, name } | { deny: true }.
 */
import type { NextSignIn } from "./oauth-mock.shared";

/** Its port: 9400, or OAUTH_MOCK_PORT, so two checkouts can run their tests at once. */
export const oauthMockPort = () => Number(process.env.OAUTH_MOCK_PORT ?? 9400);

export async function startOAuthMock(port = oauthMockPort()): Promise<() => Promise<void>> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  let next: NextSignIn = { email: "octocat@example.com", name: "Octo Cat" };

  const claims = () => ({
    sub: `mock-${next.email}`,
    email: next.email,
    email_verified: true,
    name: next.name,
  });

  server.service.addRoute("POST", "/__test/next", (req, res) => {
    next = (req.body ?? {}) as NextSignIn;
    res.writeHead(204).end();
  });
  server.service.on(Events.BeforeAuthorizeRedirect, ({ url }) => {
    if (!next.deny) return;
    url.searchParams.delete("code");
    url.searchParams.set("error", "access_denied");
  });
  server.service.on(Events.BeforeTokenSigning, (token) => {
    Object.assign(token.payload, claims(), { aud: "edgestart-test" });
  });
  server.service.on(Events.BeforeUserinfo, (response) => {
    response.body = claims();
  });

  await server.start(port, "localhost");
  return () => server.stop();
}
