import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { GENRE_ID, insertGenres } from "../support/books";
import { call } from "../support/worker";

interface QueryPlan {
  name: string;
  sql: string;
  plan: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A catalogue the size `npm run bench` measures and people who signed up over three months,
 * then statistics: D1 advises `PRAGMA optimize` (an ANALYZE) after adding an index, and with
 * real row counts SQLite may prefer scanning and sorting a small table to walking an index.
 */
beforeAll(async () => {
  await insertGenres();
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
       INSERT INTO book (id, title, author, genre_id, title_key, author_key, created_at, updated_at)
       SELECT lower(hex(randomblob(16))), 'Book ' || i, 'Author ' || (i % 300), ?1,
              'book ' || i, 'author ' || (i % 300), ?2, ?2
       FROM n`,
    ).bind(GENRE_ID, now),
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
       INSERT INTO user (id, name, name_key, email, email_verified, created_at, updated_at, role, banned)
       SELECT lower(hex(randomblob(16))), 'Person ' || i, 'person ' || i, 'person-' || i || '@example.com', 1,
              ?1 - i * ?2, ?1, 'user', 0
       FROM n`,
    ).bind(now, Math.round((90 * DAY_MS) / 2000)),
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
       INSERT INTO organization (id, name, name_key, slug, created_at)
       SELECT 'org-' || i, 'Organization ' || i, 'organization ' || i, 'organization-' || i, ?1 - i * ?2 FROM n`,
    ).bind(now, Math.round((90 * DAY_MS) / 500)),
    // Three months of security events at about 55 a day, among the 2,000 people.
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
       INSERT INTO audit_event (action, actor_id, target_id, created_at)
       SELECT CASE i % 4 WHEN 0 THEN 'user.ban' ELSE 'sign_in' END,
              'person-' || (i % 2000), 'person-' || ((i * 7) % 2000), ?1 - (5000 - i) * ?2
       FROM n`,
    ).bind(now, Math.round((90 * DAY_MS) / 5000)),
    env.DB.prepare(
      `INSERT INTO member (id, organization_id, user_id, role, created_at)
       SELECT 'member-' || organization.id || '-' || user.id, organization.id, user.id, 'member', ?1
       FROM organization JOIN user ON user.rowid % 500 = organization.rowid % 500 WHERE organization.id LIKE 'org-%'`,
    ).bind(now),
  ]);
  await env.DB.exec("ANALYZE");
});

async function plans(): Promise<Map<string, string>> {
  const response = await call("/api/dev/query-plans");
  expect(response.status).toBe(200);
  const body = (await response.json()) as QueryPlan[];
  return new Map(body.map(({ name, plan }) => [name, plan.join("\n")]));
}

/** Reads the table through an index; never a plain scan, never a sort of its own. */
function expectIndexed(steps: string | undefined, table: string) {
  expect(steps).toMatch(new RegExp(`(SCAN|SEARCH) ${table} USING (COVERING )?INDEX`));
  expect(steps).not.toMatch(new RegExp(`SCAN ${table}$`, "m"));
  expect(steps).not.toContain("USE TEMP B-TREE");
}

