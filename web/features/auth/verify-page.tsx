import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { HStack, Stack } from "styled-system/jsx";
import { CODE_ALPHABET, CODE_EXPIRES_IN_SECONDS, CODE_LENGTH, normalizeCode } from "../../../worker/auth/one-time-code";
import { Form, FormError } from "../../components/form";
import { usePageTitle } from "../../components/page-title";
import { Button } from "../../components/ui/button";
import * as PinInput from "../../components/ui/pin-input";
import { Text } from "../../components/ui/text";
import { authClient } from "../../lib/auth-client";
import { useConfig } from "../config/config.queries";
import { refreshSession } from "./auth.queries";
import { errorMessage } from "./auth-errors";
import { AuthLayout, Card } from "./auth-layout";
import { redirectTarget } from "./redirect-target";

/** Only symbols a code can contain, in either case (pasted codes are checked whole). */
const CODE_PATTERN = `^[${CODE_ALPHABET}${CODE_ALPHABET.toLowerCase()}]+$`;

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
  const minutes = CODE_EXPIRES_IN_SECONDS / 60;
  const characterLabel = (position: number, length: number) => t`Character ${position} of ${length}`;

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
      return setError(errorMessage(i18n, failure));
    }
    await refreshSession(queryClient);
    await navigate({ href: redirectTarget(redirect, (data.user as { role?: string }).role) });
  };

  const resend = async () => {
    setError(undefined);
    const { error: failure } = await authClient.emailOtp.sendVerificationOtp({ email, type: "sign-in" });
    if (failure) return setError(errorMessage(i18n, failure));
    setCells([]);
    setResent(true);
  };

  return (
    <AuthLayout>
      <Card.Header>
        <Card.Title>
          {config.signUpEnabled ? (
            <Trans>We have sent a code</Trans>
          ) : (
            <Trans>If you have an account, we have sent a code</Trans>
          )}
        </Card.Title>
        <Card.Description>
          <Trans>
            Enter the code sent to <strong>{email}</strong>. It expires in {minutes} minutes.
          </Trans>
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Form onSubmit={() => verify(cells.join(""))}>
          <Stack gap="4">
            <PinInput.Root
              otp
              autoFocus
              placeholder=""
              blurOnComplete
              type="alphanumeric"
              pattern={CODE_PATTERN}
              sanitizeValue={normalizeCode}
              count={CODE_LENGTH}
              value={cells}
              invalid={Boolean(error)}
              disabled={pending}
              onValueChange={({ value }) => setCells(value.map((cell) => cell.toUpperCase()))}
              onValueComplete={({ valueAsString }) => void verify(valueAsString)}
              translations={{ inputLabel: (index, length) => characterLabel(index + 1, length) }}
            >
              <PinInput.Label>
                <Trans>Verification code</Trans>
              </PinInput.Label>
              <PinInput.Control dir="ltr">
                {Array.from({ length: CODE_LENGTH }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the cells are positions, fixed in number.
                  <PinInput.Input key={index} index={index} textTransform="uppercase" />
                ))}
              </PinInput.Control>
              <PinInput.HiddenInput name="code" />
            </PinInput.Root>
            <FormError message={error} />
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
                <Link to="/login" search={{ redirect }}>
                  <Trans>Use another email</Trans>
                </Link>
              </Button>
              <Button variant="link" size="sm" onClick={resend}>
                <Trans>Send a new code</Trans>
              </Button>
            </HStack>
          </Stack>
        </Form>
      </Card.Body>
    </AuthLayout>
  );
}
