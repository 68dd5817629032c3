import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedBooks } from "./seed-books.ts";

/**
 * Uploaded covers of a few seeded books, so a fresh `npm run dev` shows both kinds of cover:
 * abstract pictures drawn with ImageMagick for this project (public domain), 320 × 480 WebP.
 * Their objects go into local R2 (`putSeedCovers`), their rows with the seed (`seedCoversSql`).
 */
export const SEED_COVERS_DIR = "scripts/seed-covers";
const COVERED = ["A Princess of Mars", "A Room with a View", "A Study in Scarlet", "Adventures of Huckleberry Finn"];

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export function seedCovers() {
  const books = seedBooks();
  return COVERED.map((title) => {
    const file = join(SEED_COVERS_DIR, `${slug(title)}.webp`);
    const bytes = readFileSync(file);
    const key = `covers/${createHash("sha256").update(bytes).digest("hex")}`;
    const book = books.find((seeded) => seeded.title === title);
    if (!book) throw new Error(`No seeded book is titled ${title}`);
    return { key, file, size: bytes.length, bookId: book.id };
  });
}

/** The covers' rows, stored, and the books that show them (unless a cover was set since). */
export function seedCoversSql(now: number): string[] {
  return seedCovers().flatMap(({ key, size, bookId }) => [
    `INSERT OR IGNORE INTO file (key, kind, owner_id, uploaded_by, content_type, size, width, height, uploaded_at, attempt, stored) VALUES ('${key}', 'cover', NULL, NULL, 'image/webp', ${size}, 320, 480, ${now}, 'seed', 1);`,
    `UPDATE book SET cover = '/files/${key}' WHERE id = '${bookId}' AND cover IS NULL;`,
  ]);
}

/**
 * The arguments of `wrangler r2 bulk put` that writes the covers' objects into R2: local R2
 * (the bucket wrangler.toml names) by default, `where` naming where the local state lives, or
 * another environment's bucket (`--remote`).
 */
export function putSeedCoversArgs(where: string[], bucket = "edgestart-files"): string[] {
  const list = join(mkdtempSync(join(tmpdir(), "edgestart-covers-")), "covers.json");
  writeFileSync(list, JSON.stringify(seedCovers().map(({ key, file }) => ({ key, file }))));
  return [
    "r2",
    "bulk",
    "put",
    bucket,
    "--filename",
    list,
    "--content-type",
    "image/webp",
    ...(where.includes("--remote") ? where : ["--local", ...where]),
  ];
}
