import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { JSONParsed } from "hono/utils/types";
import { configRead, sessionRead } from "../../../worker/spa/screens.shared";
import { unwrap } from "../../lib/api-error";
import type { SessionData } from "../../lib/auth-client";

/** The session as it travels: dates are ISO strings (nothing here reads them). */
export type Session = JSONParsed<SessionData>;

/**
 * The signed-in session, or null. Every guard and screen reads it from this one query.
 * A plain request rather than better-auth's client, which the first screen would otherwise
 * download before anyone signs in (docs/decisions/0012); failures read like the API's.
 */
export const sessionQuery = queryOptions({
  queryKey: sessionRead.queryKey,
  queryFn: () => unwrap<Session | null>(fetch("/api/auth/get-session")),
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery).data ?? null;
}

/**
 * The session is re-read after sign-in, sign-out, impersonation and account
 * deletion. Cached data from another person must not survive a change of person either.
 */
export async function switchSession(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: ({ queryKey: [name] }) => name !== configRead.queryKey[0] && name !== sessionRead.queryKey[0],
  });
  // Refetch even when nothing watches it: route guards read the cached value next.
  await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey, refetchType: "all" });
}

/**
 * The same person changed (their name, email, a new sign-in): refetch what is shown but
 * keep the cache, so the screen does not suspend under an open dialog.
 */
export async function refreshSession(queryClient: QueryClient) {
  await queryClient.invalidateQueries();
}
