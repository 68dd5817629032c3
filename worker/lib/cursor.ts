import { ApiError } from "./errors";
import { fieldMessages } from "./field-messages";

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
