import type { RouteHandler } from "@hono/zod-openapi";
import { eq, getTableColumns, or, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import { createDb, type Db } from "../db/client";
import { getConfig } from "../env";
import { keyOfFileUrl } from "../files/file-kinds.shared";
import { defaultLocale, type Locale } from "../i18n/locales.shared";
import type { AppContext } from "../lib/context";
import { decodeCursor, encodeCursor } from "../lib/cursor";
import { brokenConstraint, brokenRule } from "../lib/db-errors";
import { ApiError } from "../lib/errors";
import { fieldMessages } from "../lib/field-messages.shared";
import { isAllowedImageUrl } from "../lib/image-url.shared";
import { keysetPage, type PageRequest, pageQueries } from "../lib/keyset-page";
import { recordEvent } from "../lib/product-events";
import { containsText } from "../lib/search";
import { comparisonKey } from "../lib/text-rules.shared";
import type { createBook, deleteBook, getBook, listBooks, listGenres, updateBook } from "./books.routes";
import type { Book, BookInputSchema, Genre } from "./books.schemas";
import { book, genre } from "./books.table";

const {
  titleKey: _titleKey,
  authorKey: _authorKey,
  genreId: _genreId,
  createdBy: _createdBy,
  ...publicColumns
} = getTableColumns(book);

/** A genre's name in `locale`, from its `names`, or as stored when it has none in that language. */
const genreName = (locale: Locale) =>
  sql<string>`coalesce(json_extract(${genre.names}, ${`$.${locale}`}), ${genre.name})`;

/** A genre as the API answers it: its name in the request's language. */
const genreIn = (locale: Locale) => ({ id: genre.id, name: genreName(locale), color: genre.color });

// D1 returns rows keyed by column name: the genre's columns get their own names, or its
// `id` would overwrite the book's.
const withGenre = (locale: Locale) => ({
  ...publicColumns,
  genre: {
    id: sql<string>`${genre.id}`.as("genre_ref_id"),
    name: genreName(locale).as("genre_ref_name"),
    color: sql<string>`${genre.color}`.as("genre_ref_color"),
  },
});

type BookWithGenre = Omit<typeof book.$inferSelect, "titleKey" | "authorKey" | "genreId" | "createdBy"> & {
  genre: Genre;
};

function toBook({ titleKey: _, ...row }: BookWithGenre & { titleKey?: string }): Book {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function selectBooks(db: Db, locale: Locale) {
  return db.select(withGenre(locale)).from(book).innerJoin(genre, eq(book.genreId, genre.id));
}

/**
 * The columns an input writes, with the comparison keys the uniqueness rule relies on. A
 * cover is loaded by every reader's browser, so it must come from one of the deployment's
 * image hosts (the schema, shared with the SPA, checks the rest).
 */
function columnsOf(c: Context<AppContext>, input: z.output<typeof BookInputSchema>) {
  const uploaded = input.cover && keyOfFileUrl(input.cover, "cover");
  if (input.cover && !uploaded && !isAllowedImageUrl(input.cover, getConfig(c.env).imageHosts)) {
    throw new ApiError("VALIDATION_ERROR", { issues: [{ path: "cover", message: fieldMessages.coverInvalid.id }] });
  }
  return {
    ...input,
    publisher: input.publisher ?? null,
    cover: input.cover ?? null,
    publishedOn: input.publishedOn ?? null,
    titleKey: comparisonKey(input.title),
    authorKey: comparisonKey(input.author),
    updatedAt: new Date(),
  };
}

/** A write that broke a constraint is the client's problem: say which field and why. */
function rethrowConstraint(error: unknown): never {
  // The uploaded cover it names is not stored (migrations/0022_files.sql), checked in the write.
  if (brokenRule(error) === "FILE_NOT_STORED") {
    throw new ApiError("VALIDATION_ERROR", { issues: [{ path: "cover", message: fieldMessages.pictureNotStored.id }] });
  }
  const broken = brokenConstraint(error);
  if (broken?.kind === "unique" && broken.detail.includes("title_key")) {
    throw new ApiError("CONFLICT", {
      message: fieldMessages.titleTaken,
      issues: [{ path: "title", message: fieldMessages.titleTaken.id }],
    });
  }
  if (broken?.kind === "foreign-key") {
    throw new ApiError("VALIDATION_ERROR", { issues: [{ path: "genreId", message: fieldMessages.genreUnknown.id }] });
  }
  throw error;
}

/** What a books list asks for (GET /api/books's query). */
export interface BooksPage extends PageRequest {
  searchTerm?: string | undefined;
  /** The language genres are named in. */
  locale?: Locale;
}

/**
 * A page of a books list, by title. Also run by /api/dev/query-plans, which shows that an
 * index serves it.
 */
export function booksPageQueries(db: Db, { searchTerm, cursor, limit, locale = defaultLocale }: BooksPage) {
  const filters: SQL[] = [];
  if (searchTerm) {
    const key = comparisonKey(searchTerm);
    const matches = or(containsText(book.titleKey, key), containsText(book.authorKey, key));
    if (matches) filters.push(matches);
  }
  return pageQueries(db, { from: book, filters, cursor, limit, after: afterBook, cursorOf: bookCursor }, (where) =>
    db
      .select({ ...withGenre(locale), titleKey: book.titleKey })
      .from(book)
      .innerJoin(genre, eq(book.genreId, genre.id))
      .where(where)
      .orderBy(book.titleKey, book.id),
  );
}

/** The cursor of the page that follows a row (its sort key). */
export const bookCursor = (row: { titleKey: string; id: string }) => encodeCursor([row.titleKey, row.id]);

/** The books after a `bookCursor`. */
function afterBook(cursor: string) {
  const [afterTitle = "", afterId = ""] = decodeCursor(cursor, 2);
  return sql`(${book.titleKey}, ${book.id}) > (${afterTitle}, ${afterId})`;
}

export const listBooksHandler: RouteHandler<typeof listBooks, AppContext> = async (c) => {
  const db = createDb(c.var.d1);
  return c.json(
    await keysetPage(db, booksPageQueries(db, { ...c.req.valid("query"), locale: c.get("language") }), toBook),
    200,
  );
};

export const getBookHandler: RouteHandler<typeof getBook, AppContext> = async (c) => {
  const [row] = await selectBooks(createDb(c.var.d1), c.get("language")).where(eq(book.id, c.req.valid("param").id));
  if (!row) throw new ApiError("NOT_FOUND");
  return c.json(toBook(row), 200);
};

export const createBookHandler: RouteHandler<typeof createBook, AppContext> = async (c) => {
  const db = createDb(c.var.d1);
  const id = crypto.randomUUID();
  const columns = columnsOf(c, c.req.valid("json"));
  const [, rows] = await db
    .batch([
      db.insert(book).values({ ...columns, id, createdAt: columns.updatedAt, createdBy: c.get("session").user.id }),
      selectBooks(db, c.get("language")).where(eq(book.id, id)),
    ])
    .catch(rethrowConstraint);
  const created = rows[0];
  if (!created) throw new Error(`Book ${id} was inserted but cannot be read back`);
  recordEvent("book.create");
  c.header("Location", `/api/books/${encodeURIComponent(id)}`);
  return c.json(toBook(created), 201);
};

export const updateBookHandler: RouteHandler<typeof updateBook, AppContext> = async (c) => {
  const db = createDb(c.var.d1);
  const { id } = c.req.valid("param");
  const [updated, rows] = await db
    .batch([
      db
        .update(book)
        .set(columnsOf(c, c.req.valid("json")))
        .where(eq(book.id, id))
        .returning({ id: book.id }),
      selectBooks(db, c.get("language")).where(eq(book.id, id)),
    ])
    .catch(rethrowConstraint);
  const row = rows[0];
  if (updated.length === 0 || !row) throw new ApiError("NOT_FOUND");
  return c.json(toBook(row), 200);
};

export const deleteBookHandler: RouteHandler<typeof deleteBook, AppContext> = async (c) => {
  const deleted = await createDb(c.var.d1)
    .delete(book)
    .where(eq(book.id, c.req.valid("param").id))
    .returning({ id: book.id });
  if (deleted.length === 0) throw new ApiError("NOT_FOUND");
  return c.body(null, 204);
};

export const listGenresHandler: RouteHandler<typeof listGenres, AppContext> = async (c) => {
  const locale = c.get("language");
  const genres = await createDb(c.var.d1).select(genreIn(locale)).from(genre).orderBy(genreName(locale));
  return c.json(genres, 200);
};
