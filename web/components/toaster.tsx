import { Toaster as ArkToaster, createToaster } from "@ark-ui/react/toast";
import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { describeError } from "../lib/error-messages";
import { IconButton } from "./ui/button";
import * as Toast from "./ui/toast";

/**
 * Feedback after an action (spec §4): closes after 4 s, pauses while hovered or while the
 * page is hidden, at most 3 at once (the rest wait), 14 px apart, removed in 200 ms.
 */
export const toaster = createToaster({
  placement: "bottom-end",
  max: 3,
  duration: 4000,
  gap: 14,
  removeDelay: 200,
  pauseOnPageIdle: true,
});

export const notify = {
  success: (title: string, description?: string) => toaster.success({ title, description }),
  error: (title: string, description?: string) => toaster.error({ title, description }),
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

export function Toaster() {
  const { t } = useLingui();
  return (
    <ArkToaster toaster={toaster}>
      {(toast) => (
        <Toast.Root key={toast.id} width="356px" maxW="calc(100vw - 2rem)">
          <Toast.Title>{toast.title}</Toast.Title>
          {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          <Toast.CloseTrigger asChild>
            <IconButton variant="ghost" size="sm" aria-label={t`Close`}>
              <X aria-hidden="true" />
            </IconButton>
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ArkToaster>
  );
}
