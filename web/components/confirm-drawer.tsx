import { Trans } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import { HStack, Stack } from "styled-system/jsx";
import { Button } from "./ui/button";
import * as Dialog from "./ui/dialog";

interface ConfirmDrawerProps {
  /** The element that opens it (rendered as the trigger). */
  trigger?: ReactNode;
  /** Controlled use, e.g. from a navigation blocker. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title?: ReactNode;
  description?: ReactNode;
  confirmLabel?: ReactNode;
  /** Runs on confirm; the drawer stays open with a spinner until it settles. */
  onConfirm: () => unknown;
  onCancel?: () => void;
}

/** 'Are you sure?' with cancel and confirm, for anything that cannot be undone. */
export function ConfirmDrawer(props: ConfirmDrawerProps) {
  const { trigger, title, description, confirmLabel, onConfirm, onCancel } = props;
  const [openState, setOpenState] = useState(false);
  const [pending, setPending] = useState(false);
  const open = props.open ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    props.onOpenChange?.(next);
  };

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
          <HStack gap="3" justifyContent="flex-end">
            <Dialog.CloseTrigger asChild>
              <Button variant="outline" disabled={pending}>
                <Trans>Cancel</Trans>
              </Button>
            </Dialog.CloseTrigger>
            <Button onClick={confirm} loading={pending}>
              {confirmLabel ?? <Trans>Confirm</Trans>}
            </Button>
          </HStack>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
