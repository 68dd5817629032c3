import { comparisonKey } from "../worker/lib/text-rules.ts";
import { seedBooks, seedGenres } from "./seed-books.ts";

/**
 * Local seed data: the two documented accounts plus enough people for the users list to
 * page, and the books catalogue. Deterministic ids, INSERT OR IGNORE: running it again
 * changes nothing.
 */
const FIRST = [
  "Ada",
  "Alan",
  "Grace",
  "Katherine",
  "Linus",
  "Margaret",
  "Tim",
  "Barbara",
  "Dennis",
  "Frances",
  "Edsger",
  "Radia",
  "Ken",
  "Hedy",
  "John",
  "Shafi",
  "Donald",
  "Sophie",
  "Leslie",
  "Annie",
];
const LAST = ["Lovelace", "Turing", "Hopper", "Johnson", "Hamilton"];

export interface SeedUser {
  id: string;
  name: string;
  email: string;
  role: "admin" | "user";
  createdAt: number;
}

export function seedUsers(now = Date.now()): SeedUser[] {
  const day = 24 * 60 * 60 * 1000;
  const people: SeedUser[] = [
    { id: "seed-admin", name: "Admin", email: "admin@example.com", role: "admin", createdAt: now - 90 * day },
    { id: "seed-user", name: "User", email: "user@example.com", role: "user", createdAt: now - 90 * day },
  ];
  // 98 more, with sign-up dates spread over the last 60 days (the dashboard charts them).
  for (let index = 0; index < 98; index++) {
    const first = FIRST[index % FIRST.length] as string;
    const last = LAST[Math.floor(index / FIRST.length) % LAST.length] as string;
    people.push({
      id: `seed-person-${String(index + 1).padStart(3, "0")}`,
      name: `${first} ${last}`,
      email: `${first}.${last}@example.com`.toLowerCase(),
      role: "user",
      createdAt: now - Math.floor(((index * 37) % 60) * day + (index % 24) * 3_600_000),
    });
  }
  return people;
}

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

export function seedSql(users = seedUsers(), now = Date.now()): string {
  const userRows = users.map(
    (user) =>
      `(${quote(user.id)}, ${quote(user.name)}, ${quote(comparisonKey(user.name))}, ${quote(user.email)}, 1, ${quote(user.role)}, 0, ${user.createdAt}, ${user.createdAt})`,
  );
  const genreRows = seedGenres.map((genre) => `(${quote(genre.id)}, ${quote(genre.name)}, ${quote(genre.color)})`);
  const bookRows = seedBooks().map(
    (book, index) =>
      `(${[book.id, book.title, book.author, book.genreId, comparisonKey(book.title), comparisonKey(book.author)]
        .map(quote)
        .join(", ")}, ${now - index * 60_000}, ${now - index * 60_000})`,
  );
  return [
    `INSERT OR IGNORE INTO user (id, name, name_key, email, email_verified, role, banned, created_at, updated_at) VALUES\n${userRows.join(",\n")};`,
    `INSERT OR IGNORE INTO genre (id, name, color) VALUES\n${genreRows.join(",\n")};`,
    `INSERT OR IGNORE INTO book (id, title, author, genre_id, title_key, author_key, created_at, updated_at) VALUES\n${bookRows.join(",\n")};`,
    "",
  ].join("\n");
}
