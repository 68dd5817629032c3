import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { user } from "../db/auth-schema";

/**
 * Uploaded files, one row per object in the FILES bucket, keyed by that object's key
 * (worker/files/file-kinds.shared.ts): a book's cover or a person's picture. The row is written
 * before the bytes and marked `stored` once R2 holds them, so nothing refers to a file that is
 * not there (the triggers of migrations/0022_files.sql) and a failed upload leaves no file.
 */
export const file = sqliteTable(
  "file",
  {
    key: text("key").primaryKey(),
    kind: text("kind", { enum: ["cover", "avatar"] }).notNull(),
    /** The person a personal file belongs to (a picture), removed with them; none for the catalogue's. */
    ownerId: text("owner_id").references(() => user.id, { onDelete: "cascade" }),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Set by the last upload of these bytes: an unused file is kept for a while after it (FILE_HOLD_MS). */
    uploadedAt: integer("uploaded_at", { mode: "timestamp_ms" }).notNull(),
    /** The upload writing the bytes now, so that only its own failure takes the row back. */
    attempt: text("attempt").notNull(),
    stored: integer("stored", { mode: "boolean" }).notNull().default(false),
  },
  (table) => [index("file_owner_idx").on(table.ownerId), index("file_uploaded_at_idx").on(table.uploadedAt)],
);

/**
 * Objects whose row is gone and whose bytes R2 still holds until the scheduled clean-up deletes
 * them (worker/files/file-removal.ts). A file being removed cannot be uploaded again meanwhile.
 */
export const fileRemoval = sqliteTable("file_removal", {
  key: text("key").primaryKey(),
  since: integer("since", { mode: "timestamp_ms" }).notNull(),
});

export type FileRow = typeof file.$inferSelect;
