import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedSql } from "./seed-data.ts";
import { putSeedCoversArgs, SEED_COVERS_DIR } from "./seed-files.ts";

/**
 * The production build served the way Cloudflare serves it (workerd via `wrangler dev`),
 * on its own local D1/KV state, migrated and seeded. Used by the browser tests and by
 * `npm run screenshots`.
 */
export interface AppServer {
  baseURL: string;
  stop(): void;
}

const quietEnv = () => ({ ...process.env, CI: "1", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" });

function bin(name: string, args: string[], env: Record<string, string> = {}) {
  execFileSync(`node_modules/.bin/${name}`, args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...quietEnv(), ...env },
  });
}

/** Vite's module → file map, for the bench: moved out of dist/client, whose files are all served. */
export const MANIFEST = "dist/manifest.json";
/** What dist/ was built from (see buildInputs); beside dist/client, so never served. */
const STAMP = "dist/build-stamp.txt";
/** Files no build reads: changing them leaves the build as it is. */
const NOT_BUILT = ["tests", "docs", "bench", "scripts", ".ci", "*.md", "vitest.config.ts", "biome.json"];

/**
 * The production build in dist/, with Vite's manifest at MANIFEST. Vitest sets NODE_ENV to
 * "test", which a build run from the browser tests' setup would inherit: Vite then bundles
 * React's development build (431 KB instead of 219), and the tests would try a slower app than
 * the one deployed.
 */
export function buildApp() {
  rmSync(STAMP, { force: true });
  const inputs = buildInputs();
  const devCache = devDependencyCache();
  bin("vite", ["build", "--logLevel", "warn", "--manifest"], { NODE_ENV: "production" });
  if (devDependencyCache() !== devCache) {
    throw new Error(
      `The build rewrote ${DEV_DEPENDENCY_CACHE}, the dependency cache of the dev server, which then answers ` +
        "504 to a running `npm run dev`: give any Vite server the build starts a cacheDir of its own (build/prerender-pages.ts).",
    );
  }
  renameSync("dist/client/.vite/manifest.json", MANIFEST);
  rmSync("dist/client/.vite", { recursive: true, force: true });
  // A file changed while it built (or written by the build: the route tree) leaves no stamp.
  if (inputs && inputs === buildInputs()) writeFileSync(STAMP, inputs);
}

/** Where `vite dev` keeps the dependencies it optimised, by what they were optimised from. */
const DEV_DEPENDENCY_CACHE = "node_modules/.vite/deps/_metadata.json";
const devDependencyCache = () => (existsSync(DEV_DEPENDENCY_CACHE) ? readFileSync(DEV_DEPENDENCY_CACHE, "utf8") : "");

/**
 * The production build, made only when dist/ does not hold one of the working tree as it is
 * now: `npm test` builds once for the size budgets and the browser tests, and either alone
 * builds on a clean checkout or after a change. Returns whether it built.
 */
export function ensureBuild(): boolean {
  const inputs = buildInputs();
  if (inputs && existsSync(STAMP) && readFileSync(STAMP, "utf8") === inputs) return false;
  buildApp();
  return true;
}

/**
 * A hash of what a build is made from: the commit (the build names it), the environment it is
 * for (CLOUDFLARE_ENV, scripts/deploy.ts), and every file git tracks or would track, as it is on
 * disk, but those NOT_BUILT. Dependencies count through package-lock.json. Empty without git:
 * every call then builds.
 */
function buildInputs(): string {
  try {
    const git = (...args: string[]) => execFileSync("git", args, { stdio: ["ignore", "pipe", "ignore"] });
    const excluded = NOT_BUILT.map((path) => `:(exclude)${path}`);
    const files = git("ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", ".", ...excluded)
      .toString()
      .split("\0")
      .filter(Boolean)
      .sort();
    const hash = createHash("sha256")
      .update(git("rev-parse", "HEAD"))
      .update(`\0${process.env.CLOUDFLARE_ENV ?? ""}`);
    for (const file of files) hash.update(`\0${file}\0`).update(existsSync(file) ? readFileSync(file) : "(deleted)");
    return hash.digest("hex");
  } catch {
    return "";
  }
}

