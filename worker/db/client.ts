import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** What the app asks of D1: the binding, or a request's session. */
export type D1 = Pick<D1Database, "prepare" | "batch">;

/**
 * drizzle over D1, or over a request's D1 session (worker/db/request-d1.ts): drizzle's D1
 * driver calls `prepare` and `batch` only (drizzle-orm 0.45), which a session has.
 */
export function createDb(d1: D1) {
  return drizzle(d1 as D1Database, { schema });
}

export type Db = ReturnType<typeof createDb>;
