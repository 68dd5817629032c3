/** Text made safe both in an element and in a quoted attribute of HTML the Worker writes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
