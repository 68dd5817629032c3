import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./api-error";
import { isDemoRefusal, setDemoModalOpen } from "./demo-refusal";

const MINUTE = 60_000;
/**
 * How long an answer counts as fresh. Above zero so that what the Worker handed over with the
 * page (web/lib/handover.ts) is not asked for again by the route's loader and again as the
 * screen mounts, a moment later; short, so a screen opened again shows what changed since.
 */
const FRESH_MS = 10_000;

const isRefusal = (status: number) => status >= 400 && status < 500;

/**
 * 3 retries with exponential delay from 1 s up to 30 s; answers fresh for 10 s, unused data
 * kept 5 minutes. An answer the server gave on purpose (4xx) is final and is not retried; a
 * server error or no answer at all is.
 */
export function createQueryClient() {
  return new QueryClient({
    // A write the read-only demo refused explains itself in the 'Demo Mode' modal.
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isDemoRefusal(error)) setDemoModalOpen(true);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 3 && !(error instanceof ApiRequestError && isRefusal(error.status)),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        staleTime: FRESH_MS,
        gcTime: 5 * MINUTE,
      },
    },
  });
}
