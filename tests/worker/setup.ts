import { applyD1Migrations, env } from "cloudflare:test";
import { afterAll } from "vitest";

/**
 * The test files of one Vitest worker share its runtime (vitest.config.ts: `isolate: false`), so
 * each starts by emptying what the file before it left: every D1 object, migrations applied
 * again, every KV key and every R2 object. Not `reset()` from cloudflare:test, which also ends the email
 * queue's deliveries (its broker is a Durable Object) for the files after it.
 */
async function emptyStorage() {
  const { results } = await env.DB.prepare(
    "SELECT type, name FROM sqlite_master WHERE type IN ('trigger', 'view', 'table') AND substr(name, 1, 7) <> 'sqlite_' AND substr(name, 1, 4) <> '_cf_'",
  ).all<{ type: "trigger" | "view" | "table"; name: string }>();
  const order = ["trigger", "view", "table"] as const;
  const drops = order.flatMap((type) =>
    results.filter((object) => object.type === type).map((object) => `DROP ${type.toUpperCase()} "${object.name}"`),
  );
  if (drops.length > 0) {
    // One batch is one transaction: foreign keys are checked once every table is gone.
    await env.DB.batch(["PRAGMA defer_foreign_keys = on", ...drops].map((sql) => env.DB.prepare(sql)));
  }
  let cursor: string | undefined;
  do {
    const page = await env.KV.list({ cursor });
    await Promise.all(page.keys.map((key) => env.KV.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  let objects: R2Objects;
  do {
    objects = await env.FILES.list();
    if (objects.objects.length > 0) await env.FILES.delete(objects.objects.map((object) => object.key));
  } while (objects.truncated);
}

await emptyStorage();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Emails leave through the queue a moment after the request that sent them: let those a file
// sent arrive before it ends, so that they land in its storage, not the next file's.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
});
