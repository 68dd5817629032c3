import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { HStack } from "styled-system/jsx";
import { Button } from "./ui/button";
import * as Dialog from "./ui/dialog";

/**
 * A dialog's buttons: Cancel, which closes it as Escape does, and the dialog's own submit
 * (`children`). Every dialog form ends with them, with TanStack Form (CancelOrSubmit,
 * dialog-form.tsx) or without (a code to confirm, a key to make).
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <HStack justifyContent="flex-end" gap="3">
      <Dialog.CloseTrigger asChild>
        <Button variant="outline">
          <Trans>Cancel</Trans>
        </Button>
      </Dialog.CloseTrigger>
      {children}
    </HStack>
  );
}
