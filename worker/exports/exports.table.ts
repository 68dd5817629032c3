import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { user } from "../db/auth-schema";

/**
 * A person's copy of their data (docs/account-data.md): asked for by a request, gathered by the
 * exports queue's job into the FILES bucket, and downloaded once through the emailed link. The
 * row goes with its person (cascade) and at `expires_at` (the scheduled clean-up); either way a
 * trigger queues its object in `file_removal` (migrations/0023_account_exports.sql).
 */
export const accountExport = sqliteTable(
  "account_export",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The language of the request: the email's. */
    locale: text("locale").notNull(),
    status: text("status", { enum: ["pending", "ready"] })
      .notNull()
      .default("pending"),
    /** Where the job writes it, known from the start so a retried job overwrites rather than adds. */
    objectKey: text("object_key").notNull(),
    format: text("format", { enum: ["json", "zip"] }),
    size: integer("size"),
    /** The SHA-256 of the link's one-use token: the token itself is only ever in the email. */
    tokenHash: text("token_hash").unique(),
    requestedAt: integer("requested_at", { mode: "timestamp_ms" }).notNull(),
    readyAt: integer("ready_at", { mode: "timestamp_ms" }),
    downloadedAt: integer("downloaded_at", { mode: "timestamp_ms" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    index("account_export_user_idx").on(table.userId),
    index("account_export_expires_at_idx").on(table.expiresAt),
  ],
);

export type AccountExportRow = typeof accountExport.$inferSelect;
