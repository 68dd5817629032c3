/**
 * Where a drawn list's rows go (worker/spa/drawn-data.ts), in a module of its own: every
 * screen's start-up code looks for them, and reads nothing else of the drawn screens'
 * definitions.
 */

/** The element whose content is a list's rows (the skeleton, as built): web/components/data-list.tsx. */
export const DRAWN_ROWS_ID = "drawn-rows";

/** Around the rows in a page the build renders for their templates. */
export const ROW_TEMPLATES_MARK = "\u{E004}";
