import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { registryTarball } from "./registry-tarball.ts";

/**
 * Scalar's browser bundle, the one file of @scalar/api-reference the API reference page loads
 * (dist/browser/standalone.js, 4.4 MB). Installing that package to get it would bring its
 * whole Vue app, icon sets and AI chat, 270 MB of node_modules; so only its tarball is fetched,
 * through npm (from npm's cache when it holds it), checked against the integrity pinned here,
 * and the one file kept under node_modules/.cache. `npm install` does it (the `prepare`
 * script), so builds and `npm run dev` need no network afterwards. Decision 0017.
 *
 * To move to another version: `npm view @scalar/api-reference@<version> dist.integrity`.
 */
const version = "1.72.1";
const integrity = "sha512-XpEJ0rfc/cXbCrR+iC4kK0o/WwX2dTtGQbT049OlPKAHD6IMIFdTeGz2r+M27P2EDWKyUITRm/NzlP8z2pw/Ow==";
const fileInPackage = "package/dist/browser/standalone.js";

const bundle = fileURLToPath(new URL(`../node_modules/.cache/scalar-api-reference-${version}.js`, import.meta.url));

/** The path of the bundle, fetched first if this checkout does not have it yet. */
export function scalarBundle(): string {
  if (existsSync(bundle)) return bundle;
  const work = mkdtempSync(join(tmpdir(), "edgestart-scalar-"));
  try {
    const tarball = registryTarball(`@scalar/api-reference@${version}`, integrity, work);
    execFileSync("tar", ["-xzf", tarball, "-C", work, fileInPackage]);
    // Copied beside its final name, then renamed: a build running at the same time never
    // reads half a file.
    mkdirSync(dirname(bundle), { recursive: true });
    const partial = `${bundle}.${process.pid}`;
    copyFileSync(join(work, fileInPackage), partial);
    renameSync(partial, bundle);
    return bundle;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
