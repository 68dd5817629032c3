import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { formatter } from "@lingui/format-po";
import { type ESTree, type Plugin, parseSync } from "vite";
import { authErrorCatalogFile } from "../worker/i18n/auth-error-catalog-file.ts";
import { locales } from "../worker/i18n/locales.shared.ts";

/**
 * The SPA's messages for error codes, better-auth's above all, written as one static file per
 * language, `{ "CODE": "message" }`, for the Worker: it answers API clients in their language
 * with them, reading a language's file through its ASSETS binding at the first answer that
 * needs it (worker/auth/auth-error-messages.ts, decision 0038). The sentences have one source,
 * the SPA's tables (web/lib/auth-errors.ts, web/lib/error-messages.ts) and their catalogs
 * (locales/<lang>/auth-errors.po, web.po), and none of them weighs on the Worker's bundle.
 * Emitted at build, served by the dev server in dev.
 */
export function authErrorCatalogs(): Plugin {
  return {
    name: "edgestart:auth-error-catalogs",
    configureServer(server) {
      // Read afresh at each request: a catalog edited in dev is answered at once.
      server.middlewares.use((request, response, next) => {
        const file = authErrorCatalogFiles().find(({ fileName }) => request.url === `/${fileName}`);
        if (!file) return next();
        response.setHeader("content-type", "application/json; charset=utf-8");
        response.end(file.source);
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const { fileName, source } of authErrorCatalogFiles()) this.emitFile({ type: "asset", fileName, source });
    },
  };
}

/** The files written under `directory`, for a Worker whose ASSETS serve it (the Worker tests'). */
export function writeAuthErrorCatalogs(directory: string): void {
  for (const { fileName, source } of authErrorCatalogFiles()) {
    const file = join(directory, fileName);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
  }
}

const root = new URL("../", import.meta.url);

/**
 * The SPA's tables of error codes, each with the catalog its messages are translated in: its
 * own codes and the fallback (UNKNOWN_ERROR, which better-auth's captcha answers too), then
 * better-auth's.
 */
const tables = [
  { file: "web/lib/error-messages.ts", name: "errorMessages", catalog: "web" },
  { file: "web/lib/auth-errors.ts", name: "authErrorMessages", catalog: "auth-errors" },
];

/** Each language's file: its name under the client's root, and its JSON. */
export function authErrorCatalogFiles(): Array<{ fileName: string; source: string }> {
  const english = tables.map((table) => ({ ...table, messages: englishMessages(table.file, table.name) }));
  return locales.map((locale) => {
    const messages: Record<string, string> = {};
    for (const { file, catalog, messages: table } of english) {
      const translations = catalogTranslations(locale, catalog);
      for (const [code, message] of Object.entries(table)) {
        const translation = translations.get(message) || message;
        // Sent as they are: none of these messages takes values, and ICU's syntax would need
        // Lingui's compiler in the Worker.
        if (/[{}#]|''/.test(translation))
          throw new Error(`${file} ${code} in ${locale} is not plain text: ${translation}`);
        messages[code] = translation;
      }
    }
    return { fileName: authErrorCatalogFile(locale).slice(1), source: JSON.stringify(messages) };
  });
}

/** A table of the SPA's (`export const <name> = { CODE: msg`…`, … }`), code → English text, read from its source. */
function englishMessages(path: string, name: string): Record<string, string> {
  const file = new URL(path, root);
  const { program, errors } = parseSync(file.pathname, readFileSync(file, "utf8"));
  if (errors.length > 0) throw new Error(`${file.pathname}: ${errors[0]?.message}`);
  const table = program.body
    .flatMap((statement) =>
      statement.type === "ExportNamedDeclaration" && statement.declaration?.type === "VariableDeclaration"
        ? statement.declaration.declarations
        : [],
    )
    .find(({ id }) => id.type === "Identifier" && id.name === name)?.init;
  const object = table?.type === "TSSatisfiesExpression" ? table.expression : table;
  if (object?.type !== "ObjectExpression") throw new Error(`${path}: no object ${name}`);
  return Object.fromEntries(object.properties.map((property) => [keyOf(path, property), textOf(path, property)]));
}

function keyOf(path: string, property: ESTree.ObjectPropertyKind): string {
  if (property.type === "Property" && property.key.type === "Identifier") return property.key.name;
  throw new Error(`${path}: an entry is not CODE: msg\`…\``);
}

function textOf(path: string, property: ESTree.ObjectPropertyKind): string {
  const value = property.type === "Property" ? property.value : undefined;
  const tagged =
    value?.type === "TaggedTemplateExpression" && value.tag.type === "Identifier" && value.tag.name === "msg";
  const text = tagged && value.quasi.expressions.length === 0 ? value.quasi.quasis[0]?.value.cooked : undefined;
  if (!text) throw new Error(`${path}: ${keyOf(path, property)} is not a msg\`…\` without values`);
  return text;
}

/** English text → its translation, from locales/<locale>/<catalog>.po. */
function catalogTranslations(locale: string, catalog: string): Map<string, string> {
  const filename = new URL(`locales/${locale}/${catalog}.po`, root).pathname;
  const parsed = formatter().parse(readFileSync(filename, "utf8"), { locale, sourceLocale: "en", filename });
  if (parsed instanceof Promise) throw new Error("Lingui's PO format parses synchronously");
  return new Map(
    Object.values(parsed)
      .filter(({ context, obsolete, message }) => !context && !obsolete && message)
      .map(({ message, translation }) => [message ?? "", translation ?? ""]),
  );
}
