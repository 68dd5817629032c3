import { useLingui } from "@lingui/react/macro";
import type { CSSProperties } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { directionOf, type Locale } from "../../worker/i18n/locales";
import { describeError } from "../lib/error-messages";
import { useTheme } from "../lib/theme";

/**
 * Spec §4 and §9: a toast closes after 4000 ms and pauses while hovered or while the page
 * is hidden; at most 3 show at once (the rest wait); 356 px wide, 14 px apart; a 45 px or
 * fast swipe dismisses it; removal takes 200 ms. These are sonner's own constants: the
 * width, swipe and removal are not options, the rest are set here so they stay visible.
 */
export const TOASTS = { duration: 4000, visible: 3, gap: 14 } as const;

export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  error: (title: string, description?: string) => toast.error(title, { description }),
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

/** Sonner's look, in the app's tokens (inline, so it wins over sonner's own sheet). */
const look = {
  fontFamily: "inherit",
  "--normal-bg": "var(--colors-bg-default)",
  "--normal-border": "var(--colors-border-default)",
  "--normal-text": "var(--colors-fg-default)",
  "--border-radius": "var(--radii-l3)",
} as CSSProperties;

export function Toaster() {
  const { t, i18n } = useLingui();
  const dir = directionOf(i18n.locale as Locale);
  return (
    <Sonner
      theme={useTheme()}
      dir={dir}
      position={dir === "rtl" ? "bottom-left" : "bottom-right"}
      duration={TOASTS.duration}
      visibleToasts={TOASTS.visible}
      gap={TOASTS.gap}
      closeButton
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Close` }}
      style={look}
    />
  );
}
