import { Trans, useLingui } from "@lingui/react/macro";
import { type AnyFieldLikeMetaBase, createFormHook, createFormHookContexts } from "@tanstack/react-form";
import { Check, ChevronDown, Save } from "lucide-react";
import type { ComponentProps, FormEvent, ReactNode } from "react";
import { useMemo } from "react";
import { HStack } from "styled-system/jsx";
import { fieldMessage } from "../../worker/lib/field-messages";
import { ApiRequestError } from "../lib/api-client";
import * as Alert from "./ui/alert";
import { Button, type ButtonProps } from "./ui/button";
import * as Dialog from "./ui/dialog";
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

/** A page form's buttons: submit (labelled by `children`) and Cancel, which goes back. */
function SaveOrCancel({ children }: { children: ReactNode }) {
  return (
    <HStack gap="3">
      <SubmitButton>
        <Save aria-hidden="true" />
        {children}
      </SubmitButton>
      <Button variant="ghost" onClick={() => window.history.back()}>
        <Trans>Cancel</Trans>
      </Button>
    </HStack>
  );
}

/** A dialog form's buttons: Cancel, which closes the dialog, and submit (labelled by `children`). */
function CancelOrSubmit({ children }: { children: ReactNode }) {
  return (
    <HStack justifyContent="flex-end" gap="3">
      <Dialog.CloseTrigger asChild>
        <Button variant="outline">
          <Trans>Cancel</Trans>
        </Button>
      </Dialog.CloseTrigger>
      <SubmitButton>{children}</SubmitButton>
    </HStack>
  );
}

export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, SelectField },
  formComponents: { SubmitButton, SaveOrCancel, CancelOrSubmit },
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

/**
 * Puts the field problems the server found (a taken title, say) on their fields. False when
 * there was none to put: show the error's message above the buttons instead.
 */
export function showServerIssues<Name extends string>(
  form: { setFieldMeta: (field: Name, updater: (meta: AnyFieldLikeMetaBase) => AnyFieldLikeMetaBase) => void },
  fields: readonly Name[],
  error: unknown,
): boolean {
  const issues = error instanceof ApiRequestError ? (error.body.issues ?? []) : [];
  const known = issues.filter((issue): issue is typeof issue & { path: Name } =>
    (fields as readonly string[]).includes(issue.path),
  );
  for (const issue of known) {
    form.setFieldMeta(issue.path, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: issue.message } }));
  }
  return known.length > 0;
}
