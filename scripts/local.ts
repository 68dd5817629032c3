import { type ExecFileSyncOptions, execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Unstable_Config, unstable_readConfig } from "wrangler";
import { seedSql } from "./seed-data.ts";
import { putSeedCoversArgs } from "./seed-files.ts";

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

/**
 * Applies the migrations local D1 lacks and says which in one line. wrangler prints a table
 * per migration applied (about 800 lines on a fresh clone): its output is kept for a failure.
 */
export function migrateLocal() {
  let output: string;
  try {
    // CI=1: apply without the interactive confirmation.
    output = wrangler(["d1", "migrations", "apply", DATABASE, "--local"], {
      env: { ...process.env, CI: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    console.error(`${stdout}${stderr}\nThe local D1 migrations failed (wrangler's output above).`);
    process.exit(1);
  }
  const files = readdirSync("migrations").filter((file) => file.endsWith(".sql"));
  const applied = files.filter((file) => output.includes(file));
  if (applied.length === 0) {
    console.log(`Local D1 is up to date (${files.length} migrations).`);
    return;
  }
  const names = applied.length === 1 ? applied[0] : `${applied[0]} … ${applied.at(-1)}`;
  console.log(`Local D1: applied ${applied.length} of ${files.length} migrations (${names}).`);
}

function seedFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), "edgestart-seed-")), "seed.sql");
  writeFileSync(file, seedSql());
  return file;
}

export function seedLocal() {
  wrangler(["d1", "execute", DATABASE, "--local", "--file", seedFile()], { stdio: ["ignore", "ignore", "inherit"] });
  // Its "experimental command" banner is noise here; a failure still throws with its words.
  wrangler(putSeedCoversArgs([]), { stdio: ["ignore", "ignore", "pipe"] });
  const [row] = queryLocal<{ users: number; books: number }>(
    "SELECT (SELECT count(*) FROM user) AS users, (SELECT count(*) FROM book) AS books",
  );
  console.log(
    `Seeded local D1: ${row?.users ?? 0} users (admin@example.com, user@example.com, …), ${row?.books ?? 0} books (a few with uploaded covers, in local R2).`,
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

/**
 * Seeds a deployed environment (`npm run db:seed -- --env staging`): its database, once
 * migrated (`npm run db:migrate:remote -- --env staging`), and the seeded covers in its bucket.
 */
export function seedRemote(env: string) {
  const { r2_buckets }: Pick<Unstable_Config, "r2_buckets"> = unstable_readConfig({ config: "wrangler.toml", env });
  const bucket = r2_buckets.find(({ binding }) => binding === "FILES")?.bucket_name;
  if (!bucket) throw new Error(`wrangler.toml's [env.${env}] binds no FILES bucket`);
  wrangler(["d1", "execute", "DB", "--remote", "--env", env, "--file", seedFile()]);
  wrangler(putSeedCoversArgs(["--remote", "--env", env], bucket));
  console.log(`Seeded ${env}: the accounts and books of the local seed, and their covers in ${bucket}.`);
}
