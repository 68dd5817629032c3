import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { authClient, type SessionData } from "../../lib/auth-client";

/** The signed-in session, or null. Every guard and screen reads it from this one query. */
export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: async (): Promise<SessionData | null> => {
    const { data, error } = await authClient.getSession();
    if (error) throw error;
    return data;
  },
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery).data ?? null;
}

/**
 * Spec §7: the session is re-read after sign-in, sign-out, profile changes and account
 * deletion. Cached data from another user must not survive a change of user either.
 */
export async function refreshSession(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== "config" && query.queryKey[0] !== "session",
  });
  // Refetch even when nothing watches it: route guards read the cached value next.
  await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey, refetchType: "all" });
}
