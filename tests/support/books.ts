import { env } from "cloudflare:test";
import { seedGenres } from "../../scripts/seed-books";
import { type CallOptions, call } from "./worker";

export const GENRE_ID = seedGenres[0].id;

/** The catalogue's genres, as the local seed writes them (per test file: storage is isolated). */
export async function insertGenres() {
  await env.DB.batch(
    seedGenres.map((genre) =>
      env.DB.prepare("INSERT OR IGNORE INTO genre (id, name, color) VALUES (?, ?, ?)").bind(
        genre.id,
        genre.name,
        genre.color,
      ),
    ),
  );
}

export function bookInput(overrides: Record<string, unknown> = {}) {
  return { title: `Title ${crypto.randomUUID().slice(0, 8)}`, author: "Some Author", genreId: GENRE_ID, ...overrides };
}

export function createBook(cookie: string, input: Record<string, unknown> = bookInput(), options: CallOptions = {}) {
  return call("/api/books", { ...options, cookie, json: input });
}

export async function countBooks(where = "1 = 1", ...params: unknown[]) {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM book WHERE ${where}`)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export interface BookBody {
  id: string;
  title: string;
  author: string;
  genre: { id: string; name: string; color: string };
}
