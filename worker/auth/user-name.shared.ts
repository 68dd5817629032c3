import { hasOnlyAllowedCharacters, stripInvisible } from "../lib/text-rules.shared";
/**
 * What a user's name may be ('Name is required', 'Name is invalid'). Pure module: the SPA
 * validates with it and the Worker refuses anything else on every path that writes a name.
 * Invisible characters do not count: they are removed before the name is stored.
 */
export const NAME_MAX_LENGTH = 100;

export type NameProblem = "required" | "invalid";

export function checkName(name: string): NameProblem | null {
  const trimmed = stripInvisible(name).trim();
  if (!trimmed) return "required";
  if (trimmed.length > NAME_MAX_LENGTH || !hasOnlyAllowedCharacters(trimmed)) return "invalid";
  return null;
}
