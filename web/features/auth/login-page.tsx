import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Box, HStack, Stack } from "styled-system/jsx";
import { Form, FormError } from "../../components/form-basics";
import { Mail } from "../../components/icons";
import { usePageTitle } from "../../components/page-title";
import { Button } from "../../components/ui/button";
import * as Field from "../../components/ui/field";
import { Text } from "../../components/ui/text";
import { errorMessage } from "../../lib/error-messages";
import { useHydrated } from "../../lib/hydration";
import { useConfig } from "../config/config.queries";
import { DemoHint } from "../demo/demo-hint";
import { AuthLayout, Card, ScreenTitle } from "./auth-layout";
import type { Ban } from "./banned-notice";
import { DevHint } from "./dev-hint";
import { emailError } from "./email-rules";
import { GitHubButton } from "./github-button";
import { invitationInRedirect } from "./invitation-in-redirect";
import { PasskeyButton } from "./passkey-button";

// Only a passkey sign-in refused for a ban shows it.
const BannedScreen = lazy(() => import("./banned-notice").then(({ BannedScreen }) => ({ default: BannedScreen })));

// Only a sign-in on the way to an invitation needs it, not the first screen of everyone.
const InvitationNotice = lazy(() => import("./invitation-notice"));

export function LoginPage({ redirect }: { redirect: string }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Login`);
  const config = useConfig();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string>();
  const [banned, setBanned] = useState<{ ban: Ban; message: string }>();

  // One field, read when sent rather than kept in state (nor in TanStack Form, which this
  // first screen would otherwise download for everyone, docs/decisions/0012): the page is
  // prerendered, and what a visitor types before the scripts arrive stays in the field.
  const emailField = useRef<HTMLInputElement>(null);
  const [emailProblem, setEmailProblem] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  // Passkeys in the email field's autofill, where the browser offers them (web/lib/passkey-autofill.ts):
  // asked for when the person first comes to the field, so a visit that never does (a crawler,
  // a bot) costs neither the code nor a stored challenge; until the button takes over or the
  // screen goes.
  const queryClient = useQueryClient();
  const autofill = useRef<AbortController>(null);
  useEffect(() => () => autofill.current?.abort(), []);
  const passkeySignIn = {
    queryClient,
    i18n,
    redirect,
    navigate: (href: string) => navigate({ href }),
    onError: (message: string, ban?: Ban) => (ban ? setBanned({ ban, message }) : setServerError(message)),
  };
  const passkeys = () => import("./passkey-sign-in");
  const offerPasskeys = async () => {
    if (autofill.current || config.demo) return;
    const controller = new AbortController();
    autofill.current = controller;
    await (await passkeys()).signInWithAutofill(controller.signal, passkeySignIn);
  };
  const signInWithPasskey = async () => {
    // One WebAuthn request at a time; the field offers passkeys again when next focused.
    autofill.current?.abort();
    autofill.current = null;
    setServerError(undefined);
    await (await passkeys()).signInWithButton(passkeySignIn);
  };

  const pick = (address: string) => {
    if (emailField.current) emailField.current.value = address;
    setEmailProblem(undefined);
  };
  // The invited address, unless the person has typed one already.
  const prefill = useCallback((address: string) => {
    if (emailField.current && !emailField.current.value) emailField.current.value = address;
  }, []);
  const invitationId = invitationInRedirect(redirect);
  const hydrated = useHydrated();

  async function submit() {
    const email = emailField.current?.value ?? "";
    const problem = emailError(i18n, email);
    setEmailProblem(problem);
    setServerError(undefined);
    if (problem) return;
    setSubmitting(true);
    try {
      const address = email.trim().toLowerCase();
      // better-auth's client arrives with the first submit, not with the screen (docs/decisions/0012),
      // and Turnstile's widget, when on, with it. Its own import, not loadAuthClient's module:
      // one chunk fewer before the first paint.
      const { requestCode } = await import("../../lib/auth-client");
      const { error } = await requestCode(address, config.captcha, emailField.current);
      if (error) return setServerError(errorMessage(i18n, error));
      await navigate({ to: "/login/verify", search: { email: address, redirect } });
    } finally {
      setSubmitting(false);
    }
  }

  if (banned)
    return (
      <AuthLayout>
        <Suspense>
          <BannedScreen
            {...banned}
            action={
              <Button variant="outline" width="full" onClick={() => setBanned(undefined)}>
                <Trans>Sign in another way</Trans>
              </Button>
            }
          />
        </Suspense>
      </AuthLayout>
    );

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
          {/* Once hydrated: the prerendered screen the browser adopts has no invitation. */}
          {invitationId && hydrated && (
            <Suspense>
              <InvitationNotice id={invitationId} onAddress={prefill} />
            </Suspense>
          )}
          {config.demoCode && <DemoHint code={config.demoCode} />}
          {config.devOutbox && !config.demo && <DevHint onPick={pick} />}
          <Form onSubmit={submit}>
            <Stack gap="4">
              <Field.Root invalid={Boolean(emailProblem)}>
                <Field.Label>{t`Email`}</Field.Label>
                <Field.Input
                  name="email"
                  type="email"
                  dir="ltr"
                  autoComplete="email webauthn"
                  inputMode="email"
                  placeholder="you@example.com"
                  ref={emailField}
                  onFocus={() => void offerPasskeys()}
                  onChange={() => setEmailProblem(undefined)}
                />
                <Field.ErrorText>{emailProblem}</Field.ErrorText>
              </Field.Root>
              <FormError message={serverError} />
              <Button type="submit" width="full" loading={submitting}>
                <Mail aria-hidden="true" />
                <Trans>Continue with email</Trans>
              </Button>
            </Stack>
          </Form>
          <HStack gap="3" role="separator" aria-orientation="horizontal">
            <Box flex="1" borderBlockEndWidth="1px" />
            <Text fontSize="xs" color="fg.subtle" textTransform="uppercase">
              <Trans>OR</Trans>
            </Text>
            <Box flex="1" borderBlockEndWidth="1px" />
          </HStack>
          {!config.demo && <PasskeyButton signIn={signInWithPasskey} />}
          <GitHubButton enabled={config.socialProviders.includes("github")} callbackURL={redirect || "/login"} />
        </Stack>
      </Card.Body>
    </AuthLayout>
  );
}
