import { Trans } from "@lingui/react/macro";
import {
  type AnyFieldLikeMetaBase,
  createFormHook,
  type StandardSchemaV1,
  standardSchemaValidators,
} from "@tanstack/react-form";
import type { ComponentProps, ReactNode } from "react";
import { lazy, Suspense } from "react";
import { HStack } from "styled-system/jsx";
import { ApiRequestError } from "../lib/api-error";
import { errorCode } from "../lib/error-messages";
import { useTypedBeforeScripts } from "../lib/typed-before-scripts";
import { fieldContext, formContext, useFieldContext, useFieldError, useFormContext } from "./form-context";
import { Save } from "./icons";
import type { SelectFieldProps } from "./select-field";
import { Button, type ButtonProps } from "./ui/button";
import * as Field from "./ui/field";

type TextFieldProps = Omit<ComponentProps<typeof Field.Input>, "name" | "value" | "onChange" | "onBlur"> & {
  label: ReactNode;
  helperText?: ReactNode;
  /**
   * A problem found as the person types, shown as an error while the form has none for the
   * field; unlike a rule, it never holds a submit back (see `useSlugHint`).
   */
  hint?: string;
};

/** A labelled input bound to its form field, showing the field's first error. */
function TextField({ label, helperText, hint, required, ...inputProps }: TextFieldProps) {
  const field = useFieldContext<string | null | undefined>();
  const error = useFieldError(hint);
  const input = useTypedBeforeScripts(field.state.value ?? "", field.handleChange);
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      <Field.Input
        ref={input}
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

/**
 * Ark's Select is heavy (its machine, collection and popper) and only manager forms use it:
 * it loads with the first form that shows one, not with the sign-in screen's form.
 */
const LazySelectField = lazy(() => import("./select-field"));

function SelectField(props: SelectFieldProps) {
  return (
    <Suspense fallback={null}>
      <LazySelectField {...props} />
    </Suspense>
  );
}

/** Submits the form; spins and blocks while the submission runs. */
export function SubmitButton(props: Omit<ButtonProps, "type" | "loading">) {
  const form = useFormContext();
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(submitting) => <Button type="submit" loading={submitting} {...props} />}
    </form.Subscribe>
  );
}

/**
 * A page form's buttons: submit (labelled by `children`) and Cancel, which goes back. `disabled`
 * holds the submit back while something the form will send is not ready (a picture uploading).
 */
function SaveOrCancel({ children, disabled }: { children: ReactNode; disabled?: boolean }) {
  return (
    <HStack gap="3">
      <SubmitButton disabled={disabled}>
        <Save aria-hidden="true" />
        {children}
      </SubmitButton>
      <Button variant="ghost" onClick={() => window.history.back()}>
        <Trans>Cancel</Trans>
      </Button>
    </HStack>
  );
}

/**
 * The app's forms: TanStack Form with our field and button components registered, so a
 * screen writes `<form.AppField name="email">{(f) => <f.TextField label=… />}</form.AppField>`.
 */
export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, SelectField },
  formComponents: { SubmitButton, SaveOrCancel },
});

export { Form, FormError } from "./form-basics";

/**
 * A form's rules (a shared zod schema) loaded when the form is first used rather than with
 * its screen: the schemas module brings zod, and evaluating it was the largest script task
 * of a signed-in screen's start-up on a mid-range phone (decision 0034). Make one per form, at
 * module level; `warm` goes on the form's `onFocus`, so by the first submit it is there.
 */
export function schemaOnDemand<Value>(load: () => Promise<StandardSchemaV1<Value>>) {
  let loading: Promise<StandardSchemaV1<Value>> | undefined;
  const schema = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed download is tried again at the next submit.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    schema,
    warm: () => void schema().catch(() => undefined),
    /** TanStack Form's `onSubmitAsync`: the schema's issues on their fields, as `onSubmit` would put them. */
    onSubmitAsync: async ({ value }: { value: Value }) =>
      standardSchemaValidators.validateAsync({ value, validationSource: "form" }, await schema()),
  };
}

/** The field problems an error names: the app API's (`ApiRequestError`) or better-auth's, whose body is the error. */
function issuesOf(error: unknown): Array<{ path: string; message: string }> {
  if (error instanceof ApiRequestError) return error.body.issues ?? [];
  const issues = typeof error === "object" && error !== null ? (error as { issues?: unknown }).issues : undefined;
  return Array.isArray(issues) ? issues : [];
}

/**
 * Puts a refusal that concerns one field without naming it (a team name already taken, an
 * address already invited) on that field, where focus goes and the error is announced:
 * `refusals` maps the error's code to the field. False for any other: show it above the buttons.
 */
export function showRefusalOnField<Name extends string>(
  form: { setFieldMeta: (field: Name, updater: (meta: AnyFieldLikeMetaBase) => AnyFieldLikeMetaBase) => void },
  refusals: Readonly<Record<string, Name>>,
  error: unknown,
  message: string,
): boolean {
  const code = errorCode(error);
  const field = code === undefined ? undefined : refusals[code];
  if (!field) return false;
  form.setFieldMeta(field, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: message } }));
  return true;
}

/**
 * Puts the field problems the server found (a taken title, say) on their fields: `fields`
 * lists the form's fields, or maps the request's names to them (`{ newEmail: "email" }`).
 * False when there was none to put: show the error's message above the buttons instead.
 */
export function showServerIssues<Name extends string>(
  form: { setFieldMeta: (field: Name, updater: (meta: AnyFieldLikeMetaBase) => AnyFieldLikeMetaBase) => void },
  fields: readonly Name[] | Readonly<Record<string, Name>>,
  error: unknown,
): boolean {
  const fieldOf = (path: string): Name | undefined =>
    Array.isArray(fields)
      ? (fields as readonly Name[]).find((name) => name === path)
      : (fields as Readonly<Record<string, Name>>)[path];
  let shown = false;
  for (const issue of issuesOf(error)) {
    const field = fieldOf(issue.path);
    if (!field) continue;
    form.setFieldMeta(field, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: issue.message } }));
    shown = true;
  }
  return shown;
}
