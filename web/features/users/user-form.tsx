import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { Stack } from "styled-system/jsx";
import type { User, UserInput } from "../../../worker/users/users.schemas";
import {
  Form,
  FormError,
  schemaOnDemand,
  showRefusalOnField,
  showServerIssues,
  useAppForm,
} from "../../components/form";
import { notify } from "../../components/toaster";
import { useLeaveGuard } from "../../components/use-leave-guard";
import { describeError } from "../../lib/error-messages";
import { useSaveUser } from "./users.queries";

/** What one may not change of oneself here, on the field it concerns. */
const OWN_FIELDS = { YOU_CANNOT_CHANGE_YOUR_OWN_EMAIL: "email", YOU_CANNOT_CHANGE_YOUR_OWN_ROLE: "role" } as const;

/** Creates a person or edits one (email, name, role), validated with the API's schema. */
const userRule = schemaOnDemand(() =>
  import("../../../worker/users/users.schemas").then(({ UserInputSchema }) => UserInputSchema),
);

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
    validators: { onSubmitAsync: userRule.onSubmitAsync },
    onSubmit: async ({ value }) => {
      setServerError(undefined);
      try {
        const saved = await save.mutateAsync(value);
        guard.allowLeave();
        notify.success(user ? t`Changes saved` : t`User created`);
        await navigate({ to: "/manager/users/$id", params: { id: saved.id } });
      } catch (error) {
        if (showServerIssues(form, ["email", "name", "role"], error)) return;
        if (!showRefusalOnField(form, OWN_FIELDS, error, describeError(i18n, error)))
          setServerError(describeError(i18n, error));
      }
    },
  });
  const guard = useLeaveGuard(() => form.state.isDirty && !form.state.isSubmitting);

  return (
    <Form onSubmit={form.handleSubmit} onFocus={userRule.warm}>
      <Stack gap="5" maxW="xl">
        <form.AppField name="email">
          {(field) => <field.TextField label={t`Email`} type="email" dir="ltr" autoComplete="off" required />}
        </form.AppField>
        <form.AppField name="name">{(field) => <field.TextField label={t`Name`} required />}</form.AppField>
        <form.AppField name="role">
          {(field) => <field.SelectField label={t`Role`} options={roles} required />}
        </form.AppField>
        <FormError message={serverError} />
        <form.AppForm>
          <form.SaveOrCancel>{user ? <Trans>Save changes</Trans> : <Trans>Create user</Trans>}</form.SaveOrCancel>
        </form.AppForm>
      </Stack>
      {guard.prompt}
    </Form>
  );
}
