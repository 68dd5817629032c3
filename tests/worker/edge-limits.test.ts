import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { EDGE_LIMITS } from "../../worker/lib/edge-limits";
import { d1TimingOf } from "../../worker/lib/server-timing";
import wranglerToml from "../../wrangler.toml?raw";
import { signIn } from "../support/auth";
import { type CallOptions, callWith, envWith, ORIGIN, uniqueEmail, uniqueIp } from "../support/worker";

/** wrangler.toml's `[[ratelimits]]` blocks: what Cloudflare counts with. */
const configured = [
  ...wranglerToml.matchAll(
    /\[\[ratelimits\]\]\nname = "(\w+)"\n(?:.*\n)*?simple = \{ limit = (\d+), period = (\d+) \}/g,
  ),
].map(([, name, limit, period]) => ({ name, limit: Number(limit), period: Number(period) }));

const limitOf = (binding: string) => configured.find((block) => block.name === binding)?.limit ?? 0;

/**
 * The Worker's bindings with the edge's limits as wrangler.toml sets them: the other suites
 * count with room (vitest.config.ts), these copies count as production does.
 */
function asDeployed(bindings: Cloudflare.Env = env): Cloudflare.Env {
  const copies = Object.fromEntries(EDGE_LIMITS.map(({ binding }) => [binding, env[`TEST_${binding}`]]));
  return { ...bindings, ...copies };
}

const callAsDeployed = (path: string, { env: overrides, ...options }: CallOptions = {}) =>
  callWith(asDeployed(envWith(overrides)), path, options);

