/** The dot, its look-alikes (fullwidth, ideographic, halfwidth, small), at sign and colon. */
const LINK_PUNCTUATION = /([.\uff0e\u3002\uff61\ufe52@:])/g;

/**
 * A value someone typed (a name, an organization, an address), as an email shows it: set apart
 * from the sentence around it (first-strong isolate … pop directional isolate), so an Arabic
 * name in an English sentence, or a Latin address in an Arabic one, keeps its own direction
 * and does not reorder the rest; and unable to become a link, with a word joiner after each
 * dot (or look-alike dot: "evil．com"), at sign and colon, so that no mail client reads
 * "visit evil.example" or "https://…" in it as an address to follow. The joiners draw
 * nothing: an email's only links are the app's.
 */
export const typedText = (value: string) => `\u2068${value.replace(LINK_PUNCTUATION, "$1\u2060")}\u2069`;
