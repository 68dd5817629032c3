import { sql } from "drizzle-orm";
import { user } from "../db/auth-schema";
import { ApiError, type ErrorCode } from "../lib/errors";

/**
 * The one rule set for managing people: nobody bans, deletes or demotes themselves, and
 * the last administrator stays. better-auth's own admin endpoints that could bypass it are
 * closed (worker/auth/options.ts), so /api/users is the only way in. The "last admin" part
 * is decided inside the statement that writes, so two admins demoting each other at once
 * cannot both succeed.
 */
export const ADMIN_ROLE = "admin";

export function refuseSelf(actorId: string, targetId: string, code: ErrorCode) {
  if (actorId === targetId) throw new ApiError(code);
}

/** True (in SQL) while an unbanned administrator other than `id` exists. */
export function anotherAdminRemains(id: string) {
  return sql`(SELECT count(*) FROM ${user} WHERE ${user.role} = ${ADMIN_ROLE} AND coalesce(${user.banned}, 0) = 0 AND ${user.id} != ${id}) > 0`;
}
