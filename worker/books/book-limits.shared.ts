/** The longest title, author or publisher: apart from the schemas so a screen can read it without zod. */
export const TEXT_MAX = 200;
