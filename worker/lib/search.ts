import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * True where `column` holds `text` anywhere. instr() compares the text as it is: no
 * wildcard to escape, and no pattern length limit (D1 refuses LIKE patterns over 50 bytes,
 * which a 17-character CJK title or 49 ASCII letters reach). Reasoning and measurements:
 * docs/decisions/0014-search-without-like.md.
 */
export function containsText(column: SQLWrapper, text: string): SQL {
  return sql`instr(${column}, ${text}) > 0`;
}
