import type { ComponentProps, FormEvent } from "react";
import * as Alert from "./ui/alert";

/*
 * Form pieces that need no form library: the sign-in screen, the first page most visitors
 * see, uses them without downloading TanStack Form (docs/decisions/0012).
 */

/** A `<form>` that validates in script (no browser bubbles) and never reloads the page. */
export function Form({
  onSubmit,
  children,
  ...props
}: Omit<ComponentProps<"form">, "onSubmit"> & { onSubmit: () => unknown }) {
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void onSubmit();
      }}
      {...props}
    >
      {children}
    </form>
  );
}

/** A form-level error (the server refused), announced to screen readers. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error">
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
