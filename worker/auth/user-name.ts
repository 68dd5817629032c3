/**
 * What a user's name may be (spec §5: 'Name is required', 'Name is invalid'). Pure module:
 * the SPA validates with it and the Worker refuses anything else on every path that
 * writes a name.
 */
export const NAME_MAX_LENGTH = 100;

/** C0/C1 control characters and bidirectional overrides that could disguise a name or a reason. */
export const FORBIDDEN_CHARACTERS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

export type NameProblem = "required" | "invalid";

export function checkName(name: string): NameProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return "required";
  if (trimmed.length > NAME_MAX_LENGTH || FORBIDDEN_CHARACTERS.test(trimmed)) return "invalid";
  return null;
}
