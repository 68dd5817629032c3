/**
 * `npm run theme:park-ui`: writes build/park-ui-preset.ts, the Panda preset that Park UI's
 * `createPreset` returns for our accent, gray and radius (decision 0022). The package itself
 * is installed into a temporary folder for the run, so its runtime (effect, an older Ark UI
 * anatomy) stays out of node_modules. Change a colour or the radius here and run it again.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const version = "0.43.1";
const options = { accentColor: "plum", grayColor: "mauve", radius: "md" } as const;

// Inside the project, so that the preset finds its peer, our own @pandacss/dev, in node_modules.
const cache = fileURLToPath(new URL("../node_modules/.cache/", import.meta.url));
mkdirSync(cache, { recursive: true });
const work = mkdtempSync(join(cache, "park-ui-"));
try {
  writeFileSync(join(work, "package.json"), "{}");
  execFileSync(
    "npm",
    ["install", "--prefix", work, "--legacy-peer-deps", "--no-audit", "--no-fund", `@park-ui/panda-preset@${version}`],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const require = createRequire(join(work, "package.json"));
  const { createPreset } = require("@park-ui/panda-preset") as { createPreset: (options: object) => object };
  const color = (name: string) => (require(`@park-ui/panda-preset/colors/${name}`) as { default: object }).default;
  const preset = createPreset({
    accentColor: color(options.accentColor),
    grayColor: color(options.grayColor),
    radius: options.radius,
  });
  // JSON but for the one kind of value JSON lacks: regular expressions (a recipe's `jsx` list).
  const patterns: RegExp[] = [];
  const literal = JSON.stringify(
    preset,
    (_key, value) => (value instanceof RegExp ? `\0${patterns.push(value) - 1}` : value),
    2,
  ).replace(/"\\u0000(\d+)"/g, (_match, index: string) => String(patterns[Number(index)]));
  writeFileSync(
    new URL("../build/park-ui-preset.ts", import.meta.url),
    [
      `// Written by \`npm run theme:park-ui\` (scripts/park-ui-preset.ts) from @park-ui/panda-preset ${version}`,
      "// (MIT licence, © Christian Schröter): Park UI's theme and recipes for our options. Do not edit by hand.",
      'import type { Preset } from "@pandacss/dev";',
      "",
      `export const parkUiPreset: Preset = ${literal};`,
      "",
    ].join("\n"),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
