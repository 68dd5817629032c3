import { EMAIL_QUOTAS } from "../auth/quota";
import { RATE_LIMIT_KEEP_SECONDS } from "../auth/rate-limit";
import type { AppConfig } from "../env";
import { FILE_HOLD_MS, FILE_IN_USE } from "../files/file-removal";

/** A per-email counter lasts as long as its longest window (a day). */
const QUOTA_KEEP_SECONDS = Math.max(
  ...Object.values(EMAIL_QUOTAS).flatMap((rules) => rules.map((rule) => rule.window)),
);

const DAY_MS = 86_400_000;
const EXPIRED_KEY_KEEP_MS = 30 * DAY_MS;

/**
 * Tables that gather rows past their use, and when a row is: its time column (milliseconds)
 * is older than `keepMs` (or the deployment's setting) before now. Reasoning: docs/decisions/0018-expired-rows-removed-on-a-schedule.md.
 */
export const EXPIRING_TABLES = [
  // A counter untouched for its longest window would start again from zero anyway.
  { table: "rate_limit", column: "last_request", keepMs: RATE_LIMIT_KEEP_SECONDS * 1000 },
  { table: "quota", column: "window_start", keepMs: QUOTA_KEEP_SECONDS * 1000 },
  { table: "otp_guard", column: "expires_at", keepMs: 0 },
  { table: "session", column: "expires_at", keepMs: 0 },
  { table: "verification", column: "expires_at", keepMs: 0 },
  { table: "invitation", column: "expires_at", keepMs: 0 },
  // An organization nobody belongs to: its creator's membership was refused
  // (migrations/0006_organization_limits.sql), or its last members' accounts were deleted.
  // Nobody can reach it again. The hour leaves better-auth time to write a new one's owner.
  {
    table: "organization",
    column: "created_at",
    keepMs: 3_600_000,
    unless: "EXISTS (SELECT 1 FROM member WHERE member.organization_id = organization.id)",
  },
  // An uploaded file nothing refers to; its bytes follow (worker/files/file-removal.ts).
  { table: "file", column: "uploaded_at", keepMs: FILE_HOLD_MS, unless: FILE_IN_USE },
  // A copy of someone's data, 24 hours after it was ready (an hour after its download); its
  // object follows (migrations/0023_account_exports.sql).
  { table: "account_export", column: "expires_at", keepMs: 0 },
  // An API key 30 days after it expired: its list shows it "Expired" meanwhile, and it counts
  // towards the person's 20 until it goes (worker/api-keys).
  { table: "api_key", column: "expires_at", keepMs: EXPIRED_KEY_KEEP_MS },
  // The audit trail's retention (AUDIT_RETENTION_DAYS).
  { table: "audit_event", column: "created_at", keepMs: (config: AppConfig) => config.auditRetentionDays * DAY_MS },
] as const;

type ExpiringTable = (typeof EXPIRING_TABLES)[number]["table"];

/**
 * One run's bounds: each DELETE removes at most BATCH rows (a short write that live requests
 * do not queue behind for long), at most ROUNDS of them per table, so a run makes at most 40
 * D1 queries (11 tables: 44), and 2 more for the files' bytes, under the 50 a Worker invocation may make on the Free plan. A larger backlog
 * drains over the next runs (4,000 rows a table every 10 minutes).
 */
export const BATCH = 1000;
export const ROUNDS = 4;

interface Removed {
  table: ExpiringTable;
  removed: number;
  /** The last DELETE was full: more expired rows may remain for the next run. */
  more: boolean;
  /** Why this table's clean-up stopped early; the other tables' went on. */
  error?: unknown;
}

/** The DELETE for one batch: expired rows chosen and removed in one statement. */
export function deleteBatchSql(expiring: (typeof EXPIRING_TABLES)[number]): string {
  const { table, column } = expiring;
  const unless = "unless" in expiring ? ` AND NOT ${expiring.unless}` : "";
  // RETURNING counts the table's own rows: D1's `changes` also counts what its triggers write.
  return `DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${column} < ?1${unless} LIMIT ?2) RETURNING 1`;
}

export async function removeExpiredRows(db: D1Database, now: number, config: AppConfig): Promise<Removed[]> {
  const results: Removed[] = [];
  for (const expiring of EXPIRING_TABLES) {
    const keepMs = typeof expiring.keepMs === "function" ? expiring.keepMs(config) : expiring.keepMs;
    const statement = db.prepare(deleteBatchSql(expiring)).bind(now - keepMs, BATCH);
    const result: Removed = { table: expiring.table, removed: 0, more: true };
    try {
      for (let round = 0; round < ROUNDS && result.more; round++) {
        const { results: rows } = await statement.all();
        result.removed += rows.length;
        result.more = rows.length === BATCH;
      }
    } catch (error) {
      result.error = error;
    }
    results.push(result);
  }
  return results;
}
