import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Stack } from "styled-system/jsx";
import { checkName } from "../../../worker/auth/user-name.shared";
import { Form, FormError, useAppForm } from "../../components/form";
import { usePageTitle } from "../../components/page-title";
import { Button } from "../../components/ui/button";
import { authClient } from "../../lib/auth-client";
import { errorMessage } from "../../lib/error-messages";
import { refreshSession } from "./auth.queries";
import { AuthLayout, Card, ScreenTitle } from "./auth-layout";
import { useSignOut } from "./use-sign-out";

function nameError(i18n: I18n, name: string): string | undefined {
  const problem = checkName(name);
  if (problem === "required") return i18n._(msg`Name is required`);
  if (problem === "invalid") return i18n._(msg`Name is invalid`);
  return undefined;
}

/** Shown to any signed-in person without a name before /app or /manager. */
export function OnboardingPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Welcome`);
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const [serverError, setServerError] = useState<string>();

  const form = useAppForm({
    defaultValues: { name: "" },
    onSubmit: async ({ value }) => {
      setServerError(undefined);
      const { error } = await authClient.updateUser({ name: value.name.trim() });
      if (error) return setServerError(errorMessage(i18n, error));
      await refreshSession(queryClient);
    },
  });

  return (
    <AuthLayout>
      <Card.Header>
        <ScreenTitle>
          <Trans>Welcome to Edgestart!</Trans>
        </ScreenTitle>
        <Card.Description>
          <Trans>One last thing before you start.</Trans>
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Form onSubmit={form.handleSubmit}>
          <Stack gap="4">
            <form.AppField name="name" validators={{ onSubmit: ({ value }) => nameError(i18n, value) }}>
              {(field) => <field.TextField label={t`What is your name?`} autoComplete="name" autoFocus />}
            </form.AppField>
            <FormError message={serverError} />
            <form.AppForm>
              <form.SubmitButton width="full">
                <Trans>Continue</Trans>
              </form.SubmitButton>
            </form.AppForm>
            <Button variant="ghost" width="full" onClick={signOut}>
              <Trans>Sign out</Trans>
            </Button>
          </Stack>
        </Form>
      </Card.Body>
    </AuthLayout>
  );
}
