import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { countRows, sessionUser } from "../support/auth";
import { nextOAuthSignIn } from "../support/oauth-mock.shared";
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

describe("GitHub sign-ins in the audit trail", () => {
  /** The sign-in events since `after`, as the trail keeps them. */
  async function eventsSince(after: number) {
    const { results } = await env.DB.prepare(
      "SELECT action, target_id, details FROM audit_event WHERE id > ? AND action IN ('sign_in', 'sign_in.failed') ORDER BY id",
    )
      .bind(after)
      .all<{ action: string; target_id: string | null; details: string | null }>();
    return results.map((event) => ({ ...event, details: event.details && JSON.parse(event.details) }));
  }
  const lastEvent = async () =>
    (await env.DB.prepare("SELECT coalesce(max(id), 0) AS id FROM audit_event").first<number>("id")) ?? 0;

  it("a refusal on the way back is one failed sign-in with its reason, a sign-in none", async () => {
    let after = await lastEvent();
    await nextOAuthSignIn(OAUTH_MOCK_ISSUER, { deny: true });
    await signInWithGitHub(withMock);
    expect(await eventsSince(after)).toEqual([
      { action: "sign_in.failed", target_id: null, details: { code: "access_denied", with: "github" } },
    ]);

    after = await lastEvent();
    await nextOAuthSignIn(OAUTH_MOCK_ISSUER, { email: uniqueEmail("closed"), name: "Closed" });
    await signInWithGitHub({ ...withMock, SIGN_UP_ENABLED: "false" });
    expect((await eventsSince(after)).map((event) => event.details)).toEqual([
      { code: "signup_disabled", with: "github" },
    ]);

    after = await lastEvent();
    const welcome = uniqueEmail("welcome");
    await nextOAuthSignIn(OAUTH_MOCK_ISSUER, { email: welcome, name: "Welcome" });
    expect((await signInWithGitHub(withMock)).location).toBe("/app");
    expect((await eventsSince(after)).map((event) => event.action)).toEqual(["sign_in"]);

    // Banned since: the way back refuses them.
    await env.DB.prepare("UPDATE user SET banned = 1 WHERE email = ?").bind(welcome).run();
    after = await lastEvent();
    await nextOAuthSignIn(OAUTH_MOCK_ISSUER, { email: welcome, name: "Welcome" });
    expect((await signInWithGitHub(withMock)).location).toMatch(/^\/login\/error\?error=BANNED_USER/);
    expect(await eventsSince(after)).toEqual([
      { action: "sign_in.failed", target_id: null, details: { code: "BANNED_USER", with: "github" } },
    ]);
  });

  it("a callback called without the sign-in it answers is refused before any reason it carries, and recorded so", async () => {
    const after = await lastEvent();
    const forged = await call(`/api/auth/callback/github?error=${encodeURIComponent("<b>hacked</b>")}&state=x`, {
      env: withMock,
    });
    expect(forged.status).toBe(302);
    expect((await eventsSince(after)).map((event) => event.details)).toEqual([
      { code: "state_mismatch", with: "github" },
    ]);
  });
});
