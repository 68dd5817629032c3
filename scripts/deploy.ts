/**
 * `npm run deploy [-- --env staging|preview]`: builds for that environment, then deploys it.
 * The Cloudflare Vite plugin settles the environment when it builds (CLOUDFLARE_ENV): the
 * Worker's name, bindings and vars in dist/ are that environment's, and `wrangler deploy` ships
 * what the build wrote, so the environment is named to the build, not to wrangler. Other
 * arguments go to `wrangler deploy` as they are (docs/operations.md, "Environments").
 */
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { buildApp } from "./app-server.ts";

const { values, tokens } = parseArgs({ options: { env: { type: "string", short: "e" } }, strict: false, tokens: true });
const passed = tokens.flatMap((token) => {
  if (token.kind === "positional") return [token.value];
  if (token.kind !== "option" || token.name === "env" || token.name === "e") return [];
  return token.value === undefined ? [token.rawName] : [token.rawName, token.value];
});

if (typeof values.env === "string") process.env.CLOUDFLARE_ENV = values.env;
buildApp();
execFileSync("node_modules/.bin/wrangler", ["deploy", ...passed], { stdio: "inherit" });
