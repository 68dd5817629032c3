import { and, count, type Query, type SQL } from "drizzle-orm";
import type { RunnableQuery } from "drizzle-orm/runnable-query";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";

type Statement<Result> = RunnableQuery<Result, "sqlite"> & { toSQL(): Query };

/**
 * A page of a list, as its statements: what the handler runs and /api/dev/query-plans
 * explains, so the plans shown are the ones served.
 */
export interface PageQueries<Row> {
  /** The page's rows in list order, one more than asked for: it tells whether another page follows. */
  rows: Statement<Row[]>;
  /** The rows the filters match, all pages together. */
  total: Statement<{ total: number }[]>;
  limit: number;
  /** The cursor of the page that follows a row: its sort key (worker/lib/cursor.ts). */
  cursorOf: (row: Row) => string;
}

/** What a page asks for (`listQuerySchema`): where it starts, and how many rows. */
export interface PageRequest {
  cursor?: string | undefined;
  limit: number;
}

interface PageOf<Row> extends PageRequest {
  /** The table the total counts. */
  from: SQLiteTable;
  filters: SQL[];
  /**
   * The rows past a cursor: a row value compared with the list's index columns,
   * `(title_key, id) > (?, ?)`, not "a > x OR (a = x AND b > y)", so SQLite seeks the index
   * to it instead of scanning from the first row, and page 500 costs what page 2 does.
   */
  after: (cursor: string) => SQL;
  cursorOf: (row: Row) => string;
}

/** A list's page, given its rows query in list order (filtered by `where`) without a limit. */
export function pageQueries<Row>(
  db: Db,
  { from, filters, cursor, after, limit, cursorOf }: PageOf<Row>,
  rows: (where: SQL | undefined) => { limit(count: number): Statement<Row[]> },
): PageQueries<Row> {
  return {
    rows: rows(and(...filters, ...(cursor ? [after(cursor)] : []))).limit(limit + 1),
    total: db
      .select({ total: count() })
      .from(from)
      .where(and(...filters)),
    limit,
    cursorOf,
  };
}

/** The page as every list answers it (`pageSchema`, worker/lib/api.schemas.ts): one D1 round trip. */
export async function keysetPage<Row, Item>(
  db: Db,
  { rows, total, limit, cursorOf }: PageQueries<Row>,
  toItem: (row: Row) => Item,
) {
  const [found, totals] = await db.batch([rows, total]);
  const items = found.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(toItem),
    nextCursor: found.length > limit && last ? cursorOf(last) : null,
    total: totals[0]?.total ?? 0,
  };
}
