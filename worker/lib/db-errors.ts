import { type ErrorCode, isErrorCode } from "./errors";

function messagesOf(error: unknown): string {
  const parts: string[] = [];
  for (let cause = error; cause instanceof Error && parts.length < 5; cause = cause.cause) parts.push(cause.message);
  return parts.join(" ");
}

/** Which constraint a failed D1 statement broke, read from its message (D1 has no error codes). */
export function brokenConstraint(error: unknown): { kind: "unique" | "foreign-key"; detail: string } | null {
  const text = messagesOf(error);
  const unique = text.match(/UNIQUE constraint failed: ([\w.,\s]+)/);
  if (unique?.[1]) return { kind: "unique", detail: unique[1].trim() };
  if (text.includes("FOREIGN KEY constraint failed")) return { kind: "foreign-key", detail: "" };
  return null;
}

/**
 * The rule a statement broke when one of the database's own triggers refused it
 * (`RAISE(ABORT, '<code>')`, migrations/0003_rules.sql): its error code, else null.
 */
export function brokenRule(error: unknown): ErrorCode | null {
  const code = messagesOf(error).match(/\b([A-Z][A-Z_]+): SQLITE_CONSTRAINT\b/)?.[1];
  return isErrorCode(code) ? code : null;
}
