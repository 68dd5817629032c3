/**
 * `npm run font:fallback`: writes build/inter-fallback.ts, the @font-face rules of "Inter
 * Fallback" (decision 0037): Arial, or its metric twins Liberation Sans and Arimo, resized and
 * given Inter's ascent, descent and line gap, so that text painted before Inter Variable has
 * loaded (font-display: swap) takes the room Inter will take, and nothing moves when it swaps in.
 *
 * - Ascent, descent and line gap are read from Inter's own tables (head, hhea, OS/2) in the
 *   latin woff2 the SPA loads (@fontsource-variable/inter).
 * - size-adjust is measured: Chromium draws the SPA's texts (every translation of the en, fr and
 *   sw catalogs) in Inter at each weight the SPA uses (400, 500, 600, 700) and in the local font
 *   each rule names (regular for 400 and 500, bold for 600 and 700), through the same `local()`
 *   list; size-adjust is the ratio of the two widths. Inter is variable, so its widths per weight
 *   are not in a table to read.
 *
 * Needs Arial or Liberation Sans on the machine (Debian: fonts-liberation, which chromium
 * brings). Run it again after upgrading @fontsource-variable/inter.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { launchChromium } from "./chromium.ts";

const fontsource = dirname(createRequire(import.meta.url).resolve("@fontsource-variable/inter/package.json"));
const { version } = JSON.parse(readFileSync(join(fontsource, "package.json"), "utf8")) as { version: string };
const subsets = ["latin", "latin-ext"] as const;
const output = new URL("../build/inter-fallback.ts", import.meta.url);

/** Arial's names (full and PostScript), and those of its metric twins, as `local()` finds them. */
const regular = ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo", "Arimo-Regular"];
const bold = ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold", "Arimo-Bold"];
/** The weights the SPA's styles use, each with the face of the local font that stands in for it. */
const faces = [
  { weight: 400, local: regular },
  { weight: 500, local: regular },
  { weight: 600, local: bold },
  { weight: 700, local: bold },
];
const src = (names: string[]) => names.map((name) => `local('${name}')`).join(", ");

/** A table directory's tags, in the order WOFF2 numbers its known tables. */
const KNOWN_TAGS =
  "cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill"
    .split(" ")
    .map((tag) => tag.replace("_", " "));

/** A WOFF2 file's tables, decompressed (https://www.w3.org/TR/WOFF2/#table_dir_format). */
function woff2Tables(file: string): Map<string, Buffer> {
  const font = readFileSync(file);
  if (font.toString("latin1", 0, 4) !== "wOF2") throw new Error(`${file} is not a WOFF2 file`);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = font[at++] ?? 0;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error(`${file}: a UIntBase128 runs over 5 bytes`);
  };
  const directory = Array.from({ length: font.readUInt16BE(12) }, () => {
    const flags = font[at++] ?? 0;
    let tag = KNOWN_TAGS[flags & 0x3f] ?? "";
    if ((flags & 0x3f) === 63) {
      tag = font.toString("latin1", at, at + 4);
      at += 4;
    }
    const version = flags >> 6;
    const length = base128();
    const transformed = tag === "glyf" || tag === "loca" ? version !== 3 : version !== 0;
    return { tag, length: transformed ? base128() : length };
  });
  const data = brotliDecompressSync(font.subarray(at, at + font.readUInt32BE(20)));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const { tag, length } of directory) {
    tables.set(tag, data.subarray(offset, offset + length));
    offset += length;
  }
  return tables;
}

/** Ascent, descent and line gap in ems, as Chromium lays the font out. */
function verticalMetrics(file: string) {
  const tables = woff2Tables(file);
  const head = tables.get("head");
  const hhea = tables.get("hhea");
  const os2 = tables.get("OS/2");
  if (!head || !hhea || !os2 || head.readUInt32BE(12) !== 0x5f0f3cf5) throw new Error(`${file}: no head, hhea or OS/2`);
  const unitsPerEm = head.readUInt16BE(18);
  // With USE_TYPO_METRICS (fsSelection bit 7) the typographic metrics apply, else hhea's.
  const typo = Boolean(os2.readUInt16BE(62) & 0x80);
  const [ascent, descent, lineGap] = typo
    ? [os2.readInt16BE(68), -os2.readInt16BE(70), os2.readInt16BE(72)]
    : [hhea.readInt16BE(4), -hhea.readInt16BE(6), hhea.readInt16BE(8)];
  return {
    source: typo ? "OS/2 typographic metrics (USE_TYPO_METRICS)" : "hhea table",
    ascent: ascent / unitsPerEm,
    descent: descent / unitsPerEm,
    lineGap: lineGap / unitsPerEm,
  };
}

/** The unicode-range fontsource gives a subset's face. */
function unicodeRange(subset: string): string {
  const css = readFileSync(join(fontsource, "index.css"), "utf8");
  const range = new RegExp(`/\\* inter-${subset}-wght-normal \\*/[^}]*unicode-range: ([^;]+);`).exec(css)?.[1];
  if (!range) throw new Error(`No unicode-range for Inter's ${subset} subset in ${fontsource}/index.css`);
  return range;
}

