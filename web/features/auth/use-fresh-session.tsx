import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { HStack, Stack } from "styled-system/jsx";
import { CODE_LENGTH, normalizeCode } from "../../../worker/auth/one-time-code";
import { CodeInput } from "../../components/code-input";
import { FormError } from "../../components/form-basics";
import { Button } from "../../components/ui/button";
import * as Dialog from "../../components/ui/dialog";
import { loadAuthClient } from "../../lib/auth-client-on-demand";
import { describeError, errorCode } from "../../lib/error-messages";
import { refreshSession, useSession } from "./auth.queries";

type Action = () => Promise<unknown>;

/**
 * Sensitive actions (changing the email, deleting the account) need a recent sign-in. When
 * the server answers SESSION_EXPIRED, this asks for a new code sent to the person's email,
 * signs in afresh, and runs the action again. `run` resolves to true once the action
 * succeeded, to false when the person closed the dialog instead.
 */
export function useFreshSession() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const email = useSession()?.user.email ?? "";
  const pending = useRef<{ action: Action; resolve: (done: boolean) => void; reject: (error: unknown) => void } | null>(
    null,
  );
  const [open, setOpen] = useState(false);
  const [cells, setCells] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  /** Runs an action (one that throws on failure, e.g. a better-auth call wrapped to throw). */
  const run = (action: Action) =>
    new Promise<boolean>((resolve, reject) => {
      action()
        .then(() => resolve(true))
        .catch(async (failure: unknown) => {
          if (errorCode(failure) !== "SESSION_EXPIRED") return reject(failure);
          pending.current = { action, resolve, reject };
          setCells([]);
          setError(undefined);
          setOpen(true);
          const sent = await (await loadAuthClient()).emailOtp.sendVerificationOtp({ email, type: "sign-in" });
          if (sent.error) setError(describeError(i18n, sent.error));
        });
    });

  const confirm = async (code: string) => {
    if (code.length !== CODE_LENGTH || !pending.current) return;
    setBusy(true);
    setError(undefined);
    const signedIn = await (await loadAuthClient()).signIn.emailOtp({ email, otp: normalizeCode(code) });
    if (signedIn.error) {
      setBusy(false);
      setCells([]);
      return setError(describeError(i18n, signedIn.error));
    }
    await refreshSession(queryClient);
    const { action, resolve, reject } = pending.current;
    pending.current = null;
    setOpen(false);
    setBusy(false);
    action().then(() => resolve(true), reject);
  };

  const cancel = () => {
    pending.current?.resolve(false);
    pending.current = null;
    setOpen(false);
  };

  const dialog = (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && cancel()}>
      <Dialog.Content>
        <Stack gap="4">
          <Dialog.Title>
            <Trans>Confirm it's you</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>
              Session expired. Re-authenticate to perform this action. We sent a code to <strong>{email}</strong>.
            </Trans>
          </Dialog.Description>
          <CodeInput
            label={t`Verification code`}
            autoFocus
            value={cells}
            onChange={setCells}
            onComplete={(code) => void confirm(code)}
            invalid={Boolean(error)}
            disabled={busy}
          />
          <FormError message={error} />
          <HStack justifyContent="flex-end" gap="3">
            <Button variant="outline" onClick={cancel}>
              <Trans>Cancel</Trans>
            </Button>
            <Button loading={busy} onClick={() => void confirm(cells.join(""))}>
              <Trans>Confirm</Trans>
            </Button>
          </HStack>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );

  return { run, dialog };
}

/** better-auth's client answers `{ error }` instead of throwing; actions here throw. */
export async function orThrow<T extends { error: unknown }>(call: Promise<T>): Promise<T> {
  const result = await call;
  if (result.error) throw result.error;
  return result;
}
