/**
 * `npm run dev`: local settings, database migrated (and seeded when empty), then the app with
 * the Worker in workerd and the SPA with hot reload, at .dev.vars's BETTER_AUTH_URL
 * (http://localhost:8787 unless changed there): the one setting that moves the app, its
 * emails' links, its trusted origins and its passkeys together to another port.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { ensureDevVars, isEmptyLocal, migrateLocal, seedLocal } from "./local.ts";

ensureDevVars();
const origin = new URL(parseEnv(readFileSync(".dev.vars", "utf8")).BETTER_AUTH_URL ?? "http://localhost:8787");
const port = origin.port || (origin.protocol === "https:" ? "443" : "80");
const args = process.argv.slice(2);
if (args.some((arg) => /^(--port|-p)(=|$)/.test(arg) || /^-p\d+$/.test(arg))) {
  console.error(
    `The app's address is BETTER_AUTH_URL in .dev.vars (now ${origin.origin}): change the port there, so that\n` +
      "links in emails, trusted origins and passkeys move with it.",
  );
  process.exit(1);
}

migrateLocal();
if (isEmptyLocal()) seedLocal();
console.log(
  `Starting the app on ${origin.origin}. Sign-in codes and invitation links are printed here as they are\n` +
    `sent, and kept for an hour at ${origin.origin}/api/dev/emails?to=<address>.`,
);

const vite = spawn("node_modules/.bin/vite", ["dev", "--port", port, ...args], { stdio: "inherit" });
const stop = () => vite.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
vite.on("exit", (code) => process.exit(code ?? 0));
