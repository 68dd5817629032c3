/**
 * Route search params, read by plain functions: route options ship in the first chunk
 * every visitor downloads, where a schema library costs 24–40 KB gzipped
 * (docs/decisions/0012-performance-budgets.md). Each route declares its params as optional
 * (`& SearchSchemaInput`), so links may leave any of them out.
 */

/** A search param as text: missing or malformed (a number, an object…) reads as "". */
export function textParam(search: Record<string, unknown>, key: string): string {
  const value = search[key];
  return typeof value === "string" ? value : "";
}
