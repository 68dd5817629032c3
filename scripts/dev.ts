/**
 * `npm run dev`: local settings, database migrated (and seeded when empty), then the app
 * on http://localhost:8787 with the Worker in workerd and the SPA with hot reload.
 */
import { spawn } from "node:child_process";
import { ensureDevVars, isEmptyLocal, migrateLocal, seedLocal } from "./local.ts";

ensureDevVars();
migrateLocal();
if (isEmptyLocal()) seedLocal();

const vite = spawn("node_modules/.bin/vite", ["dev", ...process.argv.slice(2)], { stdio: "inherit" });
const stop = () => vite.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
vite.on("exit", (code) => process.exit(code ?? 0));