async function waitForHealth(server: ChildProcess, baseURL: string, deadline: number) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not answer on ${baseURL} in time`);
}

/**
 * What a deployment shows that the browser tests' settings change: no environment badge
 * (e2e.vars shows it, for the layout and contrast tests). For measuring and picturing the app
 * as its visitors see it.
 */
export const AS_DEPLOYED = { ENV_NAME: "", ENV_EMOJI: "" };

/**
 * The browser tests' settings (tests/e2e/e2e.vars: dev mail outbox, rate limits off, since
 * one address stands for many people) for a server on another port, with `changes` made to
 * settings the file has (any other name is a mistake, and throws).
 */
export function testVarsFor(baseURL: string, changes: Record<string, string> = {}): string {
  const file = join(mkdtempSync(join(tmpdir(), "edgestart-vars-")), "test.vars");
  const vars = Object.entries({ BETTER_AUTH_URL: baseURL, ...changes }).reduce(
    (text, [name, value]) => {
      const line = new RegExp(`^${name}=.*$`, "m");
      if (!line.test(text)) throw new Error(`tests/e2e/e2e.vars has no ${name} to change`);
      return text.replace(line, () => `${name}=${value}`);
    },
    readFileSync("tests/e2e/e2e.vars", "utf8"),
  );
  writeFileSync(file, vars);
  return file;
}

/** Where local states with every migration applied are kept, one per set of migrations. */
const MIGRATED = ".wrangler/migrated";

/**
 * A local state at `stateDir` with every migration applied and the seeded covers' bytes in R2.
 * wrangler's own `migrations apply` takes 15–20 s of a core here, and the browser tests start
 * five servers: it runs once per set of migrations and covers (their files' and the config's
 * hash names it), and each server starts from a copy.
 */
function migratedState(stateDir: string) {
  // The config names the database, whose file the state is named by; wrangler's version, how
  // it lays the state out.
  const hash = createHash("sha256")
    .update(readFileSync("wrangler.toml"))
    .update(readFileSync("node_modules/wrangler/package.json"));
  for (const dir of ["migrations", SEED_COVERS_DIR]) {
    for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()) {
      const path = join(dir, file);
      if (statSync(path).isFile()) hash.update(`\0${path}\0`).update(readFileSync(path));
    }
  }
  const name = hash.digest("hex").slice(0, 16);
  const template = join(MIGRATED, name);
  if (!existsSync(template)) {
    // Made aside and renamed, so a server started meanwhile (the budgets beside the browser
    // tests) never copies half of one; the first rename wins.
    const making = join(MIGRATED, `.making-${process.pid}`);
    rmSync(making, { recursive: true, force: true });
    bin("wrangler", ["d1", "migrations", "apply", "edgestart", "--local", "--persist-to", making]);
    // The seeded covers' bytes, the same for every server (their rows come with the seed).
    bin("wrangler", putSeedCoversArgs(["--persist-to", making]));
    try {
      renameSync(making, template);
    } catch {
      rmSync(making, { recursive: true, force: true });
    }
    // Older sets, and what a run stopped midway left aside more than an hour ago.
    const abandoned = (entry: string) => {
      // Another server starting meanwhile may have renamed or removed it already.
      const made = statSync(join(MIGRATED, entry), { throwIfNoEntry: false })?.mtimeMs;
      return made !== undefined && Date.now() - made > 3_600_000;
    };
    for (const old of readdirSync(MIGRATED)) {
      if (old !== name && (!old.startsWith(".") || abandoned(old))) {
        rmSync(join(MIGRATED, old), { recursive: true, force: true });
      }
    }
  }
  cpSync(template, stateDir, { recursive: true });
}

export async function startAppServer(options: {
  port: number;
  stateDir: string;
  varsFile: string;
  /** More SQL run after the standard seed (the benchmark's 10,000 books). */
  extraSeed?: string;
  /** KV keys set before it starts (the demo flag), as `wrangler kv key put` sets them. */
  kv?: Record<string, string>;
}): Promise<AppServer> {
  const { port, stateDir, varsFile, extraSeed = "", kv = {} } = options;
  rmSync(stateDir, { recursive: true, force: true });
  migratedState(stateDir);
  const local = ["--local", "--persist-to", stateDir];
  const seedFile = join(mkdtempSync(join(tmpdir(), "edgestart-seed-")), "seed.sql");
  writeFileSync(seedFile, seedSql() + extraSeed);
  bin("wrangler", ["d1", "execute", "edgestart", ...local, "--file", seedFile]);
  for (const [key, value] of Object.entries(kv))
    bin("wrangler", ["kv", "key", "put", key, value, "--binding", "KV", ...local]);
  return startWranglerDev(port, ["--persist-to", stateDir, "--env-file", varsFile]);
}

/**
 * `wrangler dev` on 127.0.0.1:`port` with `args` (the project's Worker unless they name
 * another config), once `/api/health` answers.
 */
export async function startWranglerDev(port: number, args: string[]): Promise<AppServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(
    "node_modules/.bin/wrangler",
    [
      "dev",
      ...["--port", String(port), "--ip", "127.0.0.1", ...args],
      ...["--show-interactive-dev-session=false", "--log-level", "warn"],
    ],
    { stdio: ["ignore", "ignore", "inherit"], env: quietEnv(), detached: true },
  );
  await waitForHealth(server, baseURL, Date.now() + 60_000);
  return {
    baseURL,
    // wrangler starts workerd as a child: end the whole process group.
    stop: () => {
      if (server.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
    },
  };
}

/**
 * Signs `email` in through the API (a code from the dev outbox), as a script would. Returns
 * the session cookie as `name=value`, for a Cookie header or a browser context.
 */
export async function signInByApi(baseURL: string, email: string): Promise<{ name: string; value: string }> {
  const headers = { origin: baseURL, "content-type": "application/json" };
  await fetch(`${baseURL}/api/auth/email-otp/send-verification-otp`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, type: "sign-in" }),
  });
  // The email leaves through a queue: the outbox waits for it.
  const outbox = await fetch(`${baseURL}/api/dev/emails?to=${encodeURIComponent(email)}&wait=3000`);
  const [mail] = (await outbox.json()) as Array<{ code?: string }>;
  const signedIn = await fetch(`${baseURL}/api/auth/sign-in/email-otp`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, otp: mail?.code }),
  });
  const cookie = signedIn.headers.getSetCookie().find((line) => line.includes("session_token="));
  if (!signedIn.ok || !cookie) throw new Error(`Sign-in as ${email} failed: HTTP ${signedIn.status}`);
  const [name = "", value = ""] = (cookie.split(";")[0] ?? "").split("=");
  return { name, value };
}
