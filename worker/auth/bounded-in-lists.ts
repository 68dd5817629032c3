import type { DBAdapter, Where } from "better-auth";

/**
 * The most values one `in` list may bind. D1 binds at most 100 values per query
 * (docs/limits.md); the rest of a query (its other conditions, a limit, an offset) binds a
 * few more.
 */
export const IN_LIST_CHUNK = 50;

type Adapter = DBAdapter;
type FindMany = Parameters<Adapter["findMany"]>[0];

/** The where clause split into one clause per chunk of its long `in` list; none when it needs no split. */
function chunkedWheres(where: Where[] | undefined): Where[][] | undefined {
  const long = where?.find(
    (clause) => clause.operator === "in" && Array.isArray(clause.value) && clause.value.length > IN_LIST_CHUNK,
  );
  if (!where || !long) return undefined;
  const values = [...new Set(long.value as string[])];
  const chunks: Where[][] = [];
  for (let start = 0; start < values.length; start += IN_LIST_CHUNK) {
    const value = values.slice(start, start + IN_LIST_CHUNK);
    chunks.push(where.map((clause) => (clause === long ? { ...clause, value } : clause)));
  }
  return chunks;
}

function compareBy(field: string, direction: "asc" | "desc") {
  const sign = direction === "asc" ? 1 : -1;
  return (a: unknown, b: unknown) => {
    const x = (a as Record<string, unknown>)[field] as string | number | Date | null;
    const y = (b as Record<string, unknown>)[field] as string | number | Date | null;
    if (x === y) return 0;
    if (x === null || x === undefined) return -sign;
    if (y === null || y === undefined) return sign;
    return x < y ? -sign : sign;
  };
}

/**
 * better-auth's adapter, with any `in` list longer than IN_LIST_CHUNK read, counted or
 * deleted a chunk at a time, and the answers merged. better-auth reads an organization's
 * people as `id IN (every member's id)` with a limit, and sessions by token the same way:
 * at 100 members that bound 101 values and D1 refused the query (500 on the organization's
 * page for everyone in it). The chunks of one list are disjoint, so merged answers are
 * exact; a paged read (an offset) of a long list cannot be merged and is left as it is.
 */
export function withBoundedInLists<Options>(factory: (options: Options) => Adapter): (options: Options) => Adapter {
  return (options) => {
    const adapter = factory(options);
    const findMany: Adapter["findMany"] = async <T>(query: FindMany) => {
      const chunks = query.offset ? undefined : chunkedWheres(query.where);
      if (!chunks) return adapter.findMany<T>(query);
      const rows = (await Promise.all(chunks.map((where) => adapter.findMany<T>({ ...query, where })))).flat();
      if (query.sortBy) rows.sort(compareBy(query.sortBy.field, query.sortBy.direction));
      return query.limit === undefined ? rows : rows.slice(0, query.limit);
    };
    const count: Adapter["count"] = async (query) => {
      const chunks = chunkedWheres(query.where);
      if (!chunks) return adapter.count(query);
      const counts = await Promise.all(chunks.map((where) => adapter.count({ ...query, where })));
      return counts.reduce((sum, n) => sum + n, 0);
    };
    const deleteMany: Adapter["deleteMany"] = async (query) => {
      const chunks = chunkedWheres(query.where);
      if (!chunks) return adapter.deleteMany(query);
      const deleted = await Promise.all(chunks.map((where) => adapter.deleteMany({ ...query, where })));
      return deleted.reduce((sum, n) => sum + n, 0);
    };
    const updateMany: Adapter["updateMany"] = async (query) => {
      const chunks = chunkedWheres(query.where);
      if (!chunks) return adapter.updateMany(query);
      const updated = await Promise.all(chunks.map((where) => adapter.updateMany({ ...query, where })));
      return updated.reduce((sum, n) => sum + n, 0);
    };
    return { ...adapter, findMany, count, deleteMany, updateMany };
  };
}
