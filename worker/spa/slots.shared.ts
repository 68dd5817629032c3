/**
 * Slots: where a drawn page's markup, built once for everyone, takes a value of the
 * person's own data (docs/drawn-screens.md). The build renders a screen's own components
 * with `slot(path)` in place of each value (web/prerender.tsx); the Worker fills each slot with
 * the value at that path of the data it hands over, derived and escaped as the component
 * derives it. Pure, so the build, the Worker and the SPA's components share the derivations.
 */
import { pictureSrcSet } from "../files/file-kinds.shared";
import { escapeHtml } from "../lib/html.shared";

// Private-use characters, which no text a screen draws can contain.
const OPEN = "\u{E002}";
const CLOSE = "\u{E003}";
const SLOT = /\u{E002}([^\u{E003}]*)\u{E003}/gu;

/** What a slot's text is, made of the value at its path. */
const derivations = {
  text: (value: string) => value,
  /** Up to two initials, for an avatar, whole characters; `?` for a name without letters. */
  initials: (name: string) =>
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      // One letter each, even where the capital is two ("ß" is "SS").
      .map((part) => Array.from(Array.from(part)[0]?.toUpperCase() ?? "")[0])
      .join("") || "?",
  /** A small drawn cover's letter: a whole character, not half of one (an emoji). */
  first: (text: string) => Array.from(text)[0] ?? "",
  /**
   * A calendar date or a moment, as a long date read in UTC: a calendar date (YYYY-MM-DD)
   * parses as UTC midnight, and read elsewhere the west would see the day before. The day a
   * record was made (added, created, joined, member since) is shown through this on every
   * screen, drawn or not, so it reads the same everywhere; the Worker, drawing, cannot know
   * the reader's zone. Moments read with their time (the audit trail, sessions) are in the
   * reader's zone.
   */
  date: (value: string, locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(value)),
  /** A path segment of a link. */
  url: encodeURIComponent,
  /** A picture's `srcset`: an uploaded one at each drawn width, none for an address elsewhere. */
  srcset: pictureSrcSet,
} satisfies Record<string, (value: string, locale: string) => string>;
type Derivation = keyof typeof derivations;

/** The path under which a drawn record's summary finds the record's fields (web/components/record-frame.tsx). */
export const RECORD_SLOT_PATH = "record";

/** The slot for the value at `path` (dots between keys), as the build draws it. */
export function slot(path: string, derivation: Derivation = "text"): string {
  return `${OPEN}${path}${derivation === "text" ? "" : `:${derivation}`}${CLOSE}`;
}

const WHOLE_SLOT = new RegExp(`^${OPEN}([^:${CLOSE}]*)${CLOSE}$`, "u");

/** The derivation, or, given a template's slot, the slot of its derivation. */
function slotAware(derivation: Derivation) {
  return (value: string, locale = ""): string => {
    const path = WHOLE_SLOT.exec(value)?.[1];
    return path === undefined ? derivations[derivation](value, locale) : slot(path, derivation);
  };
}

/** A name's initials, as an avatar draws them. */
export const initialsOf = slotAware("initials");
/** A title's first letter, as a small drawn cover shows it. */
export const firstLetterOf = slotAware("first");
/** A picture's `srcset`, as a cover or an avatar draws it. */
export const srcSetOf = slotAware("srcset");
/** A date as a record's details show it, in the page's language. */
export const longDateOf: (value: string, locale: string) => string = slotAware("date");

const ENCODED_SLOT = new RegExp(`${encodeURIComponent(OPEN)}(.*?)${encodeURIComponent(CLOSE)}`, "g");

/** Markup the build rendered with slots, made a template: a slot the router put in a link comes percent-encoded, and is filled encoded. */
export function templateOf(markup: string): string {
  return markup.replace(ENCODED_SLOT, (_, path: string) => slot(decodeURIComponent(path), "url"));
}

/**
 * A colour that comes with data (a genre's) is drawn through this attribute and the custom
 * property DATA_COLOR_PROPERTY, not an inline style, which the CSP refuses in markup: the
 * Worker writes a rule per colour in a `<style>` the CSP lets in by the response's nonce
 * (`dataColorRules`), and the SPA sets the property through the DOM (web/lib/data-color.ts).
 */
export const DATA_COLOR_ATTRIBUTE = "data-color";
export const DATA_COLOR_PROPERTY = "--data-color";

/** The rules for the data colours in drawn markup; a value that is not a plain colour gets none. */
export function dataColorRules(html: string): string[] {
  const colors = new Set(
    Array.from(html.matchAll(new RegExp(`${DATA_COLOR_ATTRIBUTE}="([^"]*)"`, "g")), ([, color]) => color ?? ""),
  );
  return [...colors]
    .filter((color) => /^#[0-9a-f]{3,8}$/i.test(color))
    .map((color) => `[${DATA_COLOR_ATTRIBUTE}="${color}"]{${DATA_COLOR_PROPERTY}:${color}}`);
}

/**
 * A list drawn as a skeleton until live (its rows show times in the reader's zone) reserves
 * the rows that will come: the skeleton carries this attribute with its read's key, and the
 * Worker, which hands the list over, writes how many rows it holds in the custom property
 * ROWS_PROPERTY for that key (`handedRowRules`). Its height is then a row's times that.
 */
export const ROWS_OF_ATTRIBUTE = "data-rows-of";
export const ROWS_PROPERTY = "--rows";

/** The attribute's value for a read's query key: letters, digits and dashes only, safe in a selector. */
export const rowsOf = (queryKey: readonly unknown[]) =>
  queryKey
    .map(String)
    .join("-")
    .replace(/[^a-z0-9-]/gi, "_");

/**
 * A rule per handed list (a whole list, or a keyset page's items) whose skeleton `html` draws:
 * how many rows it will hold.
 */
export function handedRowRules(
  html: string,
  queries: ReadonlyArray<{ queryKey: readonly unknown[]; data: unknown }>,
): string[] {
  return queries.flatMap(({ queryKey, data }) => {
    const key = rowsOf(queryKey);
    const rows = Array.isArray(data) ? data : (data as { items?: unknown } | null)?.items;
    if (!Array.isArray(rows) || !html.includes(`${ROWS_OF_ATTRIBUTE}="${key}"`)) return [];
    return [`[${ROWS_OF_ATTRIBUTE}="${key}"]{${ROWS_PROPERTY}:${rows.length}}`];
  });
}

/** The value at `path` (dots between keys) of `data`. */
export function valueAt(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split(".")) {
    value = value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

const textAt = (data: unknown, path: string) => {
  const value = valueAt(data, path);
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
};

/** A template with its slots filled from `data`, as escaped text. */
export function fillSlots(template: string, data: unknown, locale: string): string {
  return template.replace(SLOT, (_, name: string) => {
    const [path = "", derivation = "text"] = name.split(":");
    return escapeHtml(derivations[derivation as Derivation](textAt(data, path), locale));
  });
}
