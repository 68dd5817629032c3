import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import { BATCH, deleteBatchSql, EXPIRING_TABLES, ROUNDS } from "../../worker/maintenance/expired-rows";
import { countRows } from "../support/auth";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const CRON = "*/10 * * * *";

/** The Cron Trigger firing at `now`, as Cloudflare calls the Worker; returns what it logged. */
async function runCleanUp(now: number): Promise<Record<string, number | boolean>[]> {
  const logged = vi.spyOn(console, "log").mockImplementation(() => {});
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: now, cron: CRON }), env, ctx);
  await waitOnExecutionContext(ctx);
  const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)));
  logged.mockRestore();
  const line = lines.find((entry) => entry.event === "maintenance.expired_rows_removed");
  expect(line?.cron).toBe(CRON);
  return line?.removed;
}

/**
 * One row past its use and one still in use in every table that gathers them, 1 ms either
 * side of the line: codes, sessions, verifications, invitations and copies of someone's data
 * expire at `expires_at`; rate-limit counters are kept 10 minutes after their last counted request, per-email
 * counters a day after their window opened, an organization without members an hour after
 * its creation (one with a member stays, however old).
 */
async function seed(now: number, tag: string) {
  const rows = (past: number, live: number) => ({ past, live });
  const at = {
    rate_limit: rows(now - 10 * MINUTE - 1, now - 10 * MINUTE + 1),
    organization: rows(now - 60 * MINUTE - 1, now - 60 * MINUTE + 1),
    quota: rows(now - DAY - 1, now - DAY + 1),
    // AUDIT_RETENTION_DAYS unset: 90 days.
    audit_event: rows(now - 90 * DAY - 1, now - 90 * DAY + 1),
    // An unused upload an hour after its last upload (FILE_HOLD_MS).
    file: rows(now - 60 * MINUTE - 1, now - 60 * MINUTE + 1),
    // An API key 30 days after it expired.
    api_key: rows(now - 30 * DAY - 1, now - 30 * DAY + 1),
    expiring: rows(now - 1, now + 1),
  };
  const user = `user-${tag}`;
  const org = `org-${tag}`;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO user (id, name, email, email_verified, created_at, updated_at) VALUES (?1, 'Ada', ?2, 1, ?3, ?3)",
    ).bind(user, `${tag}@example.com`, now),
    env.DB.prepare("INSERT INTO organization (id, name, slug, created_at) VALUES (?1, 'Org', ?1, ?2)").bind(org, now),
    env.DB.prepare("INSERT INTO organization (id, name, slug, created_at) VALUES (?1, 'Old', ?1, 0)").bind(
      `${org}-kept`,
    ),
    env.DB.prepare(
      "INSERT INTO member (id, organization_id, user_id, role, created_at) VALUES (?1, ?1, ?2, 'owner', 0)",
    ).bind(`${org}-kept`, user),
    ...(["past", "live"] as const).flatMap((state) => [
      env.DB.prepare("INSERT INTO rate_limit (id, key, count, last_request) VALUES (?1, ?1, 1, ?2)").bind(
        `${tag}-${state}`,
        at.rate_limit[state],
      ),
      env.DB.prepare("INSERT INTO quota (key, window_start, count) VALUES (?1, ?2, 1)").bind(
        `${tag}-${state}`,
        at.quota[state],
      ),
      env.DB.prepare(
        "INSERT INTO otp_guard (key, code_hash, attempts, holder, expires_at) VALUES (?1, 'hash', 0, NULL, ?2)",
      ).bind(`${tag}-${state}`, at.expiring[state]),
      env.DB.prepare(
        "INSERT INTO session (id, expires_at, token, created_at, updated_at, user_id) VALUES (?1, ?2, ?1, ?3, ?3, ?4)",
      ).bind(`${tag}-${state}`, at.expiring[state], now, user),
      env.DB.prepare(
        "INSERT INTO verification (id, identifier, value, expires_at, created_at, updated_at) VALUES (?1, ?1, 'v', ?2, ?3, ?3)",
      ).bind(`${tag}-${state}`, at.expiring[state], now),
      env.DB.prepare(
        `INSERT INTO invitation (id, organization_id, email, role, status, expires_at, created_at, inviter_id)
         VALUES (?1, ?2, 'guest@example.com', 'member', 'pending', ?3, ?4, ?5)`,
      ).bind(`${tag}-${state}`, org, at.expiring[state], now, user),
      env.DB.prepare("INSERT INTO organization (id, name, slug, created_at) VALUES (?1, 'Empty', ?1, ?2)").bind(
        `${tag}-${state}`,
        at.organization[state],
      ),
      env.DB.prepare("INSERT INTO audit_event (action, details, created_at) VALUES ('sign_in', ?1, ?2)").bind(
        `${tag}-${state}`,
        at.audit_event[state],
      ),
      env.DB.prepare(
        `INSERT INTO account_export (id, user_id, locale, status, object_key, requested_at, expires_at)
         VALUES (?1, ?2, 'en', 'ready', 'exports/' || ?2 || '/' || ?1, ?3, ?3)`,
      ).bind(`${tag}-${state}`, user, at.expiring[state]),
      env.DB.prepare(
        `INSERT INTO api_key (id, user_id, name, start, key_hash, permissions, created_at, expires_at)
         VALUES (?1, ?2, 'Script', 'edgestart_abcd', ?1, '{"book":["read"]}', 0, ?3)`,
      ).bind(`${tag}-${state}`, user, at.api_key[state]),
      env.DB.prepare(
        `INSERT INTO file (key, kind, content_type, size, width, height, uploaded_at, attempt, stored)
         VALUES (?1, 'cover', 'image/png', 1, 1, 1, ?2, 'a', 1)`,
      ).bind(`${tag}-${state}`, at.file[state]),
    ]),
  ]);
}

