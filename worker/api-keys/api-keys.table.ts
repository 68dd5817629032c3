import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { user } from "../db/auth-schema";

/**
 * A person's API keys (docs/api-keys.md, decision 0054): the key itself is never stored, only
 * its SHA-256, which a request's `Authorization: Bearer` is looked up by. A key goes with its
 * person (cascade); revoking deletes the row. At most 20 a person (migrations/0024's trigger).
 */
export const apiKey = sqliteTable(
  "api_key",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The key's first characters (`edgestart_` and four more), to tell keys apart in lists. */
    start: text("start").notNull(),
    /** SHA-256 of the whole key, in hex. */
    keyHash: text("key_hash").notNull().unique(),
    /** JSON `{ resource: [action…] }`: at most what the person held when they made it. */
    permissions: text("permissions").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    /** Null: it does not expire (only where the deployment allows it). */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    /** Written at most once a minute (worker/api-keys/key-use.ts). */
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
    /** JSON array of the networks (IPv4 /24, IPv6 /48) it was last used from, newest last. */
    usedFrom: text("used_from").notNull().default("[]"),
  },
  (table) => [
    index("api_key_user_idx").on(table.userId, table.createdAt),
    // The scheduled clean-up's range (worker/maintenance/expired-rows.ts).
    index("api_key_expires_at_idx").on(table.expiresAt),
  ],
);

export type ApiKeyRow = typeof apiKey.$inferSelect;
