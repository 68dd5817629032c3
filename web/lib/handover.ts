import type { QueryClient } from "@tanstack/react-query";
import { HANDOVER_ID, type HandedQuery } from "../../worker/spa/screen-data";

/**
 * Puts what the Worker answered with the page (worker/spa/handover.ts: the session, the
 * settings, the screen's first query) into the cache before the first render, so the screen
 * starts with its data instead of asking for it. A keyset list's answer is its first page.
 */
export function takeHandover(queryClient: QueryClient): void {
  const script = document.getElementById(HANDOVER_ID);
  if (!script?.textContent) return;
  for (const { queryKey, paged, data } of JSON.parse(script.textContent) as HandedQuery[]) {
    queryClient.setQueryData(queryKey, paged ? { pages: [data], pageParams: [undefined] } : data);
  }
}
