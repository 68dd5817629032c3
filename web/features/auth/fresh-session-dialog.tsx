import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useEffectEvent, useRef } from "react";
import { Stack } from "styled-system/jsx";
import { CodeInput } from "../../components/code-input";
import { DialogActions } from "../../components/dialog-actions";
import { Form } from "../../components/form-basics";
import { Button } from "../../components/ui/button";
import * as Dialog from "../../components/ui/dialog";

interface FreshSessionDialogProps {
  open: boolean;
  email: string;
  cells: string[];
  onCells: (cells: string[]) => void;
  error?: string;
  busy: boolean;
  /** Each opening, once its form is on screen: the code is asked for then. */
  onShown: (form: HTMLFormElement | null) => void;
  onConfirm: (code: string) => void;
  /** Once the code was right, for someone with a second factor: its form, in place of the code's. */
  secondStep?: ReactNode;
  onCancel: () => void;
}

/** Calls `onMount` after it mounts: the dialog's content mounts anew with each opening. */
function OnMount({ onMount }: { onMount: () => void }) {
  const mounted = useEffectEvent(onMount);
  useEffect(() => mounted(), []);
  return null;
}

/** "Confirm it's you": the code sent to the person's email, for `useFreshSession`. */
export function FreshSessionDialog(props: FreshSessionDialogProps) {
  const { open, email, cells, onCells, error, busy, onShown, onConfirm, secondStep, onCancel } = props;
  const { t } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && onCancel()}>
      <Dialog.Content>
        {secondStep ? (
          <Stack gap="4">
            <Dialog.Title>
              <Trans>Two-step sign-in</Trans>
            </Dialog.Title>
            <Dialog.Description>
              <Trans>Enter the code your authenticator app shows for Edgestart, or one of your recovery codes.</Trans>
            </Dialog.Description>
            {secondStep}
          </Stack>
        ) : (
          <Form ref={form} onSubmit={() => onConfirm(cells.join(""))}>
            <OnMount onMount={() => onShown(form.current)} />
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
                onChange={onCells}
                onComplete={onConfirm}
                error={error}
                disabled={busy}
              />
              <DialogActions>
                <Button type="submit" loading={busy}>
                  <Trans>Confirm</Trans>
                </Button>
              </DialogActions>
            </Stack>
          </Form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
