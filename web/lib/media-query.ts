import { useSyncExternalStore } from "react";

/**
 * Breakpoints, in CSS pixels (docs/ui.md, the table of UI constants): below `mobile` the
 * layouts fold their navigation away (Panda's `md`); below `sheet` dialogs become bottom
 * drawers (Panda's `sm`).
 */
export const BREAKPOINTS = { mobile: 768, sheet: 640 } as const;

/** Whether the media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

const below = (width: number) => `(max-width: ${width - 0.02}px)`;

export const useIsMobile = () => useMediaQuery(below(BREAKPOINTS.mobile));
export const useIsSheet = () => useMediaQuery(below(BREAKPOINTS.sheet));
