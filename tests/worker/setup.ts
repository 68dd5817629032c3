import { applyD1Migrations, env } from "cloudflare:test";
import { afterAll } from "vitest";

// Each test file gets its own storage; bring its D1 up to the current schema first.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Emails leave through the queue a moment after the request that sent them. A file that ends
// while some are still on their way leaves miniflare's queue delivering to a worker that is
// gone, and the next file never starts: let them arrive first.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
});
