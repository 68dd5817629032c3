import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { countRows, sessionUser } from "../support/auth";
import { nextOAuthSignIn } from "../support/oauth-mock-client";
import { call, cookiesFrom, type EnvOverrides, uniqueEmail } from "../support/worker";

const OAUTH_MOCK_ISSUER = env.TEST_OAUTH_MOCK_ISSUER;
const withMock: EnvOverrides = { OAUTH_MOCK_ISSUER };

/** Walks the real OAuth redirect dance: our Worker → provider → our callback. */
async function signInWithGitHub(env: EnvOverrides) {
  const start = await call("/api/auth/sign-in/social", {
    env,
    json: { provider: "github", callbackURL: "/app", errorCallbackURL: "/login/error" },
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  expect(url.startsWith(`${OAUTH_MOCK_ISSUER}/authorize`)).toBe(true);

  const provider = await fetch(url, { redirect: "manual" });
  expect(provider.status).toBe(302);
  const callback = new URL(provider.headers.get("location") ?? "");
  expect(callback.pathname).toBe("/api/auth/callback/github");

  const done = await call(`${callback.pathname}${callback.search}`, { env, cookie: cookiesFrom(start) });
  return { status: done.status, location: done.headers.get("location") ?? "", cookie: cookiesFrom(done) };
}

describe("GitHub sign-in (against a local OpenID provider)", () => {
  it("signs in, creates the account and lands on the callback URL", async () => {
    const email = uniqueEmail("octo");
    await nextOAuthSignIn(OAUTH_MOCK_ISSUER, { email, name: "Octo Cat" });
    const result = await signInWithGitHub(withMock);

    expect(result.status).toBe(302);
    expect(result.location).toBe("/app");
    expect(await sessionUser(result.cookie, { env: withMock })).toMatchObject({
      email,
      name: "Octo Cat",
      role: "user",
    });
  });

  it("a denied consent lands on /login/error?error=access_denied with no session", async () => {
    await nextOAuthSignIn(OAUTH_MOCK_ISSUER, { deny: true });
    const result = await signInWithGitHub(withMock);
    expect(result.status).toBe(302);
    expect(result.location).toBe("/login/error?error=access_denied");
    expect(result.cookie).not.toContain("session_token");
  });

  it("in login-only mode an unknown account lands on signup_disabled and no user is created", async () => {
    const email = uniqueEmail("stranger");
    await nextOAuthSignIn(OAUTH_MOCK_ISSUER, { email, name: "Stranger" });
    const result = await signInWithGitHub({ ...withMock, SIGN_UP_ENABLED: "false" });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/login/error?error=signup_disabled");
    expect(await countRows("user", "email = ?", email)).toBe(0);
  });
});
