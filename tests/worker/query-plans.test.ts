import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../support/worker";

interface QueryPlan {
  name: string;
  sql: string;
  plan: string[];
}

async function plans(): Promise<Map<string, string[]>> {
  const response = await call("/api/dev/query-plans");
  expect(response.status).toBe(200);
  const body = (await response.json()) as QueryPlan[];
  return new Map(body.map(({ name, plan }) => [name, plan]));
}

/** Reads the table through an index; never a plain scan, never a sort of its own. */
function expectIndexed(plan: string[] | undefined, table: string) {
  const steps = (plan ?? []).join("\n");
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
    expect(all.get("books list, next page")?.join("\n")).toMatch(
      /SEARCH book USING INDEX book_title_key_id_idx \(\(title_key,id\)>\(\?,\?\)\)/,
    );
    expect(all.get("users list, next page")?.join("\n")).toMatch(
      /SEARCH user USING INDEX user_created_at_id_idx \(\(created_at,id\)<\(\?,\?\)\)/,
    );
  });

  it("totals count an index, not the table's rows", async () => {
    const all = await plans();
    expectIndexed(all.get("books list, total"), "book");
    expectIndexed(all.get("users list, total"), "user");
  });

  it("fails without the users index: the page then sorts every row", async () => {
    await env.DB.exec("DROP INDEX user_created_at_id_idx");
    try {
      const steps = ((await plans()).get("users list, first page") ?? []).join("\n");
      expect(steps).toContain("USE TEMP B-TREE FOR ORDER BY");
    } finally {
      await env.DB.exec("CREATE INDEX user_created_at_id_idx ON user (created_at, id)");
    }
  });

  it("is a local tool: absent in production", async () => {
    const response = await call("/api/dev/query-plans", {
      env: { APP_ENV: "production", EMAIL_TRANSPORT: "cloudflare" },
    });
    expect(response.status).toBe(404);
  });
});
