import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Guard for one-time codes held in KV: one row per code identifier, updated with single
 * atomic statements so single use and the try limit hold under parallel requests
 * (worker/auth/code-store.ts, docs/decisions/0002-one-time-codes-in-kv-guarded-by-d1.md).
 */
export const otpGuard = sqliteTable(
  "otp_guard",
  {
    key: text("key").primaryKey(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** Set while one request compares a guess; never cleared after a correct one. */
    holder: text("holder"),
    expiresAt: integer("expires_at").notNull(),
    /**
     * The code's record as KV holds it (its hash, never the code): what a verification reads,
     * since KV may not have reached the location it comes through (decision 0002).
     */
    record: text("record"),
  },
  (table) => [index("otp_guard_expires_at_idx").on(table.expiresAt)],
);

/** Fixed-window counters for per-email limits (worker/auth/quota.ts). */
export const quota = sqliteTable(
  "quota",
  {
    key: text("key").primaryKey(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  // Finds the counters past their windows, which worker/maintenance removes.
  (table) => [index("quota_window_start_idx").on(table.windowStart)],
);

/**
 * Every address that has ever had an account, written by the database itself when a user
 * row is inserted or its email changes (migrations/0003_rules.sql): ADMIN_EMAILS makes an
 * address admin only the first time (worker/auth/user-policy.ts).
 */
export const knownEmail = sqliteTable("known_email", {
  email: text("email").primaryKey(),
  firstSeenAt: integer("first_seen_at").notNull(),
});
