/**
 * The comparison key of a title or an author: what "the same title by the same author"
 * means. Spacing, letter case and Unicode form (composed or not, ligatures, full-width)
 * do not count. Written next to each book and unique per pair in D1.
 */
export function comparisonKey(value: string): string {
  return value.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}
