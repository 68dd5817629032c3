import { createHash } from "@better-auth/utils/hash";
import type { Context, MiddlewareHandler } from "hono";
import { presentedKey } from "../api-keys/api-key-format";
import { sessionToken } from "../audit/audit-context";
import { getConfig } from "../env";
import { FILES_PATH } from "../files/file-kinds.shared";
import type { AppContext } from "./context";
import { ApiError, errorBody } from "./errors";
import { ipNetwork } from "./ip-network";
import { isHandedRequest } from "./request-id";
import { WRITE_METHODS } from "./write-methods";

/**
 * Coarse limits counted at the edge by Cloudflare's Rate Limiting binding, before a route
 * runs: a flood is turned away without a D1 read or write (docs/operations.md, decision
 * 0052). Each location counts on its own and only roughly, so the limits that must be exact
 * (codes per email, per-address sign-in counters, uploads a day) stay in D1 behind these.
 *
 * One table: a row names its binding (whose `limit` and `period` wrangler.toml's
 * `[[ratelimits]]` sets, the same `period` here for `Retry-After`), what it counts a request
 * by, and which requests it counts. tests/worker/edge-limits.test.ts holds the table and
 * wrangler.toml to each other.
 */
export interface EdgeLimit {
  binding: EdgeLimitBinding;
  /** Seconds of the binding's window: 10 or 60, as wrangler.toml's `period`. */
  period: 10 | 60;
  /**
   * `address`: the client's IP; `person`: the session the request carries (none, no count);
   * `key`: the API key it presents (none, no count).
   */
  per: "address" | "person" | "key";
  counts(method: string, path: string): boolean;
}

type EdgeLimitBinding = {
  [Name in keyof Env]: Env[Name] extends RateLimit ? Name : never;
}[keyof Env];

/** Endpoints that sign in or send a code: asked of by people who are not signed in yet. */
const SIGNING_IN =
  /^\/api\/auth\/(?:sign-in\/|email-otp\/|two-factor\/|callback\/|passkey\/(?:verify-authentication|generate-authenticate-options)$)/;

export const EDGE_LIMITS: readonly EdgeLimit[] = [
  // Everything that reaches the Worker (pages, the API, files) from one address.
  { binding: "ADDRESS_LIMIT", period: 10, per: "address", counts: () => true },
  // Signing in from one address: each try would write better-auth's counter in D1.
  { binding: "SIGN_IN_LIMIT", period: 60, per: "address", counts: (_, path) => SIGNING_IN.test(path) },
  // A signed-in person's writes, whatever the address.
  {
    binding: "WRITE_LIMIT",
    period: 10,
    per: "person",
    counts: (method, path) => WRITE_METHODS.has(method) && path.startsWith("/api/"),
  },
  // What the web app reports of its own failures (worker/errors/client-errors.api.ts).
  { binding: "CLIENT_ERRORS_LIMIT", period: 60, per: "address", counts: (_, path) => path === "/api/client-errors" },
  // One API key's calls, from wherever they come (worker/api-keys).
  { binding: "API_KEY_LIMIT", period: 10, per: "key", counts: (_, path) => path.startsWith("/api/") },
];

/** A secret's counter key: a hash of it, so no secret leaves for the counter and no D1 read is needed. */
const counterKey = async (kind: string, secret: string | null | undefined) =>
  secret ? `${kind}:${(await createHash("SHA-256", "hex").digest(secret)).slice(0, 32)}` : undefined;

/** What a row counts a request by: its address, its session's token or its API key. */
const counterKeys: Record<EdgeLimit["per"], (c: Context<AppContext>, address: string) => Promise<string | undefined>> =
  {
    address: async (_, address) => `address:${address}`,
    person: (c) => counterKey("session", sessionToken(c.req.raw)),
    key: (c) => counterKey("key", presentedKey(c.req.raw)),
  };

/** Counts the request against every row that counts it; the first that refuses answers 429. */
export const edgeLimits: MiddlewareHandler<AppContext> = async (c, next) => {
  // A page's handed reads are the page's request, counted once as the page.
  if (!getConfig(c.env).rateLimitEnabled || isHandedRequest(c.req.raw)) return next();
  // An IPv6 address counts as its /64, which one customer of a host usually holds whole.
  const ip = c.req.header("cf-connecting-ip");
  const address = ipNetwork(ip, 4, 4) ?? ip ?? "unknown";
  for (const limit of EDGE_LIMITS) {
    if (!limit.counts(c.req.method, c.req.path)) continue;
    const key = await counterKeys[limit.per](c, address);
    if (key === undefined) continue;
    const { success } = await c.env[limit.binding].limit({ key });
    if (success) continue;
    const headers = { "retry-after": String(limit.period) };
    // A page is read by a person: the words, not the API's JSON.
    const isPage = !c.req.path.startsWith("/api/") && !c.req.path.startsWith(FILES_PATH);
    if (isPage) return c.text(errorBody(c, "TOO_MANY_REQUESTS").message, 429, headers);
    throw new ApiError("TOO_MANY_REQUESTS", { headers });
  }
  await next();
};
