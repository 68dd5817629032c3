import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Downloads one package's tarball into `directory`, without its dependencies, through npm (from
 * npm's cache when it holds it), and returns its path once its sha512 equals `integrity`: the
 * registry's own, as a lockfile would hold it (`npm view <name>@<version> dist.integrity`).
 * For the files we take out of a package instead of installing it (decisions 0017 and 0029).
 */
export function registryTarball(spec: string, integrity: string, directory: string): string {
  const packed = execFileSync("npm", ["pack", spec, "--json", "--prefer-offline", "--pack-destination", directory], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [{ filename }] = JSON.parse(packed) as [{ filename: string }];
  const tarball = join(directory, filename);
  const actual = `sha512-${createHash("sha512").update(readFileSync(tarball)).digest("base64")}`;
  if (actual !== integrity) throw new Error(`${spec}: the tarball's integrity is ${actual}, not ${integrity}`);
  return tarball;
}
