import { useDeferredValue } from "react";
import { useHydrated } from "./hydration";

/**
 * useHydrated (web/lib/hydration.ts) for what a drawn page adds once it is live (an
 * organization's cards, the account's sessions): React renders it in the background, in
 * slices that yield to the person's input, instead of in the task that takes the page over,
 * which a phone's slow CPU would make one long block (Lighthouse's blocking time). A screen
 * rendered in the browser from the start draws it at once, as with useHydrated. A module of
 * its own: the sign-in screen, which loads useHydrated, has no use for it.
 */
export function useHydratedSoon(): boolean {
  return useDeferredValue(useHydrated());
}
