import { useLingui } from "@lingui/react/macro";
import { useBlocker } from "@tanstack/react-router";
import { useRef } from "react";
import { ConfirmDrawer } from "./confirm-drawer";

/**
 * Asks before leaving a form with unsaved changes (in-app navigation and closing the tab).
 * `allowLeave()` lets the next navigation through, e.g. after a successful save.
 */
export function useLeaveGuard(isDirty: () => boolean) {
  const { t } = useLingui();
  const allowed = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: () => !allowed.current && isDirty(),
    enableBeforeUnload: () => !allowed.current && isDirty(),
    withResolver: true,
  });

  const prompt = (
    <ConfirmDrawer
      open={blocker.status === "blocked"}
      title={t`Leave this page?`}
      description={t`Your changes have not been saved and will be lost.`}
      confirmLabel={t`Leave`}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
  return { prompt, allowLeave: () => (allowed.current = true) };
}
