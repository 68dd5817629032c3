import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import { HStack, Stack } from "styled-system/jsx";
import { Button } from "./ui/button";
import * as Dialog from "./ui/dialog";
import * as Field from "./ui/field";

interface ConfirmDrawerProps {
  /** The element that opens it (rendered as the trigger). */
  trigger?: ReactNode;
  /** Controlled use, e.g. from a navigation blocker. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title?: ReactNode;
  description?: ReactNode;
  confirmLabel?: ReactNode;
  /**
   * What the person types before the confirm button works (their email, the organization's
   * name): for a deletion that takes a whole account or organization, a second look at which.
   */
  typeToConfirm?: string;
  /** Runs on confirm; the drawer stays open with a spinner until it settles. */
  onConfirm: () => unknown;
  onCancel?: () => void;
}

/**
 * Whether what was typed says `expected` as a person reads it: spaces (runs of them are shown
 * as one), letter case, accents and how Unicode composes them do not count.
 */
function sameWords(typed: string, expected: string): boolean {
  const words = (text: string) => text.normalize("NFC").replace(/\s+/g, " ").trim();
  return words(typed).localeCompare(words(expected), undefined, { sensitivity: "base" }) === 0;
}

/** 'Are you sure?' with cancel and confirm, for anything that cannot be undone: the confirm button is the danger colour. */
export function ConfirmDrawer(props: ConfirmDrawerProps) {
  const { trigger, title, description, confirmLabel, typeToConfirm, onConfirm, onCancel } = props;
  const { t } = useLingui();
  const [openState, setOpenState] = useState(false);
  const [pending, setPending] = useState(false);
  const [typed, setTyped] = useState("");
  const open = props.open ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    setTyped("");
    props.onOpenChange?.(next);
  };
  const confirmed = typeToConfirm === undefined || sameWords(typed, typeToConfirm);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Content>
        <Stack gap="5">
          <Stack gap="1">
            <Dialog.Title>{title ?? <Trans>Are you sure?</Trans>}</Dialog.Title>
            {description && <Dialog.Description>{description}</Dialog.Description>}
          </Stack>
          {typeToConfirm !== undefined && (
            <Field.Root>
              <Field.Label>{t`Type ${typeToConfirm} to confirm`}</Field.Label>
              <Field.Input
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                dir="auto"
              />
            </Field.Root>
          )}
          <HStack gap="3" justifyContent="flex-end">
            <Dialog.CloseTrigger asChild>
              <Button variant="outline" disabled={pending}>
                <Trans>Cancel</Trans>
              </Button>
            </Dialog.CloseTrigger>
            <Button colorPalette="danger" onClick={confirm} loading={pending} disabled={!confirmed}>
              {confirmLabel ?? <Trans>Confirm</Trans>}
            </Button>
          </HStack>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
