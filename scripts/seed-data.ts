import { createHash } from "node:crypto";
import { INVITATION_EXPIRES_IN_SECONDS } from "../worker/auth/organization-policy.shared.ts";
import { comparisonKey } from "../worker/lib/text-rules.shared.ts";
import { seedBooks, seedGenres } from "./seed-books.ts";
import { seedCoversSql } from "./seed-files.ts";

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
  const genreRows = seedGenres.map(
    (genre) =>
      `(${quote(genre.id)}, ${quote(genre.name)}, ${quote(genre.color)}, ${quote(JSON.stringify(genre.names))})`,
  );
  const bookRows = seedBooks().map(
    (book, index) =>
      `(${[book.id, book.title, book.author, book.genreId, comparisonKey(book.title), comparisonKey(book.author)]
        .map(quote)
        .join(", ")}, ${now - index * 60_000}, ${now - index * 60_000})`,
  );
  return [
    `INSERT OR IGNORE INTO user (id, name, name_key, email, email_verified, role, banned, created_at, updated_at) VALUES\n${userRows.join(",\n")};`,
    // A genre seeded before its names were: they are added.
    `INSERT INTO genre (id, name, color, names) VALUES\n${genreRows.join(",\n")}\nON CONFLICT (id) DO UPDATE SET names = excluded.names;`,
    `INSERT OR IGNORE INTO book (id, title, author, genre_id, title_key, author_key, created_at, updated_at) VALUES\n${bookRows.join(",\n")};`,
    ...seedCoversSql(now),
    ...organizationSql(now),
    "",
  ].join("\n");
}

/** better-auth's key for one person in one team (its organization plugin's adapter). */
const teamMembershipKey = (teamId: string, userId: string) =>
  createHash("sha256")
    .update(JSON.stringify([teamId, userId]))
    .digest("base64url");

/**
 * One organization to show the feature at once: the admin owns it, the user is a member, it
 * has a team (the admin in it) and a pending invitation, valid 48 hours from the seeding.
 */
function organizationSql(now: number): string[] {
  const day = 24 * 60 * 60 * 1000;
  const since = now - 30 * day;
  return [
    `INSERT OR IGNORE INTO organization (id, name, name_key, slug, created_at) VALUES ('seed-organization', 'Edgestart Readers', ${quote(comparisonKey("Edgestart Readers"))}, 'edgestart-readers', ${since});`,
    `INSERT OR IGNORE INTO member (id, organization_id, user_id, role, created_at) VALUES
('seed-member-admin', 'seed-organization', 'seed-admin', 'owner', ${since}),
('seed-member-user', 'seed-organization', 'seed-user', 'member', ${since + day});`,
    `INSERT OR IGNORE INTO team (id, name, name_key, member_count, organization_id, created_at, updated_at) VALUES ('seed-team', 'Editors', ${quote(comparisonKey("Editors"))}, 1, 'seed-organization', ${since}, ${since});`,
    `INSERT OR IGNORE INTO team_member (id, team_id, user_id, membership_key, created_at) VALUES ('seed-team-member-admin', 'seed-team', 'seed-admin', ${quote(teamMembershipKey("seed-team", "seed-admin"))}, ${since});`,
    `INSERT OR IGNORE INTO invitation (id, organization_id, email, role, status, expires_at, created_at, inviter_id) VALUES ('seed-invitation', 'seed-organization', 'new.reader@example.com', 'member', 'pending', ${now + INVITATION_EXPIRES_IN_SECONDS * 1000}, ${now}, 'seed-admin');`,
  ];
}