/** A wrong sign-in code, from one address: each try better-auth counts in D1 when it gets that far. */
async function tryCode(bindings: Cloudflare.Env, ip: string, email: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}/api/auth/sign-in/email-otp`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": ip },
      body: JSON.stringify({ email, otp: "000000" }),
    }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** 1,000 tries from one address, 50 at a time: the answers' statuses and what they cost D1. */
async function flood(bindings: Cloudflare.Env) {
  const ip = uniqueIp();
  const email = uniqueEmail("flood");
  const statuses: number[] = [];
  let roundTrips = 0;
  for (let batch = 0; batch < 20; batch += 1) {
    const answers = await Promise.all(Array.from({ length: 50 }, () => tryCode(bindings, ip, email)));
    for (const answer of answers) {
      statuses.push(answer.status);
      roundTrips += d1TimingOf(answer.headers.get("server-timing"))?.roundTrips ?? 0;
      await answer.body?.cancel();
    }
  }
  const counter = await env.DB.prepare("SELECT count FROM rate_limit WHERE key = ?1")
    .bind(`${ip}|/sign-in/email-otp`)
    .first<number>("count");
  return { refused: statuses.filter((status) => status === 429).length, roundTrips, counted: counter ?? 0 };
}

describe("rate limits at the edge", () => {
  it("are one table, and wrangler.toml configures each of its bindings with the same window", () => {
    for (const limit of EDGE_LIMITS) {
      const block = configured.find(({ name }) => name === limit.binding);
      expect(block, `add a [[ratelimits]] block named ${limit.binding} to wrangler.toml`).toBeDefined();
      expect(block?.period, `${limit.binding}: the table's period is wrangler.toml's`).toBe(limit.period);
    }
    expect(
      configured.map(({ name }) => name).sort(),
      "every [[ratelimits]] block has a row in EDGE_LIMITS (worker/lib/edge-limits.ts)",
    ).toEqual(EDGE_LIMITS.map(({ binding }) => binding).sort());
  });

  it("turn a flood away before D1: 1,000 wrong codes from one address cost what the limit lets through", async () => {
    const bindings = asDeployed(envWith({ SERVER_TIMING: "on" }));
    const edge = await flood(bindings);
    // Without the edge (a binding that never refuses, as before it): every try reaches D1.
    const neverRefuses = { limit: async () => ({ success: true }) } as RateLimit;
    const without = await flood({ ...bindings, ADDRESS_LIMIT: neverRefuses, SIGN_IN_LIMIT: neverRefuses });

    // better-auth's counter in D1 counted only what the edge let through: one window's limit, or
    // two when a window's end falls inside the flood.
    expect(edge.counted).toBeGreaterThanOrEqual(limitOf("SIGN_IN_LIMIT"));
    expect(edge.counted).toBeLessThanOrEqual(2 * limitOf("SIGN_IN_LIMIT"));
    expect(edge.refused).toBeGreaterThanOrEqual(980);
    expect(without.counted).toBe(1000);
    expect(without.refused).toBeGreaterThanOrEqual(990);
    expect(edge.roundTrips).toBeLessThan(without.roundTrips / 10);
    console.info(
      `D1 round trips for 1,000 refused sign-in tries: ${without.roundTrips} without the edge, ${edge.roundTrips} with it`,
    );
  }, 120_000);

  it("answer 429 with Retry-After, the body the document gives, and no D1 round trip", async () => {
    const ip = uniqueIp();
    const report = { kind: "uncaught", message: "x", screen: "/app/books", version: "test" };
    // Twice the limit and one: whichever way a window's end splits them, one window refuses.
    const answers = await Promise.all(
      Array.from({ length: 2 * limitOf("CLIENT_ERRORS_LIMIT") + 1 }, () =>
        callAsDeployed("/api/client-errors", {
          ip,
          json: report,
          env: { SERVER_TIMING: "on" },
          headers: { "accept-language": "fr" },
        }),
      ),
    );
    const refused = answers.find((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status === 204).length).toBeLessThanOrEqual(
      2 * limitOf("CLIENT_ERRORS_LIMIT"),
    );
    expect(refused?.headers.get("retry-after")).toBe("60");
    expect(await refused?.json()).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: "Trop de requêtes. Veuillez réessayer plus tard.",
    });
    expect(d1TimingOf(refused?.headers.get("server-timing") ?? null)?.roundTrips).toBe(0);
    // Another address is not this one.
    expect((await callAsDeployed("/api/client-errors", { ip: uniqueIp(), json: report })).status).toBe(204);
  });

  it("count a signed-in person's writes whatever the address, not their reads nor another person's", async () => {
    const cookie = await signIn(uniqueEmail("writer"));
    const missing = "/api/books/no-such-book";
    const writes = await Promise.all(
      Array.from({ length: 2 * limitOf("WRITE_LIMIT") + 1 }, () =>
        callAsDeployed(missing, { method: "DELETE", cookie, env: { SERVER_TIMING: "on" } }),
      ),
    );
    // Each from an address of its own: the person is what was counted.
    const refused = writes.find((answer) => answer.status === 429);
    expect(refused?.headers.get("retry-after")).toBe("10");
    expect(d1TimingOf(refused?.headers.get("server-timing") ?? null)?.roundTrips).toBe(0);
    // The others were the route's own answer: this person may not delete books.
    expect(writes.filter((answer) => answer.status !== 429).every((answer) => answer.status === 403)).toBe(true);
    // Reads are not writes, and another person is not this one.
    expect((await callAsDeployed("/api/books?limit=1", { cookie })).status).toBe(200);
    const other = await signIn(uniqueEmail("other-writer"));
    expect((await callAsDeployed(missing, { method: "DELETE", cookie: other })).status).toBe(403);
  });

  it("count one API key's calls whatever the address, not another key's", async () => {
    const cookie = await signIn(uniqueEmail("scripted"));
    const newKey = async () => {
      const made = await callWith(envWith(), "/api/account/api-keys", {
        cookie,
        json: { name: "Script", expiresInDays: 30, permissions: { book: ["read"] } },
      });
      return ((await made.json()) as { key: string }).key;
    };
    const key = await newKey();
    const reads = await Promise.all(
      Array.from({ length: 2 * limitOf("API_KEY_LIMIT") + 1 }, () =>
        callAsDeployed("/api/books?limit=1", {
          headers: { authorization: `Bearer ${key}` },
          env: { SERVER_TIMING: "on" },
        }),
      ),
    );
    const refused = reads.find((answer) => answer.status === 429);
    expect(refused?.headers.get("retry-after")).toBe("10");
    expect(d1TimingOf(refused?.headers.get("server-timing") ?? null)?.roundTrips).toBe(0);
    expect(reads.filter((answer) => answer.status !== 429).every((answer) => answer.status === 200)).toBe(true);
    const other = await newKey();
    expect((await callAsDeployed("/api/books?limit=1", { headers: { authorization: `Bearer ${other}` } })).status).toBe(
      200,
    );
  });

  it("count every way of signing in, and only those, in one counter per address", () => {
    const signingIn = EDGE_LIMITS.find(({ binding }) => binding === "SIGN_IN_LIMIT");
    for (const path of [
      "/api/auth/sign-in/email-otp",
      "/api/auth/email-otp/send-verification-otp",
      "/api/auth/passkey/verify-authentication",
      "/api/auth/passkey/generate-authenticate-options",
      "/api/auth/two-factor/verify-totp",
      "/api/auth/two-factor/verify-backup-code",
      "/api/auth/callback/github",
    ]) {
      expect(signingIn?.counts("POST", path), path).toBe(true);
    }
    for (const path of ["/api/auth/get-session", "/api/auth/sign-out", "/api/auth/passkey/list-user-passkeys"]) {
      expect(signingIn?.counts("POST", path), path).toBe(false);
    }
  });

  it("count an IPv6 /64 as one address: a host's customer holds all of it", async () => {
    const network = `2001:db8:${(Date.now() % 0xffff).toString(16)}:7`;
    const report = { kind: "uncaught", message: "x", screen: "/app/books", version: "test" };
    const answers = await Promise.all(
      Array.from({ length: 2 * limitOf("CLIENT_ERRORS_LIMIT") + 1 }, (_, index) =>
        callAsDeployed("/api/client-errors", { ip: `${network}::${(index + 1).toString(16)}`, json: report }),
      ),
    );
    expect(answers.some((answer) => answer.status === 429)).toBe(true);
  });

  it("tell a person who opens a page the words, not the API's JSON", async () => {
    const refusesAll = { limit: async () => ({ success: false }) } as RateLimit;
    const response = await callWith({ ...envWith(), ADDRESS_LIMIT: refusesAll }, "/login", {
      headers: { "accept-language": "fr" },
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("10");
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("Trop de requêtes. Veuillez réessayer plus tard.");
  });

  it("RATE_LIMIT=off (local development) lifts them", async () => {
    const ip = uniqueIp();
    const report = { kind: "uncaught", message: "x", screen: "/app/books", version: "test" };
    for (let i = 0; i <= limitOf("CLIENT_ERRORS_LIMIT"); i += 1) {
      expect(
        (await callAsDeployed("/api/client-errors", { ip, json: report, env: { RATE_LIMIT: "off" } })).status,
      ).toBe(204);
    }
  });
});
