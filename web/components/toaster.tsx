import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { describeError } from "../lib/error-messages";

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

function loadSonner() {
  if (!sonner) {
    sonner = new Promise<void>((resolve) => {
      listening = resolve;
    }).then(() => import("sonner"));
    wanted = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

export const notify = {
  success: (title: string, description?: string) =>
    void loadSonner().then(({ toast }) => toast.success(title, { description })),
  error: (title: string, description?: string) =>
    void loadSonner().then(({ toast }) => toast.error(title, { description })),
};

/**
 * `attempt(action, success)` runs an action and says how it went in a toast: `success`, or
 * why it failed. An action that resolves to `false` was called off, and nothing is said.
 */
export function useAttempt() {
  const { i18n } = useLingui();
  return async (action: () => Promise<unknown>, success: string) => {
    try {
      if ((await action()) === false) return;
      notify.success(success);
    } catch (error) {
      notify.error(describeError(i18n, error));
    }
  };
}

/** Called by the Toaster once it listens: the toasts asked for meanwhile can go out. */
export function toasterListening() {
  listening();
}

const ToasterView = lazy(() => import("./toaster-view"));

/** Where toasts show; mounted (and downloaded) once the first one is asked for. */
export function Toaster() {
  const show = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
