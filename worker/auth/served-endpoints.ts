import type { BetterAuthOptions } from "better-auth";
import { allowedMethods } from "../lib/allowed-methods";
import type { Auth } from "./auth";

/** One method of one better-auth endpoint: `path` in its own syntax (`/callback/:id`), under /api/auth. */
export interface ServedEndpoint {
  /** Its name in `auth.api` (`revokeSessions`), what a server-side caller uses. */
  name: string;
  method: string;
  path: string;
}

interface Endpoint {
  path?: string;
  options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
}

/**
 * Endpoints better-auth routes but, in this configuration, refuses every time: each with the
 * option that would open it. (Password, link and email-change routes are closed outright:
 * CLOSED_PATHS in worker/auth/options.ts.)
 */
function refusedByConfiguration(options: BetterAuthOptions): Array<{ path: string; method?: string }> {
  const refused: Array<{ path: string; method?: string }> = [];
  // The link that confirms a deletion is only ever mailed by this hook.
  if (!options.user?.deleteUser?.sendDeleteAccountVerification) refused.push({ path: "/delete-user/callback" });
  if (!options.session?.deferSessionRefresh) refused.push({ path: "/get-session", method: "POST" });
  const openAPI = options.plugins?.find((plugin) => plugin.id === "open-api") as
    | { options?: { disableDefaultReference?: boolean; path?: string } }
    | undefined;
  if (openAPI?.options?.disableDefaultReference) refused.push({ path: openAPI.options.path ?? "/reference" });
  return refused;
}

/**
 * The routes /api/auth answers, from better-auth's own route table: its endpoints that are
 * reachable over HTTP, less the paths the app closes (CLOSED_PATHS in worker/auth/options.ts)
 * and those this configuration always refuses. Any other path is ours to refuse (404, 405)
 * before better-auth runs, so it never counts against a rate limit; the auth document
 * (worker/openapi/auth-document.ts) describes exactly these.
 */
function endpointsOf(auth: Auth): ServedEndpoint[] {
  const closed = new Set(auth.options.disabledPaths ?? []);
  const refused = refusedByConfiguration(auth.options);
  const isRefused = (method: string, path: string) =>
    closed.has(path) || refused.some((entry) => entry.path === path && (entry.method ?? method) === method);
  return Object.entries(auth.api as Record<string, Endpoint>).flatMap(([name, { path, options }]) => {
    if (!path || !options?.method || options.metadata?.SERVER_ONLY) return [];
    return [options.method]
      .flat()
      .filter((method) => !isRefused(method, path))
      .map((method) => ({ name, method, path }));
  });
}

const tables = new WeakMap<Auth, { endpoints: ServedEndpoint[]; allowed: (path: string) => string[] }>();

function tableOf(auth: Auth) {
  let table = tables.get(auth);
  if (!table) {
    const endpoints = endpointsOf(auth);
    const basePath = auth.options.basePath;
    const allowed = allowedMethods(endpoints.map(({ method, path }) => ({ method, path: `${basePath}${path}` })));
    table = { endpoints, allowed };
    tables.set(auth, table);
  }
  return table;
}

export function servedEndpoints(auth: Auth): ServedEndpoint[] {
  return tableOf(auth).endpoints;
}

/** The methods /api/auth takes at a path (`/api/auth/sign-out`, say): empty when it serves none. */
export function authMethodsAt(auth: Auth, path: string): string[] {
  return tableOf(auth).allowed(path);
}
