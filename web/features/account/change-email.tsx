import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { HStack, Stack } from "styled-system/jsx";
import { CODE_LENGTH, normalizeCode } from "../../../worker/auth/one-time-code.shared";
import { CodeInput } from "../../components/code-input";
import { Form, FormError, schemaOnDemand, showServerIssues, useAppForm } from "../../components/form";
import { notify } from "../../components/toaster";
import { Button } from "../../components/ui/button";
import { Text } from "../../components/ui/text";
import { captchaFetchOptions, loadAuthClient } from "../../lib/auth-client-on-demand";
import { describeError } from "../../lib/error-messages";
import { refreshSession } from "../auth/auth.queries";
import { orThrow, useFreshSession } from "../auth/use-fresh-session";
import { useConfig } from "../config/config.queries";

const emailRule = schemaOnDemand(() =>
  import("../../../worker/users/users.schemas").then(({ UserInputSchema }) => UserInputSchema.pick({ email: true })),
);

interface ChangeEmailProps {
  /** The address waiting for its code (`?newEmail=`), or "". */
  newEmail: string;
  onNewEmail: (newEmail: string) => void;
}

/**
 * Two steps: ask for a new address (a code goes there), then confirm with that code. The
 * email changes only then. Needs a recent sign-in; `useFreshSession` handles an old one.
 */
export function ChangeEmail({ newEmail, onNewEmail }: ChangeEmailProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const fresh = useFreshSession();
  const [serverError, setServerError] = useState<string>();
  const [cells, setCells] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const { captcha } = useConfig();
  const emailForm = useRef<HTMLFormElement>(null);

  const form = useAppForm({
    defaultValues: { email: "" },
    validators: { onSubmitAsync: emailRule.onSubmitAsync },
    onSubmit: async ({ value }) => {
      setServerError(undefined);
      const email = value.email.trim().toLowerCase();
      try {
        if (
          await fresh.run(async () => {
            // A token for each try: the first may have been spent on a sign-in too old.
            const fetchOptions = await captchaFetchOptions(captcha, emailForm.current);
            return orThrow((await loadAuthClient()).emailOtp.requestEmailChange({ newEmail: email, fetchOptions }));
          })
        )
          onNewEmail(email);
      } catch (error) {
        if (!showServerIssues(form, { newEmail: "email" }, error)) setServerError(describeError(i18n, error));
      }
    },
  });

  const confirm = async (code: string) => {
    if (code.length !== CODE_LENGTH) return setServerError(t`Code should be 6 characters`);
    setConfirming(true);
    setServerError(undefined);
    try {
      const changed = await fresh.run(async () =>
        orThrow((await loadAuthClient()).emailOtp.changeEmail({ newEmail, otp: normalizeCode(code) })),
      );
      if (!changed) return;
      await refreshSession(queryClient);
      notify.success(t`Your email is now ${newEmail}`);
      // Done: the box is empty for another change, not holding the address just confirmed.
      form.reset();
      onNewEmail("");
    } catch (error) {
      setCells([]);
      setServerError(describeError(i18n, error));
    } finally {
      setConfirming(false);
    }
  };

  // An element, not text: the address comes from the page's address (`?newEmail=`), and Lingui
  // reads a message's text values for tags once they are in.
  const address = <strong>{newEmail}</strong>;
  return (
    <Stack gap="4">
      {newEmail ? (
        <Form onSubmit={() => confirm(cells.join(""))}>
          <Stack gap="4">
            <Text color="fg.muted">
              <Trans>We sent a code to {address}. Your email changes once you enter it.</Trans>
            </Text>
            <CodeInput
              label={t`Verification code`}
              autoFocus
              value={cells}
              onChange={setCells}
              onComplete={(code) => void confirm(code)}
              error={serverError}
              disabled={confirming}
            />
            <HStack gap="3">
              <Button type="submit" loading={confirming}>
                <Trans>Confirm</Trans>
              </Button>
              <Button variant="ghost" onClick={() => onNewEmail("")}>
                <Trans>Cancel</Trans>
              </Button>
            </HStack>
          </Stack>
        </Form>
      ) : (
        <Form ref={emailForm} onSubmit={form.handleSubmit} onFocus={emailRule.warm}>
          <Stack gap="4">
            <form.AppField name="email">
              {(field) => <field.TextField label={t`New email`} type="email" dir="ltr" autoComplete="email" />}
            </form.AppField>
            <FormError message={serverError} />
            <form.AppForm>
              <form.SubmitButton alignSelf="flex-start">
                <Trans>Send a code to this address</Trans>
              </form.SubmitButton>
            </form.AppForm>
          </Stack>
        </Form>
      )}
      {fresh.dialog}
    </Stack>
  );
}
