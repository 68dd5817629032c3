/**
 * What a signed-in screen reads as it starts, as React Query keys and the API requests that
 * answer them. The Worker answers them with the page (worker/spa/handover.ts) and the SPA
 * starts with that data in its cache (web/lib/handover.ts), so neither the first paint nor
 * the screen's data waits for a request of the browser's own (docs/decisions/0030). Pure, so
 * the SPA's queries take their keys from here: a key that drifted would only cost the
 * handover, silently.
 */
import { routeTakesPart } from "./route-patterns";

/** How many rows every keyset list asks for at a time. */
export const PAGE_SIZE = 20;

export const queryKeys = {
  config: ["config"] as const,
  session: ["session"] as const,
  books: ["books"] as const,
  bookList: (searchTerm: string) => ["books", "list", searchTerm] as const,
  book: (id: string) => ["books", "detail", id] as const,
  users: ["users"] as const,
  userList: (searchTerm: string) => ["users", "list", searchTerm] as const,
  mySessions: ["account", "sessions"] as const,
  myPasskeys: ["account", "passkeys"] as const,
  myActivity: ["account", "activity"] as const,
  myOrganizations: ["account", "organizations"] as const,
  organizations: ["organizations"] as const,
  organization: (slug: string) => ["organizations", "detail", slug] as const,
  invitation: (id: string) => ["invitations", id] as const,
  managerOrganizations: ["manager-organizations"] as const,
  managerOrganizationList: (searchTerm: string) => ["manager-organizations", "list", searchTerm] as const,
  managerOrganization: (id: string) => ["manager-organizations", "detail", id] as const,
  dashboard: ["dashboard"] as const,
  /** The trail's filters as the API takes them; none is `{}`. */
  auditList: <Filters extends object>(filters: Filters) => ["audit", "list", filters] as const,
};

export interface ScreenQuery {
  queryKey: readonly unknown[];
  /** The API request that answers it: a path with its query string. */
  path: string;
  /** A keyset list is an infinite query; the API's answer is its first page. */
  paged: boolean;
}

/** What the Worker puts in the page: the API's 200 answers, nothing for a refusal. */
export interface HandedQuery {
  queryKey: readonly unknown[];
  paged: boolean;
  data: unknown;
}

/** The id of the page's `<script type="application/json">` that carries the handed queries. */
export const HANDOVER_ID = "handover";

const one = (queryKey: readonly unknown[], path: string): ScreenQuery => ({ queryKey, path, paged: false });

function list(queryKey: readonly unknown[], path: string, searchTerm: string): ScreenQuery {
  const query = new URLSearchParams({ ...(searchTerm ? { searchTerm } : {}), limit: String(PAGE_SIZE) });
  return { queryKey, path: `${path}?${query}`, paged: true };
}

/** The session, which every screen reads first (marked pure: the SPA, reading this module for its keys, drops it). */
export const sessionQuery = /* @__PURE__ */ one(queryKeys.session, "/api/auth/get-session");

/** The signed-in areas: their pages need a session, and draw it. */
export function isAreaPath(pathname: string): boolean {
  return /^\/(app|manager)(\/|$)/.test(pathname);
}

/** Each screen's own first query, by its route's pattern (web/routes), from its path's `$id` and search. */
const screens: Record<string, (id: string, searchTerm: string, search: URLSearchParams) => ScreenQuery | undefined> = {
  "/app/books": () => list(queryKeys.bookList(""), "/api/books", ""),
  "/app/books/$id": (id) => one(queryKeys.book(id), `/api/books/${encodeURIComponent(id)}`),
  "/app/account": () => one(queryKeys.mySessions, "/api/account/sessions"),
  "/app/organizations": () => one(queryKeys.myOrganizations, "/api/account/organizations"),
  "/app/organizations/$slug": (slug) =>
    one(
      queryKeys.organization(slug),
      `/api/auth/organization/get-full-organization?${new URLSearchParams({ organizationSlug: slug })}`,
    ),
  "/app/invitations/$id": (id) => one(queryKeys.invitation(id), `/api/invitations/${encodeURIComponent(id)}`),
  "/manager/dashboard": () => one(queryKeys.dashboard, "/api/dashboard"),
  "/manager/books": (_, searchTerm) => list(queryKeys.bookList(searchTerm), "/api/books", searchTerm),
  "/manager/users": (_, searchTerm) => list(queryKeys.userList(searchTerm), "/api/users", searchTerm),
  "/manager/organizations": (_, searchTerm) =>
    list(queryKeys.managerOrganizationList(searchTerm), "/api/organizations", searchTerm),
  "/manager/organizations/$id": (id) =>
    one(queryKeys.managerOrganization(id), `/api/organizations/${encodeURIComponent(id)}`),
  // Filtered, its query names a person the page looks up first: only the whole trail is handed over.
  "/manager/audit": (_, __, search) =>
    search.size === 0 ? list(queryKeys.auditList({}), "/api/audit", "") : undefined,
};

/**
 * What a screen shows once it is live, beside its own query: handed over too, so it comes
 * with the page rather than after a request of the browser's own. Functions, as `screens`
 * are, so the SPA, which reads `queryKeys` here, does not build them at load.
 */
const alongside: Record<string, () => ScreenQuery[]> = {
  "/app/account": () => [
    one(queryKeys.myPasskeys, "/api/auth/passkey/list-user-passkeys"),
    list(queryKeys.myActivity, "/api/account/activity", ""),
  ],
};

function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A signed-in screen's own first query, from its path and search; none for a screen not listed. */
export function ownQuery({ pathname, searchParams }: URL): ScreenQuery | undefined {
  const screen = Object.entries(screens).find(([pattern]) => routeTakesPart({ pattern, layout: false }, pathname));
  const id = decodedSegment(pathname.split("/").filter(Boolean)[2] ?? "");
  // A malformed escape (`%E0%A4%A`) names no record: the screen finds that out itself.
  return screen && id !== undefined ? screen[1](id, searchParams.get("searchTerm") ?? "", searchParams) : undefined;
}

const patternOf = (pathname: string) =>
  Object.keys(alongside).find((pattern) => routeTakesPart({ pattern, layout: false }, pathname));

/**
 * The queries a signed-in screen's first render reads, the session first; none outside the
 * areas. Only what a screen shows as it opens: a screen not listed here fetches its own.
 */
export function screenQueries(url: URL): ScreenQuery[] {
  if (!isAreaPath(url.pathname)) return [];
  const own = ownQuery(url);
  const besides = alongside[patternOf(url.pathname) ?? ""]?.() ?? [];
  return [sessionQuery, one(queryKeys.config, "/api/config"), ...(own ? [own] : []), ...besides];
}
