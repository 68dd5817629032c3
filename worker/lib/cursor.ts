import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { ApiError } from "./errors";
import { fieldMessages } from "./field-messages.shared";

/**
 * Keyset-pagination cursors: the sort key of the last row of a page, opaque to clients
 * (base64url JSON). A page starts strictly after it, so rows added meanwhile never make a
 * page repeat or skip a row that was already there.
 */
export function encodeCursor(key: readonly string[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(key));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** The sort key a cursor holds; `accepts` checks its parts mean something (a forged one may not). */
export function decodeCursor(
  cursor: string,
  length: number,
  accepts: (key: string[]) => boolean = () => true,
): string[] {
  try {
    const binary = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
    const key: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
    if (Array.isArray(key) && key.length === length && key.every((part) => typeof part === "string") && accepts(key)) {
      return key;
    }
  } catch {
    // Falls through to the same answer as a well-formed but wrong cursor.
  }
  throw new ApiError("VALIDATION_ERROR", { issues: [{ path: "cursor", message: fieldMessages.invalidValue.id }] });
}

/**
 * Lists paged newest first, by (created_at, id) (people, organizations): the cursor of the
 * page that follows a row.
 */
export const newestFirstCursor = (row: { createdAt: Date; id: string }) =>
  encodeCursor([String(row.createdAt.getTime()), row.id]);

/**
 * The rows after a `newestFirstCursor`: a row value, so SQLite seeks the (created_at, id)
 * index instead of scanning to the cursor.
 */
export function olderThan(createdAt: SQLWrapper, id: SQLWrapper) {
  return (cursor: string): SQL => {
    const [time = "", lastId = ""] = decodeCursor(cursor, 2, ([first = ""]) => /^\d{1,15}$/.test(first));
    return sql`(${createdAt}, ${id}) < (${Number(time)}, ${lastId})`;
  };
}
