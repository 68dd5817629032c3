/**
 * Text made safe both in an element and in a quoted attribute of HTML the Worker writes. The
 * private-use characters that mark a drawn page's slots (worker/spa/slots.shared.ts) are written as
 * references too, so that a value filled into a page is never read as a slot.
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"'\u{E000}-\u{E004}]/gu, (character) => `&#${character.charCodeAt(0)};`);
