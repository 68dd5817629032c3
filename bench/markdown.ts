export const mark = (ok: boolean) => (ok ? "✓" : "✗");

/** A Markdown table, its columns padded so that it reads as well in a terminal; `rows[0]` is the head. */
export function markdownTable(rows: string[][]): string {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) => `| ${widths.map((width, column) => (row[column] ?? "").padEnd(width)).join(" | ")} |`;
  const [head = [], ...body] = rows;
  return [line(head), `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`, ...body.map(line)].join("\n");
}
