import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      TEST_OAUTH_MOCK_ISSUER: string;
      TEST_TURNSTILE_VERIFY_URL: string;
      /** Analytics Engine's SQL API stand-in (tests/support/analytics-sql-mock.node.ts). */
      TEST_ANALYTICS_SQL_URL: string;
      /** The edge's rate limits as wrangler.toml sets them (vitest.config.ts; the Worker's own have room). */
      [binding: `TEST_${string}_LIMIT`]: RateLimit;
      /** The local trace exporter (tests/worker/fixtures/trace-collector.js). */
      TRACES: Fetcher;
    }
  }
}
