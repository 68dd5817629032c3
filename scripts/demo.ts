/**
 * `npm run demo:on` / `npm run demo:off`: flips the read-only demo through KV key demo-mode,
 * locally, or in production with `-- --remote`. Takes effect within 10 s, no deploy.
 */
import { execFileSync } from "node:child_process";

const value = process.argv[2];
if (value !== "true" && value !== "false") throw new Error("Usage: demo.ts true|false [--remote]");
const where = process.argv.includes("--remote") ? "--remote" : "--local";

execFileSync(
  "node_modules/.bin/wrangler",
  ["kv", "key", "put", "demo-mode", value, "--binding", "KV", "--config", "wrangler.toml", where],
  { stdio: "inherit" },
);
console.log(`Demo mode ${value === "true" ? "on" : "off"} (${where.slice(2)}); the Worker sees it within 10 seconds.`);
