import { useLingui } from "@lingui/react/macro";
import { type CSSProperties, useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { directionOf, type Locale } from "../../worker/i18n/locales.shared";
import { useTheme } from "../lib/theme";
import { TOASTS, toasterListening } from "./toasts";

/** Sonner's look, in the app's tokens (inline, so it wins over sonner's own sheet). */
const look = {
  fontFamily: "inherit",
  "--normal-bg": "var(--colors-bg-default)",
  "--normal-border": "var(--colors-border-default)",
  "--normal-text": "var(--colors-fg-default)",
  "--border-radius": "var(--radii-l3)",
} as CSSProperties;

/** sonner's Toaster, in the app's look and direction. */
export default function ToasterView() {
  // Effects run children first: by now sonner's own effect subscribed to new toasts.
  useEffect(toasterListening, []);
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
