import { type ExecFileSyncOptions, execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedSql } from "./seed-data.ts";

/** Helpers for the local scripts: the local D1 database lives under .wrangler/state. */
export const DATABASE = "edgestart";

function wrangler(args: string[], options: ExecFileSyncOptions = {}): string {
  return execFileSync("node_modules/.bin/wrangler", args, { encoding: "utf8", stdio: "inherit", ...options }) as string;
}

/** Runs SQL against local D1 and returns the rows of the last statement. */
export function queryLocal<Row>(sql: string): Row[] {
  const output = wrangler(["d1", "execute", DATABASE, "--local", "--json", "--command", sql], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const results = JSON.parse(output) as Array<{ results: Row[] }>;
  return results.at(-1)?.results ?? [];
}

export function migrateLocal() {
  // CI=1: apply without the interactive confirmation.
  wrangler(["d1", "migrations", "apply", DATABASE, "--local"], { env: { ...process.env, CI: "1" } });
}

export function seedLocal() {
  const file = join(mkdtempSync(join(tmpdir(), "edgestart-seed-")), "seed.sql");
  writeFileSync(file, seedSql());
  wrangler(["d1", "execute", DATABASE, "--local", "--file", file], { stdio: ["ignore", "ignore", "inherit"] });
  const [row] = queryLocal<{ users: number; books: number }>(
    "SELECT (SELECT count(*) FROM user) AS users, (SELECT count(*) FROM book) AS books",
  );
  console.log(
    `Seeded local D1: ${row?.users ?? 0} users (admin@example.com, user@example.com, …), ${row?.books ?? 0} books.`,
  );
}

export function isEmptyLocal(): boolean {
  const [row] = queryLocal<{ users: number }>("SELECT count(*) AS users FROM user");
  return (row?.users ?? 0) === 0;
}

/** A fresh clone has no .dev.vars: start from the documented example. */
export function ensureDevVars() {
  if (existsSync(".dev.vars")) return;
  copyFileSync(".dev.vars.example", ".dev.vars");
  console.log("Created .dev.vars from .dev.vars.example (local settings, never committed).");
}
