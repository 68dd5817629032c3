import { type UseQueryOptions, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useHydratedSoon } from "../lib/hydrated-soon";
import { ListSkeleton } from "./data-list";

/**
 * What a drawn screen shows once it is live (docs/drawn-screens.md): `fallback` (a skeleton of
 * its size, by default a list's) while the build draws the page and while the browser adopts
 * it, then `children`, which may read the screen's data and the person's time zone. A screen
 * the browser draws from the start shows `children` at once.
 */
export function Live({ fallback = <ListSkeleton />, children }: { fallback?: ReactNode; children: () => ReactNode }) {
  return useHydratedSoon() ? children() : fallback;
}

/**
 * A query's data once the page is live, none before: for a screen drawn whole whose values
 * come live, so React adopts the drawn elements and only the values change. A fallback of its
 * own component type (Live's) is replaced instead, and its text painted again then is a new,
 * late largest paint (the dashboard measured 3.5 s against 1.6).
 */
export function useLiveData<T>(query: UseQueryOptions<T, Error, T, readonly unknown[]>): T | undefined {
  const live = useHydratedSoon();
  // A first read that failed shows the route's error screen, as a suspended read would; a
  // failed refresh keeps the figures on screen.
  const { data } = useQuery({ ...query, enabled: live, throwOnError: (_, { state }) => state.data === undefined });
  return live ? data : undefined;
}
