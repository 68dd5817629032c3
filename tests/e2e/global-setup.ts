import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { seedSql } from "../../scripts/seed-data";

/**
 * Before the browser tests: build the production bundle, give it a fresh local D1
 * (migrated and seeded), and serve it in workerd with `wrangler dev` on port 4173.
 */
export const E2E_PORT = 4173;
const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
const STATE_DIR = ".wrangler/e2e";
const quietEnv = { ...process.env, CI: "1", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };

function bin(name: string, args: string[]) {
  execFileSync(`node_modules/.bin/${name}`, args, { stdio: ["ignore", "ignore", "inherit"], env: quietEnv });
}

async function waitForHealth(server: ChildProcess, deadline: number) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${BASE_URL}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not answer on ${BASE_URL} in time`);
}

export default async function setup(project: TestProject) {
  bin("vite", ["build", "--logLevel", "warn"]);
  rmSync(STATE_DIR, { recursive: true, force: true });
  bin("wrangler", ["d1", "migrations", "apply", "edgestart", "--local", "--persist-to", STATE_DIR]);
  const seedFile = join(mkdtempSync(join(tmpdir(), "edgestart-e2e-")), "seed.sql");
  writeFileSync(seedFile, seedSql());
  bin("wrangler", ["d1", "execute", "edgestart", "--local", "--persist-to", STATE_DIR, "--file", seedFile]);

  const server = spawn(
    "node_modules/.bin/wrangler",
    [
      "dev",
      ...["--port", String(E2E_PORT), "--ip", "127.0.0.1", "--persist-to", STATE_DIR],
      ...["--env-file", "tests/e2e/e2e.vars", "--show-interactive-dev-session=false", "--log-level", "warn"],
    ],
    { stdio: ["ignore", "ignore", "inherit"], env: quietEnv, detached: true },
  );
  await waitForHealth(server, Date.now() + 60_000);
  project.provide("baseURL", BASE_URL);

  return () => {
    // wrangler starts workerd as a child: end the whole process group.
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}
