import { useSyncExternalStore } from "react";

/**
 * Breakpoints, in CSS pixels (docs/ui.md, the table of UI constants): below `sheet` dialogs
 * become bottom drawers (Panda's `sm`). The layouts fold their navigation away below 768 px
 * (Panda's `md`) in CSS alone, so that the build can draw them (web/prerender.tsx).
 */
export const BREAKPOINTS = { sheet: 640 } as const;

/**
 * Whether the media query matches now; re-renders when that changes. A page the build drew
 * (web/prerender.tsx) cannot know the width: it is drawn as if the query did not match, and
 * hydrated so, and the browser's answer follows once the page is live.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

const below = (width: number) => `(max-width: ${width - 0.02}px)`;

export const useIsSheet = () => useMediaQuery(below(BREAKPOINTS.sheet));
