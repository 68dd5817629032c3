/**
 * C0/C1 control characters and bidirectional overrides: they could disguise a title, a name,
 * a reason or a search term. Pure, so the SPA's name rules can share it.
 */
export const FORBIDDEN_CHARACTERS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

export const hasNoHiddenCharacters = (value: string) => !FORBIDDEN_CHARACTERS.test(value);
