import type { BetterAuthOptions } from "better-auth";

/**
 * better-auth's limiter per client address (docs/decisions/0004-rate-limits-in-d1.md), with
 * counters of our own in its `rate_limit` table. better-auth keys a counter by address and
 * request path, so every path anyone sends, a provider id in `/callback/:id` or a path that
 * names no endpoint, would make a row. Ours count per endpoint instead: paths that name none
 * share one counter per address. One statement counts and decides, so parallel requests
 * cannot slip past a limit. Reasoning: docs/decisions/0018-expired-rows-removed-on-a-schedule.md.
 */
type RateLimitStorage = NonNullable<NonNullable<BetterAuthOptions["rateLimit"]>["customStorage"]>;
type RateLimitRule = Parameters<RateLimitStorage["consume"]>[1];

const RULES = {
  window: 10,
  max: 100,
  customRules: {
    "/email-otp/send-verification-otp": { window: 10 * 60, max: 10 },
    "/sign-in/email-otp": { window: 60, max: 10 },
    "/sign-in/social": { window: 60, max: 10 },
    // A passkey sign-in, and the options a registration starts with (each stores a challenge).
    "/passkey/verify-authentication": { window: 60, max: 10 },
    "/passkey/generate-register-options": { window: 60, max: 10 },
    // Every signed-in request reads the session: counting it would add a write on the
    // primary, across the world, to each one. It sends nothing and changes nothing.
    "/get-session": false,
  },
} satisfies RateLimitRule & { customRules: Record<string, RateLimitRule | false> };

/**
 * How long a counter is kept after its last counted request: past every rule's window, it
 * would start again from zero anyway. better-auth's own rules (10 and 60 s) are shorter.
 */
export const RATE_LIMIT_KEEP_SECONDS = Math.max(
  RULES.window,
  ...Object.values(RULES.customRules).map((rule) => (rule ? rule.window : 0)),
);

/** The counter of the requests that name no endpoint, one per address. */
const OTHER_PATHS = "(other)";

export interface RateLimitCounters extends RateLimitStorage {
  /** The endpoints' paths (`/get-session`, `/callback/:id`), once the auth instance exists. */
  countPer(endpointPaths: Iterable<string>): void;
}

/** The endpoint a request path names (`/callback/github` → `/callback/:id`), if any. */
function endpointMatcher(endpointPaths: Iterable<string>): (path: string) => string | undefined {
  const exact = new Set<string>();
  const patterns: Array<{ endpoint: string; parts: string[] }> = [];
  for (const endpoint of endpointPaths) {
    if (endpoint.includes("/:")) patterns.push({ endpoint, parts: endpoint.split("/") });
    else exact.add(endpoint);
  }
  return (path) => {
    if (exact.has(path)) return path;
    const segments = path.split("/");
    return patterns.find(
      ({ parts }) =>
        parts.length === segments.length &&
        parts.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i])),
    )?.endpoint;
  };
}

/** `<address>|<path>` (better-auth's key) → `<address>|<endpoint path>`, or `<address>|(other)`. */
function counterKey(key: string, endpointOf: (path: string) => string | undefined): string {
  const separator = key.indexOf("|");
  return `${key.slice(0, separator)}|${endpointOf(key.slice(separator + 1)) ?? OTHER_PATHS}`;
}

export function createRateLimitCounters(db: D1Database): RateLimitCounters {
  let endpointOf = endpointMatcher([]);
  return {
    countPer(paths) {
      endpointOf = endpointMatcher(paths);
    },

    async consume(key, rule) {
      const now = Date.now();
      const windowMs = rule.window * 1000;
      // Like better-auth's: a request counts unless the last counted one is a window old,
      // which starts the count again; a refused request moves nothing but the count.
      // SQLite evaluates every SET expression against the row as it was before the update.
      const row = await db
        .prepare(
          `INSERT INTO rate_limit (id, key, count, last_request) VALUES (?1, ?2, 1, ?3)
           ON CONFLICT (key) DO UPDATE SET
             count = CASE WHEN ?3 - last_request >= ?4 THEN 1 ELSE count + 1 END,
             last_request = CASE WHEN ?3 - last_request >= ?4 OR count < ?5 THEN ?3 ELSE last_request END
           RETURNING count, last_request`,
        )
        .bind(crypto.randomUUID(), counterKey(key, endpointOf), now, windowMs, rule.max)
        .first<{ count: number; last_request: number }>();
      if (row && row.count > rule.max) {
        return { allowed: false, retryAfter: Math.max(1, Math.ceil((row.last_request + windowMs - now) / 1000)) };
      }
      return { allowed: true, retryAfter: null };
    },
  };
}

/** better-auth's `rateLimit` option: limits on or off, counted by `counters`. */
export function rateLimitOptions(
  enabled: boolean,
  counters: RateLimitCounters,
): NonNullable<BetterAuthOptions["rateLimit"]> {
  return { enabled, customStorage: counters, ...RULES };
}
