import { inSpan } from "../lib/tracing";
import type { D1 } from "./client";

/**
 * One D1 session per request (D1's Sessions API, decision 0031): reads start from the nearest
 * replica, writes and the decisions they rest on from the primary, and a browser that wrote
 * carries the session's bookmark so that its next reads see its writes. The session counts its
 * sequential round trips and the time spent waiting on them, for the Server-Timing header.
 */

/** Where a request's session starts: the primary, or the nearest copy (perhaps the primary). */
export type D1Start = "primary" | "replica";

/** A request's cost in D1: sequential round trips (a batch, or queries in flight together, is one). */
export interface D1Cost {
  roundTrips: number;
  ms: number;
  start: D1Start;
  /** A statement that changes rows ran: the browser gets the bookmark to read its own write. */
  wrote: boolean;
}

/** The session the request's code sees: what drizzle, better-auth and the stores call on D1. */
export interface RequestD1 extends D1 {
  cost(): D1Cost;
  bookmark(): string | null;
  /**
   * The same session for a request this one makes of the Worker (a page's handed data), run
   * alongside its siblings: this request's round trips are its own plus its longest branch's.
   */
  branch(): RequestD1;
}

/**
 * Statements that go in the same batch as some writes, one before and one after: the audit
 * trail's who and where (worker/audit/audit-context.ts), which the database's triggers read.
 * A batch is one transaction, and D1 runs one at a time, so no other write sees them.
 */
export interface WriteContext {
  covers(sql: string): boolean;
  open(prepare: (sql: string) => D1PreparedStatement): D1PreparedStatement;
  close(prepare: (sql: string) => D1PreparedStatement): D1PreparedStatement;
}

/** A statement's rows as D1's `raw()` gives them, from the objects a batch gives. */
function rawRows(result: D1Result, columnNames: boolean): unknown[][] {
  const rows = result.results.map((row) => Object.values(row as object));
  return columnNames ? [Object.keys((result.results[0] as object | undefined) ?? {}), ...rows] : rows;
}

/** Which copy of the database answered, where D1 says (a result, or a batch's first). */
function servedBy(result: unknown): Record<string, string | boolean | undefined> {
  const meta = (Array.isArray(result) ? result[0] : result)?.meta as D1Meta | undefined;
  return { "d1.served_by_primary": meta?.served_by_primary, "d1.served_by_region": meta?.served_by_region };
}

const WRITES = /^\s*(insert|update|delete|replace|create|drop|alter)\b/i;

/**
 * `env.DB.withSession` wrapped so that every statement it runs is counted. A batch takes the
 * statements this session prepared: it unwraps them, since D1 reads their own fields.
 */
export function countedSession(
  db: D1Database,
  from: D1SessionConstraint | D1SessionBookmark,
  start: D1Start,
  context?: WriteContext,
): RequestD1 {
  const session = db.withSession(from);
  const unwrapped = new WeakMap<object, D1PreparedStatement>();
  const inContext = new WeakSet<D1PreparedStatement>();
  const prepare = (sql: string) => session.prepare(sql);

  /** The statements, between the context's, in one batch: their own results. */
  async function withContext<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    if (!context || !statements.some((statement) => inContext.has(statement))) return session.batch<T>(statements);
    const results = await session.batch<T>([context.open(prepare), ...statements, context.close(prepare)]);
    return results.slice(1, -1);
  }
  let wrote = false;
  // Time is counted once however many branches wait together.
  const waiting = { count: 0, since: 0, ms: 0 };

  function chain(): RequestD1 {
    const branches: RequestD1[] = [];
    let roundTrips = 0;
    let inFlight = 0;

    /** One call on D1, in a span that says which round trip it is and which copy answered. */
    async function timed<T>(work: () => Promise<T>, statements = 1): Promise<T> {
      if (inFlight++ === 0) roundTrips += 1;
      if (waiting.count++ === 0) waiting.since = performance.now();
      try {
        return await inSpan(
          "d1",
          { "d1.round_trip": roundTrips, "d1.start": start, "d1.statements": statements },
          async (span) => {
            const result = await work();
            span.setAttributes(servedBy(result));
            return result;
          },
        );
      } finally {
        inFlight -= 1;
        if (--waiting.count === 0) waiting.ms += performance.now() - waiting.since;
      }
    }

    function wrap(statement: D1PreparedStatement, covered: boolean): D1PreparedStatement {
      if (covered) inContext.add(statement);
      const alone = async () => (await withContext([statement]))[0] as D1Result;
      const wrapped = covered
        ? {
            bind: (...values: unknown[]) => wrap(statement.bind(...values), true),
            first: (column?: string) =>
              timed(async () => {
                const row = ((await alone()).results[0] ?? null) as Record<string, unknown> | null;
                return column === undefined ? row : (row?.[column] ?? null);
              }),
            run: () => timed(alone),
            all: () => timed(alone),
            raw: (options?: { columnNames?: boolean }) =>
              timed(async () => rawRows(await alone(), options?.columnNames === true)),
          }
        : {
            bind: (...values: unknown[]) => wrap(statement.bind(...values), false),
            first: (column?: string) =>
              timed(() => (column === undefined ? statement.first() : statement.first(column))),
            run: () => timed(() => statement.run()),
            all: () => timed(() => statement.all()),
            raw: (options?: { columnNames?: boolean }) =>
              timed(() => (options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw())),
          };
      unwrapped.set(wrapped, statement);
      return wrapped as unknown as D1PreparedStatement;
    }

    return {
      cost: () => ({
        roundTrips: roundTrips + Math.max(0, ...branches.map((branch) => branch.cost().roundTrips)),
        ms: waiting.ms,
        start,
        wrote,
      }),
      prepare(sql) {
        if (WRITES.test(sql)) wrote = true;
        return wrap(session.prepare(sql), context?.covers(sql) ?? false);
      },
      batch: <T>(statements: D1PreparedStatement[]) =>
        timed(
          () => withContext<T>(statements.map((statement) => unwrapped.get(statement) ?? statement)),
          statements.length,
        ),
      bookmark: () => session.getBookmark(),
      branch() {
        const branch = chain();
        branches.push(branch);
        return branch;
      },
    };
  }
  return chain();
}
