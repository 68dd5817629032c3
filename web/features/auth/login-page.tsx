import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { Mail } from "lucide-react";
import { useState } from "react";
import { Divider, HStack, Stack } from "styled-system/jsx";
import { Form, FormError, useAppForm } from "../../components/form";
import { usePageTitle } from "../../components/page-title";
import { Text } from "../../components/ui/text";
import { authClient } from "../../lib/auth-client";
import { errorMessage } from "../../lib/error-messages";
import { useConfig } from "../config/config.queries";
import { DemoHint } from "../demo/demo-hint";
import { AuthLayout, Card, ScreenTitle } from "./auth-layout";
import { DevHint } from "./dev-hint";
import { emailError } from "./email-rules";
import { GitHubButton } from "./github-button";

export function LoginPage({ redirect }: { redirect: string }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Login`);
  const config = useConfig();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string>();

  const form = useAppForm({
    defaultValues: { email: "" },
    onSubmit: async ({ value }) => {
      setServerError(undefined);
      const email = value.email.trim().toLowerCase();
      const { error } = await authClient.emailOtp.sendVerificationOtp({ email, type: "sign-in" });
      if (error) return setServerError(errorMessage(i18n, error));
      await navigate({ to: "/login/verify", search: { email, redirect } });
    },
  });

  return (
    <AuthLayout>
      <Card.Header>
        <ScreenTitle>
          <Trans>Sign in to Edgestart</Trans>
        </ScreenTitle>
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
          {config.demoCode && <DemoHint code={config.demoCode} />}
          {config.devOutbox && !config.demo && <DevHint onPick={(email) => form.setFieldValue("email", email)} />}
          <Form onSubmit={form.handleSubmit}>
            <Stack gap="4">
              <form.AppField name="email" validators={{ onSubmit: ({ value }) => emailError(i18n, value) }}>
                {(field) => (
                  <field.TextField
                    label={t`Email`}
                    type="email"
                    dir="ltr"
                    autoComplete="email"
                    inputMode="email"
                    placeholder="you@example.com"
                  />
                )}
              </form.AppField>
              <FormError message={serverError} />
              <form.AppForm>
                <form.SubmitButton width="full">
                  <Mail aria-hidden="true" />
                  <Trans>Continue with email</Trans>
                </form.SubmitButton>
              </form.AppForm>
            </Stack>
          </Form>
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
