import { eq } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import { auditPageQueries, mine } from "../audit/audit.api";
import { auditEvent } from "../audit/audit.table";
import { bookCursor, booksPageQueries } from "../books/books.handlers";
import { signUpsPerDayQuery, signUpsSince } from "../dashboard/dashboard.api";
import { createDb, type D1, type Db } from "../db/client";
import { encodeCursor, newestFirstCursor } from "../lib/cursor";
import { organizationsPageQueries } from "../organizations/organizations.handlers";
import { usersPageQueries } from "../users/users.handlers";

export interface QueryPlan {
  name: string;
  sql: string;
  /** SQLite's EXPLAIN QUERY PLAN steps, outermost first. */
  plan: string[];
}

/** Cursors as a page's last row gives them, so "next page" plans include the keyset condition. */
const SAMPLE = {
  book: bookCursor({ titleKey: "middlemarch", id: "5c0e9a52-8f4b-4d2e-9a61-3b7f0c2d8e14" }),
  user: newestFirstCursor({
    createdAt: new Date(Date.UTC(2026, 0, 1, 9, 30)),
    id: "b2f47d10-6c3a-4e8b-8d95-0a1e7c4f3b62",
  }),
  organization: newestFirstCursor({
    createdAt: new Date(Date.UTC(2026, 0, 1, 9, 30)),
    id: "YvKJwmOTTE8oZwv4gqoCvJl8",
  }),
  auditEvent: encodeCursor(["4000"]),
};

/**
 * The queries GET /api/books, GET /api/users, GET /api/organizations, GET /api/dashboard's
 * sign-ups, GET /api/audit and GET /api/account/activity run, by the
 * same builders the handlers use.
 */
function listQueries(db: Db): Array<[name: string, query: Pick<SQLiteSelect, "toSQL">]> {
  const limit = 20;
  const { rows: booksFirst, total: booksTotal } = booksPageQueries(db, { limit });
  const { rows: booksNext } = booksPageQueries(db, { limit, cursor: SAMPLE.book });
  const { rows: booksSearch, total: booksSearchTotal } = booksPageQueries(db, { limit, searchTerm: "river" });
  const { rows: usersFirst, total: usersTotal } = usersPageQueries(db, { limit });
  const { rows: usersNext } = usersPageQueries(db, { limit, cursor: SAMPLE.user });
  const { rows: usersSearch, total: usersSearchTotal } = usersPageQueries(db, { limit, searchTerm: "ada" });
  const { rows: organizationsFirst, total: organizationsTotal } = organizationsPageQueries(db, { limit });
  const { rows: organizationsNext } = organizationsPageQueries(db, { limit, cursor: SAMPLE.organization });
  const person = "b2f47d10-6c3a-4e8b-8d95-0a1e7c4f3b62";
  const { rows: auditFirst, total: auditTotal } = auditPageQueries(db, { filters: [], limit });
  const { rows: auditNext } = auditPageQueries(db, { filters: [], limit, cursor: SAMPLE.auditEvent });
  const { rows: auditByTarget, total: auditByTargetTotal } = auditPageQueries(db, {
    filters: [eq(auditEvent.targetId, person)],
    limit,
  });
  const { rows: auditByAction } = auditPageQueries(db, { filters: [eq(auditEvent.action, "user.ban")], limit });
  const { rows: activity, total: activityTotal } = auditPageQueries(db, { filters: [mine(person)], limit });
  return [
    ["books list, first page", booksFirst],
    ["books list, next page", booksNext],
    ["books list, total", booksTotal],
    ["books search, first page", booksSearch],
    ["books search, total", booksSearchTotal],
    ["users list, first page", usersFirst],
    ["users list, next page", usersNext],
    ["users list, total", usersTotal],
    ["users search, first page", usersSearch],
    ["users search, total", usersSearchTotal],
    ["organizations list, first page", organizationsFirst],
    ["organizations list, next page", organizationsNext],
    ["organizations list, total", organizationsTotal],
    ["dashboard sign-ups per day", signUpsPerDayQuery(db, signUpsSince())],
    ["audit list, first page", auditFirst],
    ["audit list, next page", auditNext],
    ["audit list, total", auditTotal],
    ["audit by person acted on, first page", auditByTarget],
    ["audit by person acted on, total", auditByTargetTotal],
    ["audit by action, first page", auditByAction],
    ["my activity, first page", activity],
    ["my activity, total", activityTotal],
  ];
}

export async function explainListQueries(d1: D1): Promise<QueryPlan[]> {
  return Promise.all(
    listQueries(createDb(d1)).map(async ([name, query]) => {
      const { sql, params } = query.toSQL();
      const { results } = await d1
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      return { name, sql, plan: results.map((row) => row.detail) };
    }),
  );
}
