import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CODE } from "../../worker/demo/demo-code";
import { api, bodyOf } from "../support/api";
import { requestCode, signIn, verifyCode } from "../support/auth";
import { userIdOf } from "../support/users";
import { cookiesFrom, type EnvOverrides } from "../support/worker";

/**
 * Demo visitors share the seeded accounts, and the demo must stay usable for every one of
 * them: no visitor sees another's address, browser or session, and nothing one visitor does
 * stops another from signing in.
 */
const demo: EnvOverrides = { DEMO_MODE: "true" };

/** A demo visitor signed in as `email` from their own address and browser. */
async function visitor(email: string, ip: string, userAgent: string) {
  const options = { env: demo, ip, headers: { "user-agent": userAgent } };
  expect((await requestCode(email, options)).status).toBe(200);
  const response = await verifyCode(email, DEMO_CODE, options);
  expect(response.status).toBe(200);
  return cookiesFrom(response);
}

beforeAll(async () => {
  // The seeded accounts exist before the demo is switched on.
  await signIn("admin@example.com");
  await signIn("user@example.com");
});

describe("demo visitors", () => {
  it("see only their own session, never another visitor's address or browser", async () => {
    const first = await visitor("admin@example.com", "203.0.113.10", "First Visitor Browser");
    await visitor("admin@example.com", "203.0.113.20", "Second Visitor Browser");
    await visitor("user@example.com", "203.0.113.30", "Third Visitor Browser");

    const client = api({ env: demo, cookie: first });
    const sessions = await bodyOf(await client.account.sessions.$get(), 200);
    expect(sessions).toEqual([expect.objectContaining({ current: true, ipAddress: "203.0.113.10" })]);

    const userId = await userIdOf("user@example.com");
    const theirs = await client.users[":id"].sessions.$get({ param: { id: userId } });
    expect(theirs.status).toBe(200);
    const text = await theirs.text();
    expect(JSON.parse(text)).toEqual([]);
    expect(text).not.toContain("203.0.113.30");
    expect(text).not.toContain("Third Visitor Browser");
  });

  it("cannot lock one another out of an account, however many codes and wrong guesses one sends", async () => {
    const options = { env: demo, ip: "203.0.113.40" };
    for (let attempt = 0; attempt < 6; attempt += 1) await requestCode("user@example.com", options);
    for (let attempt = 0; attempt < 25; attempt += 1) {
      await verifyCode("user@example.com", "WRONG2", { env: demo, ip: `203.0.114.${attempt + 1}` });
    }
    expect(await visitor("user@example.com", "203.0.113.50", "Next Visitor Browser")).toContain("session_token");
  });
});
