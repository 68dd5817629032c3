import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The short commit being built; "dev" outside a git checkout or without git. */
function buildCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: fileURLToPath(new URL("..", import.meta.url)),
      encoding: "utf8",
      stdio: "pipe",
    }).trim();
  } catch {
    return "dev";
  }
}

export const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

/** Build info for the version widget (web/components/version-info.tsx); types in web/build-info.d.ts. */
export const buildInfo = {
  __APP_VERSION__: JSON.stringify(version),
  __BUILD_COMMIT__: JSON.stringify(buildCommit()),
  __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
};
