import type { ComponentProps, FormEvent } from "react";
import * as Alert from "./ui/alert";

/*
 * Form pieces that need no form library: the sign-in screen, the first page most visitors
 * see, uses them without downloading TanStack Form (docs/decisions/0012).
 */

/**
 * After a submit the form refused (its rules, or the server), focus goes to the first field
 * marked invalid, whose error its description announces. With none, it goes back to the
 * button that submitted, if the submit left it nowhere (a button disables while it spins,
 * and a disabled button drops the focus to the page).
 */
function focusAfterSubmit(form: HTMLFormElement, submitter: HTMLElement | null) {
  if (!form.isConnected) return;
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid) invalid.focus();
  else if (!form.contains(document.activeElement)) submitter?.focus();
}

/** A `<form>` that validates in script (no browser bubbles) and never reloads the page. */
export function Form({
  onSubmit,
  children,
  ...props
}: Omit<ComponentProps<"form">, "onSubmit"> & { onSubmit: () => unknown }) {
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const form = event.currentTarget;
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        // Once React has drawn what the submit found.
        void Promise.resolve(onSubmit()).finally(() => requestAnimationFrame(() => focusAfterSubmit(form, submitter)));
      }}
      {...props}
    >
      {children}
    </form>
  );
}

/** A form-level error (the server refused), announced to screen readers; `id` for a field it describes. */
export function FormError({ message, id }: { message?: string; id?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" id={id}>
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
