/**
 * How a feature declares its signed-in screens (docs/drawn-screens.md): for each route
 * pattern of web/routes, the API reads its first render needs. The Worker answers them with
 * the page and the SPA starts with that data in its cache, so no screen waits for a request
 * of the browser's own. A feature writes its declaration in `worker/<feature>/<feature>.screens.ts`
 * (found by worker/spa/screen-registry.shared.ts); its web queries take their keys from the same reads.
 * Pure, so the Worker, the build and the SPA share it.
 */

/** How many rows every keyset list asks for at a time. */
export const PAGE_SIZE = 20;

/** One API read a screen starts with: the React Query key it fills and the request that answers it. */
export interface ApiRead<T = unknown> {
  queryKey: readonly unknown[];
  /** The API request: a path with its query string. */
  path: string;
  /** A keyset list is an infinite query; the API's answer is its first page. */
  paged: boolean;
  /** A record's heading, drawn before any script (web/components/record-frame.tsx). */
  heading?: (data: T) => string;
}

/** A read of one answer; a record's read says how its heading reads. */
export function read<T>(queryKey: readonly unknown[], path: string, heading?: (data: T) => string): ApiRead<T> {
  return { queryKey, path, paged: false, heading: heading as ApiRead<T>["heading"] };
}

/** The first page of a keyset list: `{ items, total, nextCursor }`. */
export function pagedRead<Item>(
  queryKey: readonly unknown[],
  path: string,
  searchTerm = "",
): ApiRead<{ items: Item[]; total: number; nextCursor: string | null }> {
  const query = new URLSearchParams({ ...(searchTerm ? { searchTerm } : {}), limit: String(PAGE_SIZE) });
  return { queryKey, path: `${path}?${query}`, paged: true };
}

/**
 * What a list's rows draw differently by: a path whose value is present or not (a cover, a
 * ban), or a path and the values it takes (a role). The build draws the rows once per
 * combination, from the item's schema; the Worker fills them from the rows it hands over.
 * An item whose value is not among those listed leaves the list to the SPA.
 */
export type RowVariant = string | readonly [path: string, values: readonly string[]];

/** A list drawn with its first rows before any script (docs/drawn-screens.md, "Rows"). */
export interface DrawnRows {
  variants: readonly RowVariant[];
  /** The schema of one item, loaded by the build alone. */
  item: () => Promise<unknown>;
}

/** The names of a route pattern's parameters: `/app/books/$id` → `"id"`. */
type ParamNames<Pattern extends string> = Pattern extends `${string}$${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}$${infer Name}`
    ? Name
    : never;

/** The route's path parameters (decoded) and its search, as the address has them. */
export interface ScreenAddress<Pattern extends string = string> {
  params: Record<ParamNames<Pattern>, string>;
  search: URLSearchParams;
}

export interface Screen<Pattern extends string = string> {
  reads: (address: ScreenAddress<Pattern>) => readonly ApiRead<never>[];
  rows?: DrawnRows;
}

/**
 * A feature's screens, by route pattern (`/app/books/$id`, as web/routes names it). A pattern
 * ending in `/*` is a layout's: its reads come with every screen below it (the /app header's
 * organization menu names the active one on every /app screen), so none asks for them itself.
 */
export type Screens = Record<string, Screen>;

/** Declares a feature's screens: each route's reads get that route's parameters, typed. */
export const screens = <Declared extends Record<string, unknown>>(
  declared: {
    [Pattern in keyof Declared]: Screen<Pattern & string>;
  },
): Screens => declared as Screens;

/** The session and the settings, which every signed-in screen reads first. */
export const sessionRead = /* @__PURE__ */ read(["session"], "/api/auth/get-session");
export const configRead = /* @__PURE__ */ read(["config"], "/api/config");

/** What the Worker puts in the page: the API's 200 answers, nothing for a refusal. */
export interface HandedQuery {
  queryKey: readonly unknown[];
  paged: boolean;
  data: unknown;
}

/** The id of the page's `<script type="application/json">` that carries the handed queries. */
export const HANDOVER_ID = "handover";
