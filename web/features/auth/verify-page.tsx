import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { HStack, Stack } from "styled-system/jsx";
import { CODE_EXPIRES_IN_SECONDS, CODE_LENGTH, normalizeCode } from "../../../worker/auth/one-time-code.shared";
import { CodeInput } from "../../components/code-input";
import { Form } from "../../components/form";
import { usePageTitle } from "../../components/page-title";
import { Button } from "../../components/ui/button";
import { Text } from "../../components/ui/text";
import { authClient, requestCode } from "../../lib/auth-client";
import { errorMessage } from "../../lib/error-messages";
import { useConfig } from "../config/config.queries";
import { switchSession } from "./auth.queries";
import { AuthLayout, Card, ScreenTitle } from "./auth-layout";
import { type Ban, BannedScreen, banOf } from "./banned-notice";
import { redirectTarget } from "./redirect-target";

export function VerifyPage({ email, redirect }: { email: string; redirect: string }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Verification`);
  const config = useConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [cells, setCells] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [resent, setResent] = useState(false);
  const [banned, setBanned] = useState<{ ban: Ban; message: string }>();
  const minutes = CODE_EXPIRES_IN_SECONDS / 60;

  const verify = async (code: string) => {
    if (pending) return;
    if (!code) return setError(t`Code is required`);
    if (code.length !== CODE_LENGTH) return setError(t`Code should be 6 characters`);
    setError(undefined);
    setPending(true);
    const { data, error: failure } = await authClient.signIn.emailOtp({ email, otp: normalizeCode(code) });
    if (failure || !data) {
      setPending(false);
      setCells([]);
      const ban = banOf(failure);
      if (ban) return setBanned({ ban, message: errorMessage(i18n, failure) });
      return setError(errorMessage(i18n, failure));
    }
    // Someone with a second factor: no session yet, the second step's screen asks for it.
    if ("twoFactorRedirect" in data) return navigate({ to: "/login/second-step", search: { redirect } });
    await switchSession(queryClient);
    await navigate({ href: redirectTarget(redirect, (data.user as { role?: string }).role) });
  };

  /** `near`: the button pressed, whose form gets Turnstile's widget when it is on. */
  const resend = async (near: Element) => {
    setError(undefined);
    const { error: failure } = await requestCode(email, config.captcha, near);
    if (failure) return setError(errorMessage(i18n, failure));
    setCells([]);
    setResent(true);
  };

  return (
    <AuthLayout>
      {banned ? (
        <BannedScreen
          {...banned}
          action={
            <Button asChild variant="outline" width="full">
              <Link to="/login" search={{ redirect }} activeOptions={{ exact: true }}>
                <Trans>Use another email</Trans>
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          <Card.Header>
            <ScreenTitle>
              {config.signUpEnabled ? (
                <Trans>We have sent a code</Trans>
              ) : (
                <Trans>If you have an account, we have sent a code</Trans>
              )}
            </ScreenTitle>
            <Card.Description>
              <Trans>
                Enter the code sent to <strong>{email}</strong>. It expires in{" "}
                <Plural value={minutes} one="# minute" other="# minutes" />.
              </Trans>
            </Card.Description>
          </Card.Header>
          <Card.Body>
            <Form onSubmit={() => verify(cells.join(""))}>
              <Stack gap="4">
                <CodeInput
                  label={<Trans>Verification code</Trans>}
                  autoFocus
                  value={cells}
                  onChange={setCells}
                  onComplete={(code) => void verify(code)}
                  error={error}
                  disabled={pending}
                />
                {resent && !error && (
                  <Text role="status" fontSize="sm" color="fg.muted">
                    <Trans>A new code is on its way.</Trans>
                  </Text>
                )}
                <Button type="submit" width="full" loading={pending}>
                  <Trans>Confirm</Trans>
                </Button>
                <HStack justifyContent="space-between" flexWrap="wrap" gap="2">
                  <Button asChild variant="link" size="sm">
                    <Link to="/login" search={{ redirect }} activeOptions={{ exact: true }}>
                      <Trans>Use another email</Trans>
                    </Link>
                  </Button>
                  <Button variant="link" size="sm" onClick={(event) => resend(event.currentTarget)}>
                    <Trans>Send a new code</Trans>
                  </Button>
                </HStack>
              </Stack>
            </Form>
          </Card.Body>
        </>
      )}
    </AuthLayout>
  );
}
