import { useLingui } from "@lingui/react/macro";
import { createFormHookContexts } from "@tanstack/react-form";
import { fieldMessage } from "../../worker/lib/field-messages.shared";

/**
 * The form and field contexts the app's field components read: their own module, so a field
 * component that loads on demand (select-field.tsx) reads them without importing form.tsx,
 * which loads it.
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/**
 * The field's first error, or else `hint`, in the user's language. Shared schemas carry
 * message ids (worker/lib/field-messages.shared.ts); text that is already a message passes through.
 */
export function useFieldError(hint?: string): string | undefined {
  const { i18n } = useLingui();
  const field = useFieldContext<unknown>();
  const [error] = field.state.meta.errors as Array<string | { message?: string } | undefined>;
  const message = (typeof error === "string" ? error : error?.message) ?? hint;
  return message ? i18n._(fieldMessage(message)) : undefined;
}
