import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * What `npm ci` leaves on disk, in MiB, as `du -sm node_modules` counts it: allocated blocks,
 * each hard-linked file once (esbuild's and workerd's binaries are linked into two packages).
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
    if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(dir);
  return bytes / 1024 ** 2;
}