describe("list queries (GET /api/dev/query-plans, the handlers' own SQL)", () => {
  it("books and users pages, first and next, read an index in list order", async () => {
    const all = await plans();
    for (const name of ["books list, first page", "books list, next page"]) expectIndexed(all.get(name), "book");
    for (const name of ["users list, first page", "users list, next page"]) expectIndexed(all.get(name), "user");
  });

  it("a next page seeks the index to its cursor instead of scanning from the first row", async () => {
    const all = await plans();
    expect(all.get("books list, next page")).toMatch(
      /SEARCH book USING INDEX book_title_key_id_idx \(\(title_key,id\)>\(\?,\?\)\)/,
    );
    expect(all.get("users list, next page")).toMatch(
      /SEARCH user USING INDEX user_created_at_id_idx \(\(created_at,id\)<\(\?,\?\)\)/,
    );
  });

  it("totals count an index, not the table's rows", async () => {
    const all = await plans();
    expectIndexed(all.get("books list, total"), "book");
    expectIndexed(all.get("users list, total"), "user");
  });

  // A search matches anywhere in a key (instr(), docs/decisions/0014-search-without-like.md),
  // which no b-tree can seek: the page walks the list's index in order until it has a page,
  // and the total reads every key. For books the keys sit in the unique index, so the total
  // never reads the table; at 10,000 books that scan measured about 1 ms in local D1.
  it("a search walks the list's index in order, without sorting, and counts from an index where it can", async () => {
    const all = await plans();
    expect(all.get("books search, first page")).toBe(
      "SCAN book USING INDEX book_title_key_id_idx\nSEARCH genre USING INDEX sqlite_autoindex_genre_1 (id=?)",
    );
    expect(all.get("books search, total")).toBe("SCAN book USING COVERING INDEX book_title_author_unique");
    expect(all.get("users search, first page")).toBe("SCAN user USING INDEX user_created_at_id_idx");
    expect(all.get("users search, total")).toBe("SCAN user");
  });

  it("an organizations page reads its index in list order and counts each one's members from the member index", async () => {
    const all = await plans();
    for (const name of ["organizations list, first page", "organizations list, next page"]) {
      expectIndexed(all.get(name), "organization");
      expect(all.get(name)).toMatch(
        /CORRELATED SCALAR SUBQUERY[\s\S]*SEARCH member USING COVERING INDEX \w+ \(organization_id=\?/,
      );
    }
    expect(all.get("organizations list, next page")).toMatch(
      /SEARCH organization USING INDEX organization_created_at_id_idx \(\(created_at,id\)<\(\?,\?\)\)/,
    );
  });

  it("the dashboard's sign-ups read only the last days' index entries", async () => {
    // Grouping by day then sorts those entries only (at most a month's sign-ups).
    expect((await plans()).get("dashboard sign-ups per day")).toMatch(
      /SEARCH user USING COVERING INDEX user_created_at_id_idx \(created_at>\?\)/,
    );
  });

  it("an audit page reads events newest first by id, through the index of its filter", async () => {
    // Each event's people and organization are then looked up by their primary keys.
    const named = [
      "SEARCH actor USING INDEX sqlite_autoindex_user_1 (id=?) LEFT-JOIN",
      "SEARCH impersonator USING INDEX sqlite_autoindex_user_1 (id=?) LEFT-JOIN",
      "SEARCH target USING INDEX sqlite_autoindex_user_1 (id=?) LEFT-JOIN",
      "SEARCH organization USING INDEX sqlite_autoindex_organization_1 (id=?) LEFT-JOIN",
    ].join("\n");
    const all = await plans();
    // The id is the rowid: the whole trail's page walks the table backwards and stops at a page.
    expect(all.get("audit list, first page")).toBe(`SCAN audit_event\n${named}`);
    expect(all.get("audit list, next page")).toBe(`SEARCH audit_event USING INTEGER PRIMARY KEY (rowid<?)\n${named}`);
    expect(all.get("audit list, total")).toMatch(/SCAN audit_event USING COVERING INDEX/);
    expect(all.get("audit by person acted on, first page")).toBe(
      `SEARCH audit_event USING INDEX audit_event_target_idx (target_id=?)\n${named}`,
    );
    expect(all.get("audit by person acted on, total")).toBe(
      "SEARCH audit_event USING COVERING INDEX audit_event_target_idx (target_id=?)",
    );
    expect(all.get("audit by action, first page")).toBe(
      `SEARCH audit_event USING INDEX audit_event_action_idx (action=?)\n${named}`,
    );
    // One's own events come from two indexes and are sorted: one person's events, not the trail's.
    for (const name of ["my activity, first page", "my activity, total"]) {
      expect(all.get(name)).toMatch(
        /MULTI-INDEX OR\nINDEX 1\nSEARCH audit_event USING INDEX audit_event_actor_idx \(actor_id=\?\)\nINDEX 2\nSEARCH audit_event USING INDEX audit_event_target_idx \(target_id=\?\)/,
      );
    }
  });

  it("fails without the users index: the page then sorts every row", async () => {
    await env.DB.exec("DROP INDEX user_created_at_id_idx");
    try {
      expect((await plans()).get("users list, first page")).toContain("USE TEMP B-TREE FOR ORDER BY");
    } finally {
      await env.DB.exec("CREATE INDEX user_created_at_id_idx ON user (created_at, id)");
    }
  });

  it("letting go of a deleted team or organization finds the sessions that had it by index (migrations/0012, 0014)", async () => {
    for (const column of ["active_organization_id", "active_team_id"]) {
      const { results } = await env.DB.prepare(
        `EXPLAIN QUERY PLAN UPDATE session SET ${column} = NULL WHERE ${column} = ?`,
      )
        .bind("gone")
        .all<{ detail: string }>();
      expect(results.map((row) => row.detail).join("\n"), column).toMatch(
        new RegExp(`SEARCH session USING (COVERING )?INDEX session_active_(organization|team)_idx \\(${column}=\\?\\)`),
      );
    }
  });

  it("is a local tool: absent in production", async () => {
    const response = await call("/api/dev/query-plans", {
      env: { APP_ENV: "production", EMAIL_TRANSPORT: "cloudflare" },
    });
    expect(response.status).toBe(404);
  });
});
