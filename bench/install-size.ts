import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** What tools write into node_modules after the install (vitest's cache, Vite's, Babel's): not the install's weight. */
const TOOL_CACHES = new Set([".cache", ".vite", ".vite-temp", ".vitest-cache"]);

/**
 * What `npm ci` leaves on disk, in MiB, as `du -sm node_modules` counts it: allocated blocks,
 * each hard-linked file once (esbuild's and workerd's binaries are linked into two packages).
 * A checkout that has run its tests has caches in there too, which are left out.
 */
export function installedMiB(dir = "node_modules"): number {
  const seen = new Set<string>();
  let bytes = 0;
  const walk = (path: string) => {
    const stat = lstatSync(path);
    const id = `${stat.dev}:${stat.ino}`;
    if (seen.has(id)) return;
    seen.add(id);
    bytes += stat.blocks * 512;
    if (!stat.isDirectory()) return;
    for (const entry of readdirSync(path)) if (path !== dir || !TOOL_CACHES.has(entry)) walk(join(path, entry));
  };
  walk(dir);
  return bytes / 1024 ** 2;
}
