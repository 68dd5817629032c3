import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The audit trail (decision 0040): one row per security event, written by the database in the
 * statement that makes the change (migrations/0016_audit_trail.sql's triggers) or, for a
 * refusal that changes nothing, by the Worker. Append-only: the same migration refuses every
 * UPDATE, and every DELETE but the retention clean-up's. No foreign keys: an event outlives
 * the person or organization it names.
 */
export const auditEvent = sqliteTable(
  "audit_event",
  {
    /** Grows with every event: the newest-first order and the cursor. */
    id: integer("id").primaryKey({ autoIncrement: true }),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`)
      .notNull(),
    action: text("action").notNull(),
    /** Who acted; null for a refusal to someone not signed in. */
    actorId: text("actor_id"),
    /** The person acted on. */
    targetId: text("target_id"),
    /** The organization acted on or in. */
    organizationId: text("organization_id"),
    /** The administrator acting as the actor (impersonation). */
    impersonatorId: text("impersonator_id"),
    /** The session that acted: in the demo, where visitors share accounts, each sees only its own. */
    sessionId: text("session_id"),
    /** The client's address cut to its network (IPv4 /24, IPv6 /48). */
    ip: text("ip"),
    /** Chrome, Firefox, Safari, Edge or Other. */
    browser: text("browser"),
    /** JSON; never a code, a token or a whole address. */
    details: text("details"),
    /** The request that wrote it: revoking several sessions of a person at once is one event. */
    requestId: text("request_id"),
  },
  (table) => [
    index("audit_event_actor_idx").on(table.actorId, table.id),
    index("audit_event_target_idx").on(table.targetId, table.id),
    index("audit_event_action_idx").on(table.action, table.id),
    index("audit_event_request_idx").on(table.requestId),
    // The retention clean-up's range.
    index("audit_event_created_at_idx").on(table.createdAt),
  ],
);

/**
 * Who and where, for the triggers of one write: written and removed in the same D1 batch as
 * the write (worker/audit/audit-context.ts), so it holds at most one row, and only while a
 * request's write runs. The scheduled clean-up writes without one, and is not recorded.
 */
export const auditContext = sqliteTable(
  "audit_context",
  {
    id: integer("id").primaryKey(),
    requestId: text("request_id").notNull(),
    sessionId: text("session_id"),
    actorId: text("actor_id"),
    impersonatorId: text("impersonator_id"),
    ip: text("ip"),
    browser: text("browser"),
    /**
     * 1 on a sign-in's first step (a code, GitHub's return): for someone with a second factor
     * the session it makes is no sign-in yet, unless `trustedDevice` names one of theirs.
     */
    firstStep: integer("first_step").default(0).notNull(),
    /** The trusted-device record the request's cookie names (better-auth's identifier), if any. */
    trustedDevice: text("trusted_device"),
  },
  (table) => [check("audit_context_one_row", sql`${table.id} = 1`)],
);

export type AuditEventRow = typeof auditEvent.$inferSelect;
