import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      TEST_OAUTH_MOCK_ISSUER: string;
      TEST_TURNSTILE_VERIFY_URL: string;
      /** The local trace exporter (tests/worker/fixtures/trace-collector.js). */
      TRACES: Fetcher;
    }
  }
}
