import { env } from "cloudflare:test";
import { seedGenres } from "../../scripts/seed-books";
import type { BookInput } from "../../worker/books/books.schemas";
import { api, bodyOf } from "./api";
import { call } from "./worker";

export const GENRE_ID = seedGenres[0].id;

/** The catalogue's genres, as the local seed writes them (per test file: storage is isolated). */
export async function insertGenres() {
  await env.DB.batch(
    seedGenres.map((genre) =>
      env.DB.prepare("INSERT OR IGNORE INTO genre (id, name, color, names) VALUES (?, ?, ?, ?)").bind(
        genre.id,
        genre.name,
        genre.color,
        JSON.stringify(genre.names),
      ),
    ),
  );
}

export function bookInput(overrides: Partial<BookInput> = {}): BookInput {
  return { title: `Title ${crypto.randomUUID().slice(0, 8)}`, author: "Some Author", genreId: GENRE_ID, ...overrides };
}

export function createBook(cookie: string, input = bookInput()) {
  return api({ cookie }).books.$post({ json: input });
}

/** A new book, once the API answered 201. */
export async function newBook(cookie: string, input = bookInput()) {
  return bodyOf(await createBook(cookie, input), 201);
}

/** Any body as a book to create, even one the typed client refuses: a field missing or unknown, a wrong type. */
export function postBookBody(cookie: string, body: unknown) {
  return call("/api/books", { cookie, json: body });
}

export async function countBooks(where = "1 = 1", ...params: unknown[]) {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM book WHERE ${where}`)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
