import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "@tanstack/react-form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Stack } from "styled-system/jsx";
import { checkName } from "../../../worker/auth/user-name";
import { usePageTitle } from "../../components/page-title";
import * as Alert from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import * as Field from "../../components/ui/field";
import { authClient } from "../../lib/auth-client";
import { refreshSession } from "./auth.queries";
import { errorMessage } from "./auth-errors";
import { AuthLayout, Card } from "./auth-layout";
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

  const form = useForm({
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
        <Card.Title>
          <Trans>Welcome to Edgestart!</Trans>
        </Card.Title>
        <Card.Description>
          <Trans>One last thing before you start.</Trans>
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <Stack gap="4">
            <form.Field name="name" validators={{ onSubmit: ({ value }) => nameError(i18n, value) }}>
              {(field) => (
                <Field.Root invalid={field.state.meta.errors.length > 0}>
                  <Field.Label>
                    <Trans>What is your name?</Trans>
                  </Field.Label>
                  <Field.Input
                    name={field.name}
                    autoComplete="name"
                    autoFocus
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.target.value)}
                    onBlur={field.handleBlur}
                  />
                  <Field.ErrorText>{field.state.meta.errors[0]}</Field.ErrorText>
                </Field.Root>
              )}
            </form.Field>
            {serverError && (
              <Alert.Root status="error">
                <Alert.Content>
                  <Alert.Description>{serverError}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <form.Subscribe selector={(state) => state.isSubmitting}>
              {(submitting) => (
                <Button type="submit" width="full" loading={submitting}>
                  <Trans>Continue</Trans>
                </Button>
              )}
            </form.Subscribe>
            <Button variant="ghost" width="full" onClick={signOut}>
              <Trans>Sign out</Trans>
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </AuthLayout>
  );
}