/** Every translation in the SPA's catalogs for the languages written in Latin letters. */
function catalogTexts(): string {
  const texts: string[] = [];
  for (const language of ["en", "fr", "sw"]) {
    for (const catalog of ["web", "areas", "auth-errors"]) {
      const po = readFileSync(new URL(`../locales/${language}/${catalog}.po`, import.meta.url), "utf8");
      for (const [, quoted = ""] of po.matchAll(/^msgstr ((?:".*"\n?)+)/gm)) {
        const text = [...quoted.matchAll(/"(.*)"/g)].map(([, part]) => part).join("");
        // ICU placeholders are not drawn as written.
        texts.push(text.replace(/\{[^{}]*\}/g, "").replace(/\\(.)/g, "$1"));
      }
    }
  }
  return texts.filter(Boolean).join(" ");
}

/** The few browser objects the measuring uses: the scripts' project has no DOM types. */
interface Page {
  FontFace: new (
    family: string,
    source: string | Uint8Array,
    descriptors: { weight: string; unicodeRange?: string },
  ) => { load(): Promise<unknown> };
  document: {
    fonts: { add(face: unknown): void };
    createElement(tag: "canvas"): {
      getContext(kind: "2d"): { font: string; measureText(text: string): { width: number } } | null;
    };
  };
}

const files = subsets.map((subset) => join(fontsource, "files", `inter-${subset}-wght-normal.woff2`));
const metrics = verticalMetrics(files[0] as string);
const sample = catalogTexts();
const browser = await launchChromium();
let widths: Array<{ weight: number; inter: number; local: number }>;
try {
  const page = await browser.newPage();
  widths = await page.evaluate(
    async ({ fonts, faces, sample }) => {
      const { FontFace, document } = globalThis as unknown as Page;
      for (const { bytes, unicodeRange } of fonts) {
        const face = new FontFace("Inter Variable", Uint8Array.from(bytes), { weight: "100 900", unicodeRange });
        document.fonts.add(await face.load());
      }
      const context = document.createElement("canvas").getContext("2d");
      if (!context) throw new Error("No canvas");
      const width = (font: string) => {
        context.font = font;
        return context.measureText(sample).width;
      };
      return Promise.all(
        faces.map(async ({ weight, src }) => {
          // Rejects when none of the local fonts is installed.
          document.fonts.add(await new FontFace(`Local ${weight}`, src, { weight: String(weight) }).load());
          return {
            weight,
            inter: width(`${weight} 100px "Inter Variable"`),
            local: width(`${weight} 100px "Local ${weight}"`),
          };
        }),
      );
    },
    {
      fonts: subsets.map((subset, i) => ({
        bytes: [...readFileSync(files[i] as string)],
        unicodeRange: unicodeRange(subset),
      })),
      faces: faces.map(({ weight, local }) => ({ weight, src: src(local) })),
      sample,
    },
  );
} finally {
  await browser.close();
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;
const rules = faces.map(({ weight, local }) => {
  const measured = widths.find((width) => width.weight === weight);
  if (!measured) throw new Error(`No width for ${weight}`);
  const sizeAdjust = measured.inter / measured.local;
  // The overrides apply to the adjusted size, so they are divided by the adjustment.
  return [
    `    {`,
    `      src: ${JSON.stringify(src(local))},`,
    `      fontWeight: ${weight},`,
    `      sizeAdjust: "${percent(sizeAdjust)}",`,
    `      ascentOverride: "${percent(metrics.ascent / sizeAdjust)}",`,
    `      descentOverride: "${percent(metrics.descent / sizeAdjust)}",`,
    `      lineGapOverride: "${percent(metrics.lineGap / sizeAdjust)}",`,
    `      unicodeRange,`,
    `    },`,
  ].join("\n");
});

writeFileSync(
  output,
  `// Written by scripts/inter-fallback.ts (npm run font:fallback) from @fontsource-variable/inter ${version}:
// do not edit. Inter's ascent (${metrics.ascent.toFixed(4)} em), descent (${metrics.descent.toFixed(4)} em) and line gap (${metrics.lineGap.toFixed(4)} em)
// are its ${metrics.source}. Each size-adjust is the width of the en, fr and sw
// catalogs' ${sample.length} characters in Inter at that weight over their width in the local font,
// as Chromium's canvas measures them.

/** The family that stands in for Inter until it has loaded; it comes right after Inter in the font stack. */
export const INTER_FALLBACK = "Inter Fallback";

/**
 * Inter's Latin subsets only: Arial also draws Arabic on Windows and macOS, which must wait
 * for Noto Sans Arabic, the next family in the stack, rather than be drawn in Arial for good.
 */
const unicodeRange =
  "${[...new Set(subsets.flatMap((subset) => unicodeRange(subset).split(",")))].join(",")}";

/** Panda's globalFontface: one rule a weight the SPA uses. */
export const interFallbackFontface = {
  [INTER_FALLBACK]: [
${rules.join("\n")}
  ],
};
`,
);
console.log(`Wrote ${output.pathname}`);
for (const { weight, inter, local } of widths) console.log(`  ${weight}: size-adjust ${percent(inter / local)}`);