/** Events are numbered by the database: a seeded one is known by its details. */
const keyColumn = (table: string) =>
  ["quota", "otp_guard", "file"].includes(table) ? "key" : table === "audit_event" ? "details" : "id";

describe("the scheduled clean-up (Cron Trigger)", () => {
  it("removes every row past its use and keeps every row still in use, and logs how many per table", async () => {
    const now = Date.now();
    await runCleanUp(now);
    await seed(now, "one-run");
    const removed = await runCleanUp(now);

    for (const { table } of EXPIRING_TABLES) {
      expect(await countRows(table, `${keyColumn(table)} = ?`, "one-run-past"), table).toBe(0);
      expect(await countRows(table, `${keyColumn(table)} = ?`, "one-run-live"), table).toBe(1);
      expect(removed, table).toContainEqual({ table, removed: 1, more: false });
    }
    expect(await countRows("organization", "id = ?", "org-one-run-kept")).toBe(1);
  });

  it("a backlog goes in bounded batches: one run removes at most BATCH × ROUNDS rows a table, the next the rest", async () => {
    const now = Date.now();
    await runCleanUp(now);
    const backlog = BATCH * ROUNDS + 20;
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO rate_limit (id, key, count, last_request) SELECT 'old-' || i, 'old-' || i, 1, ?2 FROM n`,
    )
      .bind(backlog, now - DAY)
      .run();
    await env.DB.prepare("INSERT INTO rate_limit (id, key, count, last_request) VALUES ('in-use', 'in-use', 1, ?1)")
      .bind(now)
      .run();

    expect(await runCleanUp(now)).toContainEqual({ table: "rate_limit", removed: BATCH * ROUNDS, more: true });
    expect(await countRows("rate_limit", "key LIKE 'old-%'")).toBe(20);
    expect(await runCleanUp(now)).toContainEqual({ table: "rate_limit", removed: 20, more: false });
    expect(await countRows("rate_limit", "key LIKE 'old-%'")).toBe(0);
    expect(await countRows("rate_limit", "key = 'in-use'")).toBe(1);
    // 11 tables × ROUNDS statements at most, and 2 for the files' bytes: under the 50 D1 queries of a Free-plan invocation.
    expect(EXPIRING_TABLES.length * ROUNDS + 2).toBeLessThanOrEqual(50);
  });

  it("a table that fails is logged and fails the run, after the other tables are cleaned", async () => {
    const now = Date.now();
    await runCleanUp(now);
    await seed(now, "one-fails");
    // A D1 whose statements on the session table fail, as a locked or missing table would.
    const db = new Proxy(env.DB, {
      get(target, property) {
        if (property === "prepare") {
          return (sql: string) =>
            sql.includes("FROM session") ? target.prepare("SELECT * FROM no_such_table") : target.prepare(sql);
        }
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const run = worker.scheduled(
      createScheduledController({ scheduledTime: now, cron: CRON }),
      { ...env, DB: db },
      createExecutionContext(),
    );
    await expect(run).rejects.toThrow("Expired rows not removed from session");
    const logged = errors.mock.calls.map(([line]) => JSON.parse(String(line)));
    errors.mockRestore();
    expect(logged).toContainEqual(
      expect.objectContaining({ event: "maintenance.expired_rows_failed", table: "session" }),
    );
    expect(await countRows("session", "id = ?", "one-fails-past")).toBe(1);
    for (const table of ["rate_limit", "quota", "otp_guard", "verification", "invitation", "organization"]) {
      expect(await countRows(table, `${keyColumn(table)} = ?`, "one-fails-past"), table).toBe(0);
    }
  });

  it("finds expired rows through an index, except in rate_limit, kept to minutes of counters, and organization, whose every row it reads with its members' index", async () => {
    for (const expiring of EXPIRING_TABLES) {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${deleteBatchSql(expiring)}`)
        .bind(0, BATCH)
        .all<{ detail: string }>();
      const plan = results.map((row) => row.detail).join("\n");
      if (expiring.table === "rate_limit") expect(plan).toMatch(/SCAN rate_limit/);
      else if (expiring.table === "organization") expect(plan).toMatch(/SEARCH member USING COVERING INDEX/);
      else expect(plan, expiring.table).toMatch(new RegExp(`SEARCH ${expiring.table} USING (COVERING )?INDEX`));
      // Whether a file is still used: a book's cover, a person's picture, each by its index.
      if (expiring.table === "file") {
        expect(plan).toMatch(/SEARCH book USING COVERING INDEX book_cover_idx/);
        expect(plan).toMatch(/SEARCH user USING COVERING INDEX user_image_idx/);
      }
    }
  });
});
