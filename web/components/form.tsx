import { useLingui } from "@lingui/react/macro";
import { createFormHook, createFormHookContexts } from "@tanstack/react-form";
import { Check, ChevronDown } from "lucide-react";
import type { ComponentProps, FormEvent, ReactNode } from "react";
import { useMemo } from "react";
import { fieldMessage } from "../../worker/lib/field-messages";
import * as Alert from "./ui/alert";
import { Button, type ButtonProps } from "./ui/button";
import * as Field from "./ui/field";
import * as Select from "./ui/select";

/**
 * The app's forms: TanStack Form with our field and button components registered, so a
 * screen writes `<form.AppField name="email">{(f) => <f.TextField label=… />}</form.AppField>`.
 */
const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/**
 * The field's first error, in the user's language. Shared schemas carry message ids
 * (worker/lib/field-messages.ts); text that is already a message passes through.
 */
function useFieldError(): string | undefined {
  const { i18n } = useLingui();
  const field = useFieldContext<unknown>();
  const [error] = field.state.meta.errors as Array<string | { message?: string } | undefined>;
  const message = typeof error === "string" ? error : error?.message;
  return message ? i18n._(fieldMessage(message)) : undefined;
}

type TextFieldProps = Omit<ComponentProps<typeof Field.Input>, "name" | "value" | "onChange" | "onBlur"> & {
  label: ReactNode;
  helperText?: ReactNode;
};

/** A labelled input bound to its form field, showing the field's first error. */
function TextField({ label, helperText, required, ...inputProps }: TextFieldProps) {
  const field = useFieldContext<string | null | undefined>();
  const error = useFieldError();
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      <Field.Input
        name={field.name}
        value={field.state.value ?? ""}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
        {...inputProps}
      />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

interface SelectFieldProps {
  label: ReactNode;
  placeholder?: string;
  options: Array<{ value: string; label: string }>;
  required?: boolean;
}

/** A single choice from a list (Ark UI Select), bound to its form field. */
function SelectField({ label, placeholder, options, required }: SelectFieldProps) {
  const field = useFieldContext<string>();
  const error = useFieldError();
  const collection = useMemo(() => Select.createListCollection({ items: options }), [options]);
  return (
    <Select.Root
      collection={collection}
      name={field.name}
      value={field.state.value ? [field.state.value] : []}
      onValueChange={({ value }) => field.handleChange(value[0] ?? "")}
      onInteractOutside={field.handleBlur}
      invalid={Boolean(error)}
      required={required}
    >
      <Select.Label>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger>
          <Select.ValueText placeholder={placeholder} />
          <Select.Indicator>
            <ChevronDown aria-hidden="true" />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Select.Positioner>
        <Select.Content>
          {options.map((option) => (
            <Select.Item key={option.value} item={option}>
              <Select.ItemText>{option.label}</Select.ItemText>
              <Select.ItemIndicator>
                <Check aria-hidden="true" />
              </Select.ItemIndicator>
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
      <Select.HiddenSelect />
      {error && (
        <Field.Root invalid>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      )}
    </Select.Root>
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
  fieldComponents: { TextField, SelectField },
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
