import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Stack } from "styled-system/jsx";
import { SECOND_FACTOR } from "../../../worker/auth/second-factor.shared";
import { CodeInput } from "../../components/code-input";
import { Form } from "../../components/form-basics";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import * as Field from "../../components/ui/field";
import { Text } from "../../components/ui/text";
import { loadAuthClient } from "../../lib/auth-client-on-demand";
import { errorMessage } from "../../lib/error-messages";

/** Refusals after which this sign-in is over: the person starts it again. */
const SIGN_IN_OVER = new Set(["INVALID_TWO_FACTOR_COOKIE", "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"]);

/**
 * A sign-in's second step: the code the person's authenticator app shows, or one of their
 * recovery codes; on the sign-in screen, "trust this device" too. `onSignedIn` gets the
 * person once the session is set.
 */
export function SecondStepForm({
  offerTrust,
  onSignedIn,
}: {
  offerTrust: boolean;
  onSignedIn: (user: { role?: string | null }) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const [recovery, setRecovery] = useState(false);
  const [cells, setCells] = useState<string[]>([]);
  const [recoveryCode, setRecoveryCode] = useState("");
  const [trust, setTrust] = useState(false);
  const [error, setError] = useState<string>();
  const [over, setOver] = useState(false);
  const [pending, setPending] = useState(false);

  const answer = async (code: string) => {
    if (pending) return;
    if (!code) return setError(t`Code is required`);
    if (!recovery && code.length !== SECOND_FACTOR.codeDigits) return setError(t`Enter the whole code your app shows`);
    setError(undefined);
    setPending(true);
    const client = (await loadAuthClient()).twoFactor;
    const { data, error: failure } = recovery
      ? await client.verifyBackupCode({ code, trustDevice: offerTrust && trust })
      : await client.verifyTotp({ code, trustDevice: offerTrust && trust });
    if (failure || !data) {
      setPending(false);
      setCells([]);
      setOver(SIGN_IN_OVER.has(failure?.code ?? ""));
      return setError(errorMessage(i18n, failure));
    }
    await onSignedIn(data.user as { role?: string | null });
  };

  if (over) {
    return (
      <Stack gap="4">
        <Text role="alert" color="fg.error">
          {error}
        </Text>
        <Button asChild width="full">
          <Link to="/login">
            <Trans>Sign in again</Trans>
          </Link>
        </Button>
      </Stack>
    );
  }

  return (
    <Form onSubmit={() => answer(recovery ? recoveryCode.trim() : cells.join(""))}>
      <Stack gap="4">
        {recovery ? (
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>{t`Recovery code`}</Field.Label>
            <Field.Input
              value={recoveryCode}
              autoFocus
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              placeholder="XXXXX-XXXXX"
              onChange={(event) => setRecoveryCode(event.target.value)}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
        ) : (
          <CodeInput
            digits
            label={<Trans>Code from your authenticator app</Trans>}
            autoFocus
            value={cells}
            onChange={setCells}
            onComplete={(code) => void answer(code)}
            error={error}
            disabled={pending}
          />
        )}
        {offerTrust && (
          <Checkbox checked={trust} onCheckedChange={setTrust}>
            <Plural
              value={SECOND_FACTOR.trustDeviceDays}
              one="Trust this device for # day"
              other="Trust this device for # days"
            />
          </Checkbox>
        )}
        <Button type="submit" width="full" loading={pending}>
          <Trans>Confirm</Trans>
        </Button>
        <Button
          variant="link"
          size="sm"
          onClick={() => {
            setRecovery(!recovery);
            setError(undefined);
          }}
        >
          {recovery ? <Trans>Use your authenticator app</Trans> : <Trans>Use a recovery code</Trans>}
        </Button>
      </Stack>
    </Form>
  );
}
