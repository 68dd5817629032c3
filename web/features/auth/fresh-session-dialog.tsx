import { Trans, useLingui } from "@lingui/react/macro";
import { HStack, Stack } from "styled-system/jsx";
import { CodeInput } from "../../components/code-input";
import { FormError } from "../../components/form-basics";
import { Button } from "../../components/ui/button";
import * as Dialog from "../../components/ui/dialog";

interface FreshSessionDialogProps {
  open: boolean;
  email: string;
  cells: string[];
  onCells: (cells: string[]) => void;
  error?: string;
  busy: boolean;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}

/** "Confirm it's you": the code sent to the person's email, for `useFreshSession`. */
export function FreshSessionDialog(props: FreshSessionDialogProps) {
  const { open, email, cells, onCells, error, busy, onConfirm, onCancel } = props;
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && onCancel()}>
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
            onChange={onCells}
            onComplete={onConfirm}
            invalid={Boolean(error)}
            disabled={busy}
          />
          <FormError message={error} />
          <HStack justifyContent="flex-end" gap="3">
            <Button variant="outline" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
            <Button loading={busy} onClick={() => onConfirm(cells.join(""))}>
              <Trans>Confirm</Trans>
            </Button>
          </HStack>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
