import { ApiError, type ErrorCode } from "../lib/errors";

/**
 * The rule set for managing people. Nobody bans, deletes, demotes or impersonates
 * themselves (checked here, from the request alone). The rules that depend on other rows
 * are held by the database inside the very statement that writes, whoever writes
 * (migrations/0003_rules.sql, docs/decisions/0024-rules-inside-the-write.md): the last
 * administrator stays; an impersonation is opened by an admin, never as an admin, and ends
 * with the admin's session or rights. A refused write answers with the rule's code
 * (LAST_ADMIN…) through worker/lib/db-errors.ts. better-auth's own admin endpoints are closed
 * (worker/auth/options.ts), so /api/users is the only way to manage people.
 */
export const ADMIN_ROLE = "admin";

export function refuseSelf(actorId: string, targetId: string, code: ErrorCode) {
  if (actorId === targetId) throw new ApiError(code);
}
