import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { errorOf } from "../support/api";
import { codeKey, countRows, latestCode, requestCode, verifyCode } from "../support/auth";
import { bindingsWith } from "../support/security-input";
import { callWith, uniqueEmail, uniqueIp } from "../support/worker";

async function errorCode(response: Response) {
  return (await errorOf(response)).code;
}

function wrongGuess(code: string) {
  // Same alphabet, guaranteed different from the real code.
  return code.startsWith("A") ? "BBBBBB" : "AAAAAA";
}

describe("one-time codes", () => {
  it("a code works once: a replay is refused and creates no second session", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await latestCode(email);
    expect((await verifyCode(email, code)).status).toBe(200);

    const replay = await verifyCode(email, code);
    expect(replay.status).toBe(400);
    expect(await errorCode(replay)).toBe("INVALID_OTP");
    expect(await countRows("session s JOIN user u ON u.id = s.user_id", "u.email = ?", email)).toBe(1);
  });

  it("10 parallel verifies of one code give exactly one session", async () => {
    const email = uniqueEmail("race");
    await requestCode(email);
    const code = await latestCode(email);

    const responses = await Promise.all(Array.from({ length: 10 }, () => verifyCode(email, code, { ip: uniqueIp() })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 400 || status === 403)).toBe(true);
    expect(await countRows("session s JOIN user u ON u.id = s.user_id", "u.email = ?", email)).toBe(1);
  });

  it("3 wrong tries kill the code: the right one is refused afterwards", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await latestCode(email);

    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await verifyCode(email, wrongGuess(code));
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe("INVALID_OTP");
    }
    const late = await verifyCode(email, code);
    expect(late.status).toBe(403);
    expect(await errorCode(late)).toBe("TOO_MANY_ATTEMPTS");
    expect(await countRows("user", "email = ?", email)).toBe(0);
  });

  it("two wrong tries still leave the right code usable", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await latestCode(email);
    await verifyCode(email, wrongGuess(code));
    await verifyCode(email, wrongGuess(code));
    expect((await verifyCode(email, code)).status).toBe(200);
  });

  it("10 parallel wrong guesses leave the right code dead", async () => {
    const email = uniqueEmail("guesses");
    await requestCode(email);
    const code = await latestCode(email);

    await Promise.all(Array.from({ length: 10 }, () => verifyCode(email, wrongGuess(code), { ip: uniqueIp() })));
    const late = await verifyCode(email, code);
    expect(late.status).toBe(403);
    expect(await errorCode(late)).toBe("TOO_MANY_ATTEMPTS");
    expect(await countRows("user", "email = ?", email)).toBe(0);
  });

  it("a code only signs in the email it was sent to", async () => {
    const owner = uniqueEmail("owner");
    const other = uniqueEmail("other");
    await requestCode(owner);
    await requestCode(other);

    const response = await verifyCode(other, await latestCode(owner));
    expect(response.status).toBe(400);
    expect(await countRows("user", "email IN (?, ?)", owner, other)).toBe(0);
  });

  it("a new send replaces the previous code", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const first = await latestCode(email);
    await requestCode(email);
    const second = await latestCode(email);
    expect(second).not.toBe(first);

    expect((await verifyCode(email, first)).status).toBe(400);
    expect((await verifyCode(email, second)).status).toBe(200);
  });

  it("codes expire 5 minutes after they are sent", async () => {
    const email = uniqueEmail();
    const before = Date.now();
    await requestCode(email);
    const record = await env.KV.get<{ expiresAt: string }>(codeKey(email), "json");
    const lifetime = Date.parse(record?.expiresAt ?? "") - before;
    expect(lifetime).toBeGreaterThan(295_000);
    expect(lifetime).toBeLessThanOrEqual(301_000);
  });

  it("an expired code is refused with OTP_EXPIRED", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await latestCode(email);
    // Age the stored code past its expiry, as the clock would after 5 minutes: KV's copy and
    // the guard row's.
    const record = await env.KV.get<Record<string, unknown>>(codeKey(email), "json");
    const aged = JSON.stringify({ ...record, expiresAt: new Date(Date.now() - 1000).toISOString() });
    await env.KV.put(codeKey(email), aged);
    await env.DB.prepare("UPDATE otp_guard SET record = ?2, expires_at = ?3 WHERE key = ?1")
      .bind(codeKey(email), aged, Date.now() - 1000)
      .run();

    const response = await verifyCode(email, code);
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("OTP_EXPIRED");
    expect(await countRows("user", "email = ?", email)).toBe(0);
  });

  it("codes are stored hashed: neither KV nor D1 holds the code itself", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await latestCode(email);
    const stored = await env.KV.get(codeKey(email));
    expect(stored).toBeTruthy();
    expect(stored).not.toContain(code);
    const guard = await env.DB.prepare("SELECT * FROM otp_guard WHERE key = ?").bind(codeKey(email)).first();
    expect(JSON.stringify(guard)).not.toContain(code);
  });
});

