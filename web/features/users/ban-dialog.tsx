import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Stack } from "styled-system/jsx";
import { DatePickerField, todayIso } from "../../components/date-picker-field";
import { CancelOrSubmit } from "../../components/dialog-form";
import { Form, FormError, schemaOnDemand, showServerIssues, useAppForm } from "../../components/form";
import { Ban } from "../../components/icons";
import { notify } from "../../components/toaster";
import { Button } from "../../components/ui/button";
import * as Dialog from "../../components/ui/dialog";
import { describeError } from "../../lib/error-messages";
import { useBanUser } from "./users.queries";

const banRule = schemaOnDemand(() =>
  import("../../../worker/users/users.schemas").then(({ BanInputSchema }) => BanInputSchema),
);

/** The rules' names for the form's fields. */
const BAN_FIELDS = { reason: "reason", expiresAt: "until" } as const;

/** Bans a person, optionally with a reason and an end date; their sessions end at once. */
export function BanDialog({ userId, name }: { userId: string; name: string }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const ban = useBanUser(userId);
  const form = useAppForm({
    defaultValues: { reason: "", until: "" },
    onSubmit: async ({ value }) => {
      setServerError(undefined);
      const input = {
        reason: value.reason || undefined,
        // The end of the chosen day, in the person's own time zone.
        expiresAt: value.until ? new Date(`${value.until}T23:59:59`).toISOString() : undefined,
      };
      try {
        const checked = await (await banRule.schema())["~standard"].validate(input);
        if (checked.issues) {
          // The rules' own messages, on the fields they name (a reason too long, a date past).
          const issues = checked.issues.map(({ path, message }) => {
            const [key] = path ?? [];
            return { path: String(typeof key === "object" ? key.key : key), message };
          });
          showServerIssues(form, BAN_FIELDS, { issues });
          return;
        }
        await ban.mutateAsync(input);
        notify.success(t`${name} is banned`);
        setOpen(false);
      } catch (error) {
        if (!showServerIssues(form, BAN_FIELDS, error)) setServerError(describeError(i18n, error));
      }
    },
  });

  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button variant="outline">
          <Ban aria-hidden="true" />
          <Trans>Ban</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Form onSubmit={form.handleSubmit} onFocus={banRule.warm}>
          <Stack gap="4">
            <Dialog.Title>{t`Ban ${name}`}</Dialog.Title>
            <Dialog.Description>
              <Trans>They are signed out everywhere and cannot sign in until the ban ends.</Trans>
            </Dialog.Description>
            <form.AppField name="reason">{(field) => <field.TextField label={t`Reason (optional)`} />}</form.AppField>
            <form.AppField name="until">
              {(field) => (
                <DatePickerField
                  label={t`Until (optional)`}
                  value={field.state.value}
                  onValueChange={field.handleChange}
                  onBlur={field.handleBlur}
                  min={todayIso()}
                  helperText={t`Without a date, until lifted.`}
                  error={field.state.meta.errors[0]}
                />
              )}
            </form.AppField>
            <FormError message={serverError} />
            <form.AppForm>
              <CancelOrSubmit destructive>
                <Trans>Ban</Trans>
              </CancelOrSubmit>
            </form.AppForm>
          </Stack>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
