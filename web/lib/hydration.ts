import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while React adopts a prerendered page (web/prerender.tsx), true once it has, and
 * always true for a screen rendered in the browser from the start. What differs per visitor
 * or per deployment beyond the prerendered variants waits for it, so the first render
 * matches the page's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