/**
 * KV reaches other locations within about a minute. A person who asks for a code and types it
 * through another location (a phone moving from Wi-Fi to mobile data) meets a KV that has no
 * copy yet, or still has the code before: these bindings are such a location.
 */
function elsewhere(seen: (key: string) => string | null): Cloudflare.Env {
  const kv = new Proxy(env.KV, {
    get(target, property) {
      if (property === "get") {
        return async (key: string, ...rest: unknown[]) =>
          key.startsWith("verification:") ? seen(key) : (target.get as (...args: unknown[]) => unknown)(key, ...rest);
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return bindingsWith({ KV: kv });
}
const notYetThere = elsewhere(() => null);
const verifyThere = (location: Cloudflare.Env, email: string, otp: string) =>
  callWith(location, "/api/auth/sign-in/email-otp", { json: { email, otp } });

describe("a code typed through a location KV has not reached", () => {
  it("still signs in, once", async () => {
    const email = uniqueEmail("travelling");
    await requestCode(email);
    const code = await latestCode(email);
    expect((await verifyThere(notYetThere, email, code)).status).toBe(200);
    const replay = await verifyThere(notYetThere, email, code);
    expect(await errorCode(replay)).toBe("INVALID_OTP");
    expect(await countRows("session s JOIN user u ON u.id = s.user_id", "u.email = ?", email)).toBe(1);
  });

  it("signs in with the newest code where KV still holds the one before", async () => {
    const email = uniqueEmail("resent");
    await requestCode(email);
    const before = await env.KV.get(codeKey(email));
    await requestCode(email);
    const newest = await latestCode(email);
    expect(before).not.toBe(await env.KV.get(codeKey(email)));
    expect(
      (
        await verifyThere(
          elsewhere(() => before),
          email,
          newest,
        )
      ).status,
    ).toBe(200);
  });

  it("keeps the same rules: 10 parallel verifies give one session, 3 wrong tries kill the code", async () => {
    const raced = uniqueEmail("race-elsewhere");
    await requestCode(raced);
    const code = await latestCode(raced);
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => verifyThere(notYetThere, raced, code)))).map(
      (response) => response.status,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(await countRows("session s JOIN user u ON u.id = s.user_id", "u.email = ?", raced)).toBe(1);

    const guessed = uniqueEmail("guessed-elsewhere");
    await requestCode(guessed);
    const right = await latestCode(guessed);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await errorCode(await verifyThere(notYetThere, guessed, wrongGuess(right)))).toBe("INVALID_OTP");
    }
    expect(await errorCode(await verifyThere(notYetThere, guessed, right))).toBe("TOO_MANY_ATTEMPTS");
    expect(await countRows("user", "email = ?", guessed)).toBe(0);
  });

  it("an expired code there is still OTP_EXPIRED, and a code never sent is INVALID_OTP", async () => {
    const email = uniqueEmail("late-elsewhere");
    await requestCode(email);
    const code = await latestCode(email);
    await env.DB.prepare("UPDATE otp_guard SET record = json_set(record, '$.expiresAt', ?2) WHERE key = ?1")
      .bind(codeKey(email), new Date(Date.now() - 1000).toISOString())
      .run();
    expect(await errorCode(await verifyThere(notYetThere, email, code))).toBe("OTP_EXPIRED");
    expect(await errorCode(await verifyThere(notYetThere, uniqueEmail("never"), "ABCDEF"))).toBe("INVALID_OTP");
  });
});
