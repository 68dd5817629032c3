import { type ReactElement, type ReactNode, Suspense, useState } from "react";
import { type ButtonProps, IconButton } from "./ui/button";

/** How a menu mounted on first use must start. */
export interface MenuOpening {
  /** The icon button, for the menu to wrap in its trigger. */
  trigger: ReactElement;
  defaultOpen: true;
  /** Set when opened from the keyboard: the first item is highlighted, as Ark does itself. */
  defaultHighlightedValue?: string;
}

interface MenuOnDemandProps {
  label: string;
  icon: ReactNode;
  /** Another button than the icon alone (the person's menu shows their name too). */
  button?: (props: ButtonProps) => ReactElement;
  /** The first item's value. */
  firstValue: string;
  /** Starts downloading the menu (on hover or focus, so a click rarely waits). */
  preload: () => unknown;
  children: (opening: MenuOpening) => ReactNode;
}

/**
 * An icon button that becomes an Ark menu on first use. Ark's menu (its machine, popper and
 * presence: about 35 KB gzipped) then stays off the first screen of every visitor who never
 * opens one (docs/decisions/0012). Once open, the menu focuses itself, and gives focus back
 * to its own trigger when it closes.
 */
export function MenuOnDemand(props: MenuOnDemandProps) {
  const { label, icon, firstValue, preload, children } = props;
  const [opened, setOpened] = useState<{ byKeyboard: boolean }>();
  const button =
    props.button ??
    ((buttonProps: ButtonProps = {}) => (
      <IconButton variant="ghost" size="sm" aria-label={label} {...buttonProps}>
        {icon}
      </IconButton>
    ));
  const standIn = button({
    "aria-haspopup": "menu",
    "aria-expanded": false,
    onPointerEnter: preload,
    onFocus: preload,
    // A click from the keyboard (Enter, Space) has no pointer, so its detail is 0.
    onClick: (event) => setOpened({ byKeyboard: event.detail === 0 }),
  });
  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      {children({
        trigger: button({}),
        defaultOpen: true,
        ...(opened.byKeyboard ? { defaultHighlightedValue: firstValue } : {}),
      })}
    </Suspense>
  );
}
