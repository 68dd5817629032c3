import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { Save } from "lucide-react";
import { useMemo, useState } from "react";
import { HStack, Stack } from "styled-system/jsx";
import { type User, type UserInput, UserInputSchema } from "../../../worker/users/users.schemas";
import { Form, FormError, useAppForm } from "../../components/form";
import { notify } from "../../components/toaster";
import { Button } from "../../components/ui/button";
import { useLeaveGuard } from "../../components/use-leave-guard";
import { ApiRequestError } from "../../lib/api-client";
import { describeError } from "../../lib/error-messages";
import { useSaveUser } from "./users.queries";

/** Creates a person or edits one (email, name, role), validated with the API's schema. */
export function UserForm({ user }: { user?: User }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const save = useSaveUser(user?.id);
  const [serverError, setServerError] = useState<string>();
  const roles = useMemo(
    () => [
      { value: "user", label: t`User` },
      { value: "admin", label: t`Admin` },
    ],
    [t],
  );

  const form = useAppForm({
    defaultValues: { email: user?.email ?? "", name: user?.name ?? "", role: user?.role ?? "user" } as UserInput,
    validators: { onSubmit: UserInputSchema },
    onSubmit: async ({ value }) => {
      setServerError(undefined);
      try {
        const saved = await save.mutateAsync(value);
        guard.allowLeave();
        notify.success(user ? t`Changes saved` : t`User created`);
        await navigate({ to: "/manager/users/$id", params: { id: saved.id } });
      } catch (error) {
        const issues = error instanceof ApiRequestError ? (error.body.issues ?? []) : [];
        for (const issue of issues.filter((item) => ["email", "name", "role"].includes(item.path))) {
          form.setFieldMeta(issue.path as "email" | "name" | "role", (meta) => ({
            ...meta,
            errorMap: { ...meta.errorMap, onSubmit: issue.message },
          }));
        }
        if (issues.length === 0) setServerError(describeError(i18n, error));
      }
    },
  });
  const guard = useLeaveGuard(() => form.state.isDirty && !form.state.isSubmitting);

  return (
    <Form onSubmit={form.handleSubmit}>
      <Stack gap="5" maxW="xl">
        <form.AppField name="email">
          {(field) => <field.TextField label={t`Email`} type="email" dir="ltr" autoComplete="off" required />}
        </form.AppField>
        <form.AppField name="name">{(field) => <field.TextField label={t`Name`} required />}</form.AppField>
        <form.AppField name="role">
          {(field) => <field.SelectField label={t`Role`} options={roles} required />}
        </form.AppField>
        <FormError message={serverError} />
        <HStack gap="3">
          <form.AppForm>
            <form.SubmitButton>
              <Save aria-hidden="true" />
              {user ? <Trans>Save changes</Trans> : <Trans>Create user</Trans>}
            </form.SubmitButton>
          </form.AppForm>
          <Button variant="ghost" onClick={() => window.history.back()}>
            <Trans>Cancel</Trans>
          </Button>
        </HStack>
      </Stack>
      {guard.prompt}
    </Form>
  );
}
