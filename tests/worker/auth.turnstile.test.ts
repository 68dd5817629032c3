import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { errorOf } from "../support/api";
import { codeKey, latestCode, requestCode, settledOutbox, signIn, verifyCode } from "../support/auth";
import { ownOrganization } from "../support/organizations";
import { TURNSTILE_SECRETS, TURNSTILE_TEST_SITE_KEY, verificationsOf } from "../support/turnstile-mock.shared";
import { call, type EnvOverrides, uniqueEmail } from "../support/worker";

const VERIFY_URL = env.TEST_TURNSTILE_VERIFY_URL;

/** Turnstile on, verified by the local stub, which answers as Cloudflare's test secret `secret` does. */
const turnstileOn = (secret = TURNSTILE_SECRETS.passes, verifyURL = VERIFY_URL): EnvOverrides => ({
  TURNSTILE_SITE_KEY: TURNSTILE_TEST_SITE_KEY,
  TURNSTILE_SECRET_KEY: secret,
  TURNSTILE_VERIFY_URL: verifyURL,
});

const uniqueToken = () => `token-${crypto.randomUUID()}`;

/** A code request carrying `token` in the header better-auth's captcha plugin reads. */
function requestWithToken(email: string, token: string | undefined, vars: EnvOverrides, headers = {}) {
  return requestCode(email, { env: vars, headers: { ...headers, ...(token && { "x-captcha-response": token }) } });
}

/** Nothing left the request: no email on its way, no code kept for the address. */
async function expectNothingSent(email: string) {
  expect(await settledOutbox(email, 1)).toEqual([]);
  expect(await env.KV.get(codeKey(email))).toBeNull();
}

describe("Turnstile on code requests (TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY set)", () => {
  it("a request with a token Cloudflare accepts sends the code, and the token reached the verifier with the secret and the address", async () => {
    const email = uniqueEmail("human");
    const token = uniqueToken();
    const response = await requestWithToken(email, token, turnstileOn(), { "cf-connecting-ip": "203.0.113.7" });

    expect(response.status).toBe(200);
    expect(await latestCode(email)).toMatch(/^[A-Z0-9]{6}$/);
    expect(await verificationsOf(VERIFY_URL, token)).toEqual([
      { secret: TURNSTILE_SECRETS.passes, response: token, remoteip: "203.0.113.7" },
    ]);
  });

  it("a request without a token is 400 MISSING_RESPONSE in the person's language, and nothing is sent", async () => {
    const email = uniqueEmail("no-token");
    const response = await requestWithToken(email, undefined, turnstileOn(), { "accept-language": "fr" });

    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: "MISSING_RESPONSE",
      message: "Complétez la vérification que vous êtes humain, puis réessayez.",
    });
    await expectNothingSent(email);
  });

  it("a token Cloudflare refuses is 403 VERIFICATION_FAILED, and nothing is sent", async () => {
    const email = uniqueEmail("bot");
    const token = uniqueToken();
    const response = await requestWithToken(email, token, turnstileOn(TURNSTILE_SECRETS.fails));

    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe("VERIFICATION_FAILED");
    expect(await verificationsOf(VERIFY_URL, token)).toHaveLength(1);
    await expectNothingSent(email);
  });

  it("a token already spent (timeout-or-duplicate) is refused, and nothing is sent", async () => {
    const email = uniqueEmail("replay");
    const response = await requestWithToken(email, uniqueToken(), turnstileOn(TURNSTILE_SECRETS.spent));

    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe("VERIFICATION_FAILED");
    await expectNothingSent(email);
  });

  it.each([
    ["answers 500", VERIFY_URL.replace("/turnstile/v0/siteverify", "/down/siteverify")],
    // Nothing listens on the discard port.
    ["cannot be reached", "http://127.0.0.1:9/turnstile/v0/siteverify"],
  ])(
    "when the verifier %s, the answer is 503 SERVICE_UNAVAILABLE with an errorId, and nothing is sent",
    async (_, url) => {
      const email = uniqueEmail("verifier-down");
      const response = await requestWithToken(email, uniqueToken(), turnstileOn(TURNSTILE_SECRETS.passes, url));

      expect(response.status).toBe(503);
      const body = await errorOf(response);
      expect(body.code).toBe("SERVICE_UNAVAILABLE");
      expect(body.errorId).toMatch(/^[0-9a-f-]{36}$/);
      await expectNothingSent(email);
    },
  );

  it("refused requests do not spend the address's code quota (3 per 10 minutes)", async () => {
    const email = uniqueEmail("quota");
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await requestWithToken(email, undefined, turnstileOn())).status).toBe(400);
    }
    expect((await requestWithToken(email, uniqueToken(), turnstileOn())).status).toBe(200);
  });

  it("only the code request needs a token: the code signs in without one", async () => {
    const email = uniqueEmail("signs-in");
    expect((await requestWithToken(email, uniqueToken(), turnstileOn())).status).toBe(200);
    const signedIn = await verifyCode(email, await latestCode(email), { env: turnstileOn() });
    expect(signedIn.status).toBe(200);
    expect((await call("/api/auth/get-session", { env: turnstileOn() })).status).toBe(200);
  });

  it("/api/config names Turnstile and its site key, never the secret", async () => {
    const response = await call("/api/config", { env: turnstileOn() });
    const config = (await response.json()) as Record<string, unknown>;
    expect(config.captcha).toEqual({ provider: "turnstile", siteKey: TURNSTILE_TEST_SITE_KEY });
    expect(JSON.stringify(config)).not.toContain(TURNSTILE_SECRETS.passes);
  });
});

describe("Turnstile off (the keys unset)", () => {
  it("a code request needs no token, and /api/config says captcha null", async () => {
    const email = uniqueEmail("no-turnstile");
    expect((await requestCode(email)).status).toBe(200);
    expect(await latestCode(email)).toMatch(/^[A-Z0-9]{6}$/);
    expect(((await (await call("/api/config")).json()) as { captcha: unknown }).captcha).toBeNull();
  });
});

describe("Turnstile on the other routes that mail an address the caller types", () => {
  const routes = [
    {
      name: "an email change's code",
      send: async (token: string | undefined) => {
        const newEmail = uniqueEmail("moved");
        const cookie = await signIn(uniqueEmail("mover"));
        return {
          to: newEmail,
          response: await mailing("/api/auth/email-otp/request-email-change", cookie, { newEmail }, token),
        };
      },
    },
    {
      name: "an invitation",
      send: async (token: string | undefined) => {
        const email = uniqueEmail("invited");
        const { owner, organizationId } = await ownOrganization("captcha");
        const json = { organizationId, email, role: "member" };
        return { to: email, response: await mailing("/api/auth/organization/invite-member", owner, json, token) };
      },
    },
  ];

  function mailing(path: string, cookie: string, json: object, token: string | undefined) {
    return call(path, { cookie, json, env: turnstileOn(), headers: token ? { "x-captcha-response": token } : {} });
  }

  for (const { name, send } of routes) {
    it(`${name}: without a token, 400 MISSING_RESPONSE and nothing mailed; with one, mailed`, async () => {
      const refused = await send(undefined);
      expect(refused.response.status).toBe(400);
      expect(await errorOf(refused.response)).toMatchObject({ code: "MISSING_RESPONSE" });
      expect(await settledOutbox(refused.to, 1)).toEqual([]);

      const token = uniqueToken();
      const sent = await send(token);
      expect(sent.response.status).toBe(200);
      expect(await settledOutbox(sent.to, 1)).toHaveLength(1);
      expect(await verificationsOf(VERIFY_URL, token)).toHaveLength(1);
    });
  }
});
