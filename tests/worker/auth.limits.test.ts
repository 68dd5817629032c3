import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getAuth } from "../../worker/auth/auth";
import { RATE_LIMIT_KEEP_SECONDS } from "../../worker/auth/rate-limit";
import { latestCode, requestCode, settledOutbox, verifyCode } from "../support/auth";
import { call, uniqueEmail, uniqueIp } from "../support/worker";

describe("rate limits", () => {
  it("one email gets at most 3 codes in 10 minutes, whatever the client address", async () => {
    const email = uniqueEmail("capped");
    const statuses: number[] = [];
    // Each email delivered before the next request: one whose code is already replaced when the
    // queue gets to it is not sent.
    for (let i = 0; i < 4; i++) {
      const response = await requestCode(email, { ip: uniqueIp() });
      statuses.push(response.status);
      if (response.status === 200) await latestCode(email);
    }

    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await settledOutbox(email, 4)).toHaveLength(3);
  });

  it("the refusal is a JSON 429 that says when to retry", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) await requestCode(email, { ip: uniqueIp() });
    const refused = await requestCode(email, { ip: uniqueIp() });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });

  it("one client address gets at most 10 codes in 10 minutes across emails, then is told when to retry", async () => {
    const ip = uniqueIp();
    const responses: Response[] = [];
    for (let i = 0; i < 11; i++) responses.push(await requestCode(uniqueEmail("spray"), { ip }));
    const statuses = responses.map((response) => response.status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // better-auth's own limiter says it in X-Retry-After; the document promises Retry-After.
    const retryAfter = Number(responses[10]?.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });

  it("one client address gets at most 10 verifications a minute", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await verifyCode(uniqueEmail(), "AAAAAA", { ip })).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("verifications for one email are capped at 20 an hour, across codes and addresses", async () => {
    const email = uniqueEmail("brute");
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await verifyCode(email, "AAAAAA", { ip: uniqueIp() })).status);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("10 parallel verifications from one address over its limit of 10 a minute: exactly 10 are let through", async () => {
    const ip = uniqueIp();
    await verifyCode(uniqueEmail(), "AAAAAA", { ip });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => verifyCode(uniqueEmail(), "AAAAAA", { ip }).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 400)).toHaveLength(9);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });

  it("one address keeps at most one counter per endpoint, whatever paths it sends", async () => {
    const ip = uniqueIp();
    const paths = [
      ...["github", "gitlab", "x".repeat(2000), "%00", "a%2Fb"].map((id) => `/api/auth/callback/${id}`),
      ...["/get-session", "/get-session/", "/get-session?x=1", "/get-session?x=2"].map((path) => `/api/auth${path}`),
      ...["/GET-SESSION", "/get%2Dsession", "//get-session", "/no-such-endpoint", "/nope/nope"].map(
        (path) => `/api/auth${path}`,
      ),
    ];
    for (const path of paths) await call(path, { ip });
    const { results } = await env.DB.prepare("SELECT key FROM rate_limit WHERE key LIKE ?1")
      .bind(`${ip}|%`)
      .all<{ key: string }>();
    // The callback endpoint, get-session, and one counter for paths that name no endpoint.
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(3);
    for (const { key } of results) expect(key.length).toBeLessThan(ip.length + 40);
  });

  it("counters are kept past every rule's window, those of better-auth's plugins included", () => {
    const plugins = getAuth(env, false).options.plugins as Array<{ rateLimit?: Array<{ window: number }> }>;
    const windows = plugins.flatMap((plugin) => plugin.rateLimit?.map((rule) => rule.window) ?? []);
    expect(windows.length).toBeGreaterThan(0);
    expect(Math.max(...windows)).toBeLessThanOrEqual(RATE_LIMIT_KEEP_SECONDS);
  });

  it("RATE_LIMIT=off (local development) lifts them", async () => {
    const email = uniqueEmail();
    const env = { RATE_LIMIT: "off" };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await requestCode(email, { env })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });
});
