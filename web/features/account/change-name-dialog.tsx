import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Stack } from "styled-system/jsx";
import { CancelOrSubmit } from "../../components/dialog-form";
import { Form, FormError, schemaOnDemand, useAppForm } from "../../components/form";
import { notify } from "../../components/toaster";
import * as Dialog from "../../components/ui/dialog";
import { loadAuthClient } from "../../lib/auth-client-on-demand";
import { describeError } from "../../lib/error-messages";
import { refreshSession } from "../auth/auth.queries";

const nameRule = schemaOnDemand(() =>
  import("../../../worker/users/users.schemas").then(({ UserInputSchema }) => UserInputSchema.pick({ name: true })),
);

/** Opened by `?state=change-name`, so the dialog has its own link. */
export function ChangeNameDialog({ open, name, onClose }: { open: boolean; name: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string>();
  const form = useAppForm({
    defaultValues: { name },
    validators: { onSubmitAsync: nameRule.onSubmitAsync },
    onSubmit: async ({ value }) => {
      setServerError(undefined);
      const { error } = await (await loadAuthClient()).updateUser({ name: value.name.trim() });
      if (error) return setServerError(describeError(i18n, error));
      await refreshSession(queryClient);
      notify.success(t`Name changed`);
      onClose();
    },
  });
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && onClose()}>
      <Dialog.Content>
        <Form onSubmit={form.handleSubmit} onFocus={nameRule.warm}>
          <Stack gap="4">
            <Dialog.Title>
              <Trans>Change name</Trans>
            </Dialog.Title>
            <form.AppField name="name">
              {(field) => <field.TextField label={t`What is your name?`} autoComplete="name" autoFocus />}
            </form.AppField>
            <FormError message={serverError} />
            <form.AppForm>
              <CancelOrSubmit>
                <Trans>Save</Trans>
              </CancelOrSubmit>
            </form.AppForm>
          </Stack>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
