import { useLingui } from "@lingui/react/macro";
import { type ReactElement, type ReactNode, useState } from "react";
import { Stack } from "styled-system/jsx";
import { fieldMessages } from "../../../worker/lib/field-messages.shared";
import { CancelOrSubmit } from "../../components/dialog-form";
import { Form, FormError, showRefusalOnField, useAppForm } from "../../components/form";
import { notify } from "../../components/toaster";
import * as Dialog from "../../components/ui/dialog";
import { describeError } from "../../lib/error-messages";

/** The refusals about the name itself: said on its field. */
const NAME_REFUSALS = {
  TEAM_ALREADY_EXISTS: "name",
  CONFLICT: "name",
  INVALID_NAME: "name",
  VALIDATION_ERROR: "name",
} as const;

interface NameDialogProps {
  trigger: ReactElement;
  title: ReactNode;
  submitLabel: ReactNode;
  initialName?: string;
  /** Shown once saved. */
  success: string;
  onSave: (name: string) => Promise<unknown>;
}

/** A dialog that asks for one name (a team's): creating one, or renaming it. */
export function NameDialog({ trigger, title, submitLabel, initialName = "", success, onSave }: NameDialogProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const form = useAppForm({
    defaultValues: { name: initialName },
    onSubmit: async ({ value }) => {
      setServerError(undefined);
      try {
        await onSave(value.name.trim());
        notify.success(success);
        setOpen(false);
      } catch (error) {
        const message = describeError(i18n, error);
        if (!showRefusalOnField(form, NAME_REFUSALS, error, message)) setServerError(message);
      }
    },
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => {
        setOpen(next);
        if (!next) {
          form.reset();
          setServerError(undefined);
        }
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Content>
        <Form onSubmit={form.handleSubmit}>
          <Stack gap="4">
            <Dialog.Title>{title}</Dialog.Title>
            <form.AppField
              name="name"
              validators={{ onSubmit: ({ value }) => (value.trim() ? undefined : fieldMessages.nameRequired.id) }}
            >
              {(field) => <field.TextField label={t`Name`} maxLength={100} autoFocus required />}
            </form.AppField>
            <FormError message={serverError} />
            <form.AppForm>
              <CancelOrSubmit>{submitLabel}</CancelOrSubmit>
            </form.AppForm>
          </Stack>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
