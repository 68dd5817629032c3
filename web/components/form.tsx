import { createFormHook, createFormHookContexts } from "@tanstack/react-form";
import type { ComponentProps, FormEvent, ReactNode } from "react";
import * as Alert from "./ui/alert";
import { Button, type ButtonProps } from "./ui/button";
import * as Field from "./ui/field";

/**
 * The app's forms: TanStack Form with our field and button components registered, so a
 * screen writes `<form.AppField name="email">{(f) => <f.TextField label=… />}</form.AppField>`.
 */
const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

type TextFieldProps = Omit<ComponentProps<typeof Field.Input>, "name" | "value" | "onChange" | "onBlur"> & {
  label: ReactNode;
  helperText?: ReactNode;
};

/** A labelled input bound to its form field, showing the field's first error. */
function TextField({ label, helperText, ...inputProps }: TextFieldProps) {
  const field = useFieldContext<string>();
  const [error] = field.state.meta.errors as Array<string | { message?: string } | undefined>;
  const message = typeof error === "string" ? error : error?.message;
  return (
    <Field.Root invalid={Boolean(message)}>
      <Field.Label>{label}</Field.Label>
      <Field.Input
        name={field.name}
        value={field.state.value}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
        {...inputProps}
      />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

/** Submits the form; spins and blocks while the submission runs. */
function SubmitButton(props: Omit<ButtonProps, "type" | "loading">) {
  const form = useFormContext();
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(submitting) => <Button type="submit" loading={submitting} {...props} />}
    </form.Subscribe>
  );
}

export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField },
  formComponents: { SubmitButton },
});

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
