import type { QueryClient } from "@tanstack/react-query";
import { DRAWN_ROWS_ID } from "../../worker/spa/drawn-rows.shared";
import { HANDOVER_ID, type HandedQuery } from "../../worker/spa/screens.shared";

let arrivedWithRows = false;

/**
 * Puts what the Worker answered with the page (worker/spa/handover.ts: the session, the
 * settings, the screen's first query) into the cache before the first render, so the screen
 * starts with its data instead of asking for it. A keyset list's answer is its first page.
 */
export function takeHandover(queryClient: QueryClient): void {
  const list = document.getElementById(DRAWN_ROWS_ID);
  arrivedWithRows = list !== null && list.querySelector("[aria-busy]") === null;
  const script = document.getElementById(HANDOVER_ID);
  if (!script?.textContent) return;
  for (const { queryKey, paged, data } of JSON.parse(script.textContent) as HandedQuery[]) {
    queryClient.setQueryData(queryKey, paged ? { pages: [data], pageParams: [undefined] } : data);
  }
}

/**
 * Whether the page arrived with a list's first rows (docs/drawn-screens.md, "Rows") rather than
 * its skeleton, read before React touches the page: the first render must draw what arrived.
 */
export const rowsArrived = (): boolean => arrivedWithRows;
