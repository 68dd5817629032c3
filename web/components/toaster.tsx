import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { isDemoRefusal } from "../lib/demo-refusal";
import { describeError } from "../lib/error-messages";
import { loadSonner, toastsWanted } from "./toasts";

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
      // The demo's refusal opens its own dialog, which says the same.
      if (!isDemoRefusal(error)) notify.error(describeError(i18n, error));
    }
  };
}

const ToasterView = lazy(() => import("./toaster-view"));

/** Where toasts show; mounted (and downloaded) once the first one is asked for. */
export function Toaster() {
  const show = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
