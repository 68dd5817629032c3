import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "@tanstack/react-form";
import { useNavigate } from "@tanstack/react-router";
import { Mail } from "lucide-react";
import { useMemo, useState } from "react";
import { Divider, HStack, Stack } from "styled-system/jsx";
import { usePageTitle } from "../../components/page-title";
import * as Alert from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import * as Field from "../../components/ui/field";
import { Text } from "../../components/ui/text";
import { authClient } from "../../lib/auth-client";
import { useConfig } from "../config/config.queries";
import { errorMessage } from "./auth-errors";
import { AuthLayout, Card } from "./auth-layout";
import { DevHint } from "./dev-hint";
import { emailSchema } from "./email-schema";
import { GitHubButton } from "./github-button";

export function LoginPage({ redirect }: { redirect: string }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Login`);
  const config = useConfig();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string>();
  const schema = useMemo(() => emailSchema(i18n), [i18n]);

  const form = useForm({
    defaultValues: { email: "" },
    onSubmit: async ({ value }) => {
      setServerError(undefined);
      const email = value.email.trim().toLowerCase();
      const { error } = await authClient.emailOtp.sendVerificationOtp({ email, type: "sign-in" });
      if (error) {
        setServerError(errorMessage(i18n, error));
        return;
      }
      await navigate({ to: "/login/verify", search: { email, redirect } });
    },
  });

  return (
    <AuthLayout>
      <Card.Header>
        <Card.Title>
          <Trans>Sign in to Edgestart</Trans>
        </Card.Title>
        <Card.Description>
          {config.signUpEnabled ? (
            <Trans>Enter your email: we will send you a code to sign in or create your account.</Trans>
          ) : (
            <Trans>Enter the email of your account: we will send you a code.</Trans>
          )}
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {config.devOutbox && <DevHint onPick={(email) => form.setFieldValue("email", email)} />}
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void form.handleSubmit();
            }}
          >
            <Stack gap="4">
              <form.Field name="email" validators={{ onSubmit: schema }}>
                {(field) => (
                  <Field.Root invalid={field.state.meta.errors.length > 0}>
                    <Field.Label>
                      <Trans>Email</Trans>
                    </Field.Label>
                    <Field.Input
                      type="email"
                      dir="ltr"
                      name={field.name}
                      autoComplete="email"
                      inputMode="email"
                      placeholder="you@example.com"
                      value={field.state.value}
                      onChange={(event) => field.handleChange(event.target.value)}
                      onBlur={field.handleBlur}
                    />
                    <Field.ErrorText>{field.state.meta.errors[0]?.message}</Field.ErrorText>
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
                    <Mail aria-hidden="true" />
                    <Trans>Continue with email</Trans>
                  </Button>
                )}
              </form.Subscribe>
            </Stack>
          </form>
          <HStack gap="3" role="separator" aria-orientation="horizontal">
            <Divider flex="1" />
            <Text fontSize="xs" color="fg.subtle" textTransform="uppercase">
              <Trans>OR</Trans>
            </Text>
            <Divider flex="1" />
          </HStack>
          <GitHubButton enabled={config.socialProviders.includes("github")} callbackURL={redirect || "/login"} />
        </Stack>
      </Card.Body>
    </AuthLayout>
  );
}
