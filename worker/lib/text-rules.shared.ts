/**
 * C0/C1 control characters, bidirectional overrides, and the line and paragraph separators
 * (which break a one-line text, an email's subject, as a newline would): they could disguise
 * a title, a name, a reason or a search term. Also half a surrogate pair (stored as three
 * replacement characters) and noncharacters, which no text holds. Pure, so the SPA's name
 * rules can share it.
 */
export const FORBIDDEN_CHARACTERS = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}\u202a-\u202e\u2066-\u2069\u2028\u2029]/u;

/**
 * More marks on one character than any script writes (Vietnamese stacks two, vowelled Arabic
 * three, Hebrew with cantillation four): "Z̴̡̛̖̗͂͐" text, whose marks spill over the lines
 * above and below it and cover what is there.
 */
export const MARKS_PER_CHARACTER_MAX = 5;
// Invisible characters between the marks (a joiner, a direction mark) do not split a stack;
// a mark with nothing before it has no character to sit on.
const MARK_STACK = new RegExp(
  `(?:\\p{M}\\p{Default_Ignorable_Code_Point}*){${MARKS_PER_CHARACTER_MAX + 1},}|^\\p{Default_Ignorable_Code_Point}*\\p{M}`,
  "u",
);

/** No character FORBIDDEN_CHARACTERS names, and no stack of marks taller than a script writes. */
export const hasOnlyAllowedCharacters = (value: string) => !FORBIDDEN_CHARACTERS.test(value) && !MARK_STACK.test(value);

/**
 * Default-ignorable code points: drawn as nothing in most fonts (zero-width space, word
 * joiner, byte-order mark, soft hyphen, Hangul fillers…), so "Moby\u200bDick" looks like
 * "MobyDick". Stored text loses them, but for those that shape what is drawn: the joiners of
 * Persian words and emoji sequences, the direction marks of right-to-left text, variation
 * selectors and emoji tags. Direction overrides and isolates stay too, for
 * FORBIDDEN_CHARACTERS to refuse.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const KEPT =
  /^(?:\u200c|\u200d|\u200e|\u200f|\u061c|[\u202a-\u202e]|[\u2066-\u2069]|[\ufe00-\ufe0f]|[\u{e0020}-\u{e007f}]|[\u{e0100}-\u{e01ef}])$/u;

/**
 * Format controls that draw nothing and shape nothing a person types: interlinear
 * annotation, hieroglyph layout.
 */
const FORMAT_CONTROLS = /[\ufff9-\ufffb\u{13430}-\u{1345f}]/gu;
/**
 * Emoji tags draw a flag only in a tag sequence: a black flag, tags, a cancel tag (🏴 of
 * Scotland). Anywhere else they are invisible ASCII, text nobody sees (and a way to hide
 * instructions in a reason or a name): those go.
 */
const TAGS_OUTSIDE_A_FLAG = /(\u{1f3f4}[\u{e0020}-\u{e007e}]+\u{e007f})|[\u{e0020}-\u{e007f}]/gu;
/** A joiner joins two visible characters; alone, or beside a space, it is only hidden. */
const LOOSE_JOINER =
  /(?<![^\s\p{Default_Ignorable_Code_Point}])[\u200c\u200d]|[\u200c\u200d](?![^\s\p{Default_Ignorable_Code_Point}])/gu;

/**
 * Direction marks in a row: only the first and the last touch text (one sets what comes
 * before, the other what follows), so a hundred marks are two, and the same mark twice is one.
 */
const DIRECTION_MARK_RUN = /([\u200e\u200f\u061c])[\u200e\u200f\u061c]*([\u200e\u200f\u061c])/gu;

export function stripInvisible(value: string): string {
  const stripped = value
    .replace(INVISIBLE, (char) => (KEPT.test(char) ? char : ""))
    .replace(DIRECTION_MARK_RUN, (_, first: string, last: string) => (first === last ? first : first + last))
    .replace(FORMAT_CONTROLS, "")
    .replace(TAGS_OUTSIDE_A_FLAG, (_, flag: string | undefined) => flag ?? "")
    .replace(LOOSE_JOINER, "");
  // What is kept shapes the text around it (a direction mark, an emoji tag, a variation
  // selector): with nothing visible to shape, the text is empty.
  return withoutInvisible(stripped).trim() === "" ? "" : stripped;
}

const INVISIBLE_OR_FORMAT = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]/gu;

/**
 * For comparing texts: every invisible code point goes, with every other format character
 * (an Arabic number sign, a Syriac abbreviation mark) and the braille blank, so look-alikes
 * compare equal.
 */
function withoutInvisible(value: string): string {
  return value.replace(INVISIBLE_OR_FORMAT, "");
}

/**
 * The comparison key of a title, an author or a person's name: what "the same title by the
 * same author" means, and what a search matches against. Spacing, letter case, Unicode form
 * (composed or not, ligatures, full-width) and invisible characters do not count. Written
 * next to each value in D1: books' title and author keys are unique per pair, and people's
 * name key is searched.
 *
 * `toLowerCase()` writes a capital sigma at the end of a word as the final form "ς", so
 * "ΟΔΥΣ" (a word typed so far) would not be found in "Οδυσσέας"; case folding maps both
 * forms to "σ", and so does the key.
 */
export function comparisonKey(value: string): string {
  return withoutInvisible(value.normalize("NFKC")).trim().replace(/\s+/g, " ").toLowerCase().replaceAll("ς", "σ");
}
