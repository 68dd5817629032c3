import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { user } from "../db/auth-schema";
import type { Locale } from "../i18n/locales.shared";

/** Genres a book belongs to; the colour tints generated covers. */
export const genre = sqliteTable("genre", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  /** `#rrggbb`. */
  color: text("color").notNull(),
  /**
   * The name in the app's other languages, `{"fr": "Aventure", …}`: the API answers with the
   * one of the request's language, or `name` when it has none.
   */
  names: text("names", { mode: "json" }).$type<Partial<Record<Locale, string>>>().notNull().default({}),
});

export const book = sqliteTable(
  "book",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    author: text("author").notNull(),
    genreId: text("genre_id")
      .notNull()
      .references(() => genre.id),
    publisher: text("publisher"),
    /**
     * An uploaded cover's address (`/files/covers/…`) or an https URL on an allowed host;
     * without one the app draws a cover.
     */
    cover: text("cover"),
    /** `YYYY-MM-DD`. */
    publishedOn: text("published_on"),
    /**
     * Comparison keys (trimmed, Unicode-normalised, case-folded) written with every title and
     * author: the unique index below makes "one title per author" hold in the database,
     * whatever the case, spacing or Unicode form, even for two racing requests.
     */
    titleKey: text("title_key").notNull(),
    authorKey: text("author_key").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    /**
     * Who added it, for their copy of their data (docs/account-data.md); none for the seed's,
     * for books added before it was kept, and once that person's account is deleted. Not answered by the API.
     */
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("book_title_author_unique").on(table.titleKey, table.authorKey),
    // The catalogue's order (title, then id) and its cursor pagination use this index.
    index("book_title_key_id_idx").on(table.titleKey, table.id),
    index("book_genre_id_idx").on(table.genreId),
    // Whether an uploaded cover is still used (worker/files/file-removal.ts).
    index("book_cover_idx").on(table.cover),
    index("book_created_by_idx").on(table.createdBy),
  ],
);

export type BookRow = typeof book.$inferSelect;
export type GenreRow = typeof genre.$inferSelect;
