/**
 * The comparison key of a title, an author or a person's name: what "the same title by the
 * same author" means, and what a search matches against. Spacing, letter case and Unicode
 * form (composed or not, ligatures, full-width) do not count. Written next to each value in
 * D1: books' title and author keys are unique per pair, and people's name key is searched.
 *
 * `toLowerCase()` writes a capital sigma at the end of a word as the final form "ς", so
 * "ΟΔΥΣ" (a word typed so far) would not be found in "Οδυσσέας"; case folding maps both
 * forms to "σ", and so does the key.
 */
export function comparisonKey(value: string): string {
  return value.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase().replaceAll("ς", "σ");
}
