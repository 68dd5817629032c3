import { ark } from "@ark-ui/react/factory";
import type { ComponentProps } from "react";
import { styled } from "styled-system/jsx";
import { button } from "styled-system/recipes";
import { useHydrated } from "../../lib/hydration";
import { Spinner } from "./spinner";

const StyledButton = styled(ark.button, button);

export interface ButtonProps extends ComponentProps<typeof StyledButton> {
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
}

/**
 * On a prerendered page (the sign-in screen) buttons wait for the scripts: until React has
 * adopted the page a click would do nothing, or submit the form the browser's own way.
 */
export function Button({ loading = false, disabled, children, asChild, type, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  // asChild renders the child element itself (a link, say): it must stay the only child.
  if (asChild)
    return (
      <StyledButton asChild {...props}>
        {children}
      </StyledButton>
    );
  return (
    <StyledButton
      type={type ?? "button"}
      disabled={disabled || loading || !hydrated}
      // Marks a button disabled only until its part of the page is live: a route's part may be
      // taken over after the rest (tests/e2e/browser.ts, untilLive, waits for none to be left).
      data-waiting={hydrated ? undefined : ""}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" borderWidth="2px" />}
      {children}
    </StyledButton>
  );
}

/** A square button holding only an icon; `aria-label` is required. */
export function IconButton(props: ButtonProps & { "aria-label": string }) {
  return <Button px="0" aspectRatio="square" {...props} />;
}
