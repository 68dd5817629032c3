/**
 * A list's first rows, drawn before any script (docs/drawn-screens.md, "Rows"): the build
 * renders the list's own row component once per combination of its declared variants
 * (worker/spa/screens.shared.ts, `DrawnRows`), with slots for the values (worker/spa/slots.shared.ts); the
 * Worker picks each handed-over item's template and fills it. Pure, for both; the SPA reads
 * the element's id and the marks.
 */
import type { RowVariant } from "./screens.shared";
import { fillSlots, valueAt } from "./slots.shared";

/** The element whose content is a list's rows (the skeleton, as built): web/components/data-list.tsx. */
export const DRAWN_ROWS_ID = "drawn-rows";

/** Around the rows in a page the build renders for their templates. */
export const ROW_TEMPLATES_MARK = "\u{E004}";

/** What the build writes per list and language: the rows' frame and one row per combination. */
export interface RowTemplates {
  variants: readonly RowVariant[];
  before: string;
  after: string;
  rows: string[];
}

/** The values a variant takes, in template order: absent then present, or the values listed. */
export const variantValues = (variant: RowVariant): readonly (boolean | string)[] =>
  typeof variant === "string" ? [false, true] : variant[1];

export const variantPath = (variant: RowVariant): string => (typeof variant === "string" ? variant : variant[0]);

/** Every combination of the variants' values, in template order (the first variant varies slowest). */
export function everyCombination(variants: readonly RowVariant[]): (boolean | string)[][] {
  return variants.reduce<(boolean | string)[][]>(
    (combinations, variant) =>
      combinations.flatMap((combination) => variantValues(variant).map((value) => [...combination, value])),
    [[]],
  );
}

/** The template an item is drawn with; none when one of its values is not among those declared. */
export function templateIndex(variants: readonly RowVariant[], item: unknown): number | undefined {
  let index = 0;
  for (const variant of variants) {
    const value = valueAt(item, variantPath(variant));
    const values = variantValues(variant);
    const position = typeof variant === "string" ? Number(Boolean(value)) : values.indexOf(String(value));
    if (position < 0) return undefined;
    index = index * values.length + position;
  }
  return index;
}

/**
 * A list's templates, out of a page the build rendered with one item per combination (in
 * `everyCombination`'s order) between two ROW_TEMPLATES_MARKs.
 */
export function rowTemplatesOf(page: string, variants: readonly RowVariant[]): RowTemplates {
  const [, markup] = page.split(ROW_TEMPLATES_MARK);
  if (markup === undefined) throw new Error("The page has no rows between ROW_TEMPLATES_MARKs");
  const rows = Array.from(markup.matchAll(/<li[\s>][\s\S]*?<\/li>/g), ([row]) => row);
  const expected = everyCombination(variants).length;
  if (rows.length !== expected) throw new Error(`Expected ${expected} rows, found ${rows.length}`);
  const start = markup.indexOf(rows[0] ?? "");
  const end = markup.lastIndexOf(rows.at(-1) ?? "") + (rows.at(-1)?.length ?? 0);
  return { variants, before: markup.slice(0, start), after: markup.slice(end), rows };
}

/** The list's rows for these items, filled into their templates; none when one of them has no template. */
export function fillRows(templates: RowTemplates, items: readonly unknown[], locale: string): string | undefined {
  const rows: string[] = [];
  for (const item of items) {
    const template = templates.rows[templateIndex(templates.variants, item) ?? -1];
    if (template === undefined) return undefined;
    rows.push(fillSlots(template, item, locale));
  }
  return templates.before + rows.join("") + templates.after;
}
