import { seedBooks, seedGenres } from "../scripts/seed-books.ts";
import { comparisonKey } from "../worker/lib/text-rules.shared.ts";

const WORDS = [
  "Silent",
  "Northern",
  "Hidden",
  "Golden",
  "Broken",
  "Distant",
  "Winter",
  "Paper",
  "Iron",
  "Quiet",
  "Burning",
  "Salt",
  "Glass",
  "Last",
  "Wandering",
  "Secret",
];
const NOUNS = ["River", "Garden", "Harbour", "Letters", "Orchard", "Tower", "Island", "Road", "Lantern", "Sea"];
const AUTHORS = ["Amara Okafor", "Lena Fischer", "Tomás Rivera", "Yuki Tanaka", "Noor Haddad", "Ivan Petrov"];

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * SQL adding books until the catalogue holds `total` (the local seed has 110): titles spread
 * over the alphabet like a real catalogue's, so keyset pages and searches see realistic keys.
 */
export function benchBooksSql(total: number, now = Date.now()): string {
  const rows: string[] = [];
  for (let index = 0; index < total - seedBooks().length; index++) {
    const title = `${WORDS[index % WORDS.length]} ${NOUNS[Math.floor(index / WORDS.length) % NOUNS.length]} ${index + 1}`;
    const author = AUTHORS[index % AUTHORS.length] as string;
    const genre = seedGenres[index % seedGenres.length]?.id as string;
    const at = now - index * 1000;
    rows.push(
      `(${[`bench-book-${index}`, title, author, genre, comparisonKey(title), comparisonKey(author)].map(quote).join(", ")}, ${at}, ${at})`,
    );
  }
  // One statement per 500 rows keeps each under D1's statement size limit.
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    statements.push(
      `INSERT INTO book (id, title, author, genre_id, title_key, author_key, created_at, updated_at) VALUES\n${rows.slice(start, start + 500).join(",\n")};`,
    );
  }
  return `\n${statements.join("\n")}\n`;
}
