// The toasts' state, apart from the components: toaster.tsx and the view it loads on demand
// (toaster-view.tsx) both read it.

/**
 * The table of UI constants (docs/ui.md): a toast closes after 4000 ms and pauses while
 * hovered or while the page is hidden; at most 3 show at once (the rest wait); 356 px wide, 14 px apart; a 45 px or
 * fast swipe dismisses it; removal takes 200 ms. These are sonner's own constants: the
 * width, swipe and removal are not options, the rest are set here so they stay visible.
 */
export const TOASTS = { duration: 4000, visible: 3, gap: 14 } as const;

/**
 * sonner and its Toaster load with the first toast, not with the first screen
 * (docs/decisions/0012). The Toaster must be listening before a toast is sent: sonner does
 * not replay earlier ones.
 */
let sonner: Promise<typeof import("sonner")> | undefined;
let wanted = false;
let listening: () => void = () => {};
const listeners = new Set<() => void>();

export function loadSonner() {
  if (!sonner) {
    sonner = new Promise<void>((resolve) => {
      listening = resolve;
    }).then(() => import("sonner"));
    wanted = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** Called by the Toaster once it listens: the toasts asked for meanwhile can go out. */
export function toasterListening() {
  listening();
}

/** Whether a toast was asked for, for the Toaster to mount (React's useSyncExternalStore). */
export const toastsWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => wanted,
};
