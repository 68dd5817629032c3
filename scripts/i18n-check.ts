/**
 * `npm run i18n:check` (part of `npm test`): fails when the catalogs in locales/ are not
 * what `lingui extract --clean` would write (a message missing or obsolete), or when a
 * message has no translation in fr, ar or sw (nor a seeded genre's name), when a count is
 * written without plural forms,
 * or when a module outside the signed-in areas imports one inside them (whose texts would not
 * have loaded). Writes nothing in the working tree.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, normalize } from "node:path";
import { areas } from "../lingui.config.ts";
import { seedGenres } from "./seed-books.ts";

const LOCALES_DIR = "locales";
const TRANSLATED = ["fr", "ar", "sw"];

interface Entry {
  id: string;
  translation: string;
}

/** Reads msgid/msgstr pairs of a .po file (single- or multi-line strings). */
function parsePo(text: string): Entry[] {
  const entries: Entry[] = [];
  let field: "id" | "str" | null = null;
  let current: Entry = { id: "", translation: "" };
  const flush = () => {
    if (current.id) entries.push(current);
    current = { id: "", translation: "" };
  };
  for (const line of text.split("\n")) {
    const unquote = (raw: string) => JSON.parse(raw) as string;
    if (line.startsWith("msgid ")) {
      flush();
      field = "id";
      current.id = unquote(line.slice(6));
    } else if (line.startsWith("msgstr ")) {
      field = "str";
      current.translation = unquote(line.slice(7));
    } else if (line.startsWith('"') && field) {
      if (field === "id") current.id += unquote(line);
      else current.translation += unquote(line);
    } else if (!line.trim()) {
      field = null;
    }
  }
  flush();
  return entries;
}

/** Catalog text without the volatile header, for comparison. */
function body(text: string) {
  return text.replace(/^msgid ""\nmsgstr ""\n(".*"\n)*/, "");
}

function catalogs(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const locale of readdirSync(dir)) {
    for (const file of readdirSync(join(dir, locale))) {
      if (file.endsWith(".po")) files.set(`${locale}/${file}`, readFileSync(join(dir, locale, file), "utf8"));
    }
  }
  return files;
}

/** The SPA's modules under `dir`, as project-relative paths. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

/**
 * The areas' texts are in their own catalog (locales/<lang>/areas.po), which their layouts
 * load: any other screen importing an area module would show message ids, not texts. The
 * route tree imports every route, areas included, to register them.
 */
function areaImports(): string[] {
  const areaDirs = areas.map((path) => path.replace("<rootDir>/", ""));
  const inArea = (file: string) => areaDirs.some((dir) => file.startsWith(`${dir}/`));
  return sourceFiles("web")
    .filter((file) => !inArea(file) && file !== "web/routeTree.gen.ts")
    .flatMap((file) =>
      [
        ...readFileSync(file, "utf8").matchAll(
          /^import (?!type )[^;]*?"(\.{1,2}\/[^"]+)"|import\("(\.{1,2}\/[^"]+)"\)/gm,
        ),
      ]
        .map((match) => match[1] ?? match[2] ?? "")
        .filter((path) => inArea(normalize(join(dirname(file), path))))
        .map(
          (path) =>
            `${file} imports ${path}, whose texts load only inside the signed-in areas: import it from an area's module, or, if the sign-in screens show that feature, add it to publicFeatures in lingui.config.ts`,
        ),
    );
}

/** A placeholder that holds a count, by its name: `total`, `minutes`, `membersCount`, … */
const COUNT = /(?:^|[a-z])(?:count|total|number|seconds|minutes|hours|days)$/i;

/**
 * A count followed by a word ("{minutes} minutes", "{total} sign-ups") needs the plural forms
 * of each language (Arabic has six): write it with Lingui's `plural`/`<Plural>`, and keep the
 * plural in every translation of a message that has one.
 */
function countsWithoutPlurals(file: string, entries: Entry[]): string[] {
  return entries.flatMap(({ id, translation }) => {
    const bare = [...id.matchAll(/\{(\w+)\}\s+\p{L}/gu)]
      .map((match) => match[1] ?? "")
      .filter((name) => COUNT.test(name));
    const found = bare.map(
      (name) => `${LOCALES_DIR}/${file}: "${id}" counts {${name}} without plural forms: use plural() or <Plural>`,
    );
    if (id.includes(", plural,") && translation.trim() && !translation.includes(", plural,")) {
      found.push(`${LOCALES_DIR}/${file}: the translation of "${id}" drops its plural forms`);
    }
    return found;
  });
}

/**
 * Data the app shows as the reader's language names it: each seeded genre in every
 * translated language (scripts/seed-books.ts), or the API answers its English name.
 */
function untranslatedData(): string[] {
  return seedGenres.flatMap((genre) =>
    TRANSLATED.filter((locale) => !(genre.names as Record<string, string | undefined>)[locale]?.trim()).map(
      (locale) => `scripts/seed-books.ts: the genre "${genre.name}" has no name in ${locale} (its \`names\`)`,
    ),
  );
}

const problems: string[] = [...areaImports(), ...untranslatedData()];
// Extracted into a copy (lingui.config.ts reads LINGUI_LOCALES_DIR): locales/ is read by the
// phases that run beside this one, and stays as it is.
const extractedDir = mkdtempSync(join(tmpdir(), "edgestart-locales-"));
cpSync(LOCALES_DIR, extractedDir, { recursive: true });
try {
  execFileSync("node_modules/.bin/lingui", ["extract", "--clean"], {
    stdio: "ignore",
    env: { ...process.env, LINGUI_LOCALES_DIR: extractedDir },
  });
  const extracted = catalogs(extractedDir);
  const committed = catalogs(LOCALES_DIR);
  for (const [file, text] of extracted) {
    if (body(text) !== body(committed.get(file) ?? "")) {
      problems.push(`${LOCALES_DIR}/${file} is out of date: run \`npm run i18n:extract\` and translate what it adds`);
    }
  }
  for (const [file, text] of committed) {
    problems.push(...countsWithoutPlurals(file, parsePo(text)));
    if (!TRANSLATED.includes(file.split("/")[0] ?? "")) continue;
    for (const entry of parsePo(text)) {
      if (!entry.translation.trim()) problems.push(`${LOCALES_DIR}/${file}: no translation for "${entry.id}"`);
    }
  }
} finally {
  rmSync(extractedDir, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`Translations: ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(
  "Translations: every message of locales/ is current and translated in fr, ar and sw, counts with their plural forms, and so is every seeded genre; area modules are imported only inside the areas.",
);
