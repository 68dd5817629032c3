import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parsePoFile } from "@lingui/format-po";
import type { Locale } from "../../worker/i18n/locales.shared";

/**
 * The app's texts as a person reads them in one language, from the project's own catalogs
 * (locales/<lang>/*.po): a test finds an Arabic button by the translation the app shows,
 * never by a guess. Every catalog of the language is read (the sign-in screen's, the
 * signed-in areas', better-auth's errors and the Worker's emails); a message missing fails
 * the test where it is asked for.
 */

type Values = Record<string, string | number>;

/** The catalogs of a language: the SPA's (in three parts, lingui.config.ts) and the Worker's. */
export type Catalog = "web" | "areas" | "auth-errors" | "worker";

const loaded = new Map<Locale, Map<Catalog, Map<string, string>>>();

function catalogs(lang: Locale): Map<Catalog, Map<string, string>> {
  let files = loaded.get(lang);
  if (files) return files;
  files = new Map();
  const dir = join(import.meta.dirname, "../../locales", lang);
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".po"))) {
    const messages = new Map<string, string>();
    for (const item of parsePoFile(readFileSync(join(dir, file), "utf8")).items) {
      // An untranslated message is missing: the app would show it in English.
      if (item.msgid && !item.obsolete && item.msgstr[0]) messages.set(item.msgid, item.msgstr[0]);
    }
    files.set(file.replace(/\.po$/, "") as Catalog, messages);
  }
  loaded.set(lang, files);
  return files;
}

/**
 * The text `message` (its English source, as the code writes it: `Invitation sent to {email}`)
 * shows in `lang`, its placeholders filled with `values` and its markup tags (`<0>…</0>`, a
 * Trans's elements) dropped, as they are on screen. Throws if no catalog has it, or if two
 * translate it differently and `from` does not say which one the screen reads.
 */
export function tr(lang: Locale, message: string, values: Values = {}, from?: Catalog): string {
  const found = new Set<string>();
  for (const [name, messages] of catalogs(lang)) {
    const text = messages.get(message);
    if (text !== undefined && (from === undefined || from === name)) found.add(text);
  }
  const where = `locales/${lang}/${from ?? "*"}.po`;
  if (found.size === 0) throw new Error(`No ${lang} translation of "${message}" in ${where}`);
  if (found.size > 1)
    throw new Error(`"${message}" has ${found.size} translations in ${where}: ${[...found].join(" / ")}`);
  const [text = ""] = found;
  return format(lang, text, values).replace(/<\/?\d+\/?>/g, "");
}

/** Fills an ICU message's arguments: `{name}`, and `{name, plural|select, … }` with `#`. */
function format(lang: Locale, text: string, values: Values, count?: number): string {
  let out = "";
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? "";
    if (char === "#" && count !== undefined) {
      out += new Intl.NumberFormat(lang).format(count);
      index += 1;
    } else if (char === "{") {
      const end = closing(text, index);
      out += argument(lang, text.slice(index + 1, end), values);
      index = end + 1;
    } else {
      out += char;
      index += 1;
    }
  }
  return out;
}

function argument(lang: Locale, body: string, values: Values): string {
  const [name = "", kind] = body.split(",", 2).map((part) => part.trim());
  const value = values[name];
  if (value === undefined) throw new Error(`No value for {${name}} in "{${body}}"`);
  if (kind === undefined) return String(value);
  const choices = options(body.slice(body.indexOf(",", body.indexOf(",") + 1) + 1));
  if (kind === "plural") {
    const count = Number(value);
    const chosen =
      choices.get(`=${count}`) ?? choices.get(new Intl.PluralRules(lang).select(count)) ?? choices.get("other");
    if (chosen === undefined) throw new Error(`No plural form for ${count} in "{${body}}"`);
    return format(lang, chosen, values, count);
  }
  if (kind === "select") {
    const chosen = choices.get(String(value)) ?? choices.get("other");
    if (chosen === undefined) throw new Error(`No choice for ${value} in "{${body}}"`);
    return format(lang, chosen, values);
  }
  throw new Error(`Unsupported argument "{${body}}"`);
}

/** `one {…} other {…}` as a map from key to text. */
function options(text: string): Map<string, string> {
  const found = new Map<string, string>();
  const key = /\s*([^\s{]+)\s*\{/y;
  for (let match = key.exec(text); match; match = key.exec(text)) {
    const open = key.lastIndex - 1;
    const end = closing(text, open);
    found.set(match[1] ?? "", text.slice(open + 1, end));
    key.lastIndex = end + 1;
  }
  return found;
}

/** The index of the brace that closes the one at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === "{") depth += 1;
    else if (text[index] === "}") {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  throw new Error(`Unbalanced braces in "${text}"`);
}
