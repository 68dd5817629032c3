import { useEffect, useSyncExternalStore } from "react";

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

/**
 * Marks `<html data-live>` once the page answers clicks: a drawn page (web/prerender.tsx) shows
 * its buttons disabled and its links as plain links until then. What waits on it: the browser
 * tests, before they click, as a person's second tap would.
 */
export function MarkLive(): null {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.live = "";
  }, [hydrated]);
  return null;
}
