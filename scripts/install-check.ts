/**
 * Part of `npm run lint`: a fresh `npm ci` prints no warning a newcomer has to wonder about.
 * Read from package-lock.json, what npm itself would warn about:
 * - a dependency with an install script that package.json's `allowScripts` neither allows nor
 *   denies (npm skips its script and warns; `npm install-scripts approve <name>` or `deny`);
 * - a dependency whose `engines.node` refuses the oldest Node package.json accepts (npm warns
 *   EBADENGINE): raise `engines.node` (and the README's figure), or choose another version.
 * Why these rules: decision 0046.
 */
import { readFileSync } from "node:fs";
import semver from "semver";

interface Locked {
  version?: string;
  hasInstallScript?: boolean;
  engines?: { node?: string };
  optional?: boolean;
}

/**
 * Packages whose declared Node range is not the one they need, with why it is tolerated. Each
 * is still listed by `npm ci` as EBADENGINE; keep this empty when you can.
 */
const ENGINE_EXCEPTIONS: Record<string, string> = {
  // Lingui's CLI (which itself accepts Node 22.19) imports it; no other version of its major
  // exists. It runs on Node 22: `npm run i18n:check` uses it on every CI run.
  pseudolocale: "declares Node 24 and runs on 22",
};

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, Locked> };
const oldest = semver.minVersion(manifest.engines.node)?.version;
if (!oldest) throw new Error(`package.json's engines.node (${manifest.engines.node}) names no version`);

const problems: string[] = [];
for (const [path, locked] of Object.entries(lock.packages)) {
  if (!path) continue;
  const name = path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
  if (locked.hasInstallScript && manifest.allowScripts?.[name] === undefined) {
    problems.push(`${name}@${locked.version} has an install script: npm install-scripts approve (or deny) ${name}`);
  }
  const range = locked.engines?.node;
  // Optional packages for other platforms are not installed here, so npm does not check them.
  if (range && !locked.optional && !semver.satisfies(oldest, range) && !(name in ENGINE_EXCEPTIONS)) {
    problems.push(`${name}@${locked.version} wants Node ${range}, and package.json accepts ${oldest}`);
  }
}

if (problems.length > 0) {
  console.error(`npm ci would warn:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
