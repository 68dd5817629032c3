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
