/** Which constraint a failed D1 statement broke, read from its message (D1 has no error codes). */
export function brokenConstraint(error: unknown): { kind: "unique" | "foreign-key"; detail: string } | null {
  const text =
    error instanceof Error ? `${error.message} ${error.cause instanceof Error ? error.cause.message : ""}` : "";
  const unique = text.match(/UNIQUE constraint failed: ([\w.,\s]+)/);
  if (unique?.[1]) return { kind: "unique", detail: unique[1].trim() };
  if (text.includes("FOREIGN KEY constraint failed")) return { kind: "foreign-key", detail: "" };
  return null;
}
