import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { HStack } from "styled-system/jsx";
import { SubmitButton } from "./form";
import { Button } from "./ui/button";
import * as Dialog from "./ui/dialog";

/**
 * A dialog form's buttons, inside `<form.AppForm>`: Cancel, which closes the dialog, and
 * submit (labelled by `children`; in the danger colour when it destroys). Kept out of
 * components/form.tsx so that forms outside dialogs (the sign-in screen's) don't download the
 * dialog.
 */
export function CancelOrSubmit({ children, destructive = false }: { children: ReactNode; destructive?: boolean }) {
  return (
    <HStack justifyContent="flex-end" gap="3">
      <Dialog.CloseTrigger asChild>
        <Button variant="outline">
          <Trans>Cancel</Trans>
        </Button>
      </Dialog.CloseTrigger>
      <SubmitButton colorPalette={destructive ? "danger" : undefined}>{children}</SubmitButton>
    </HStack>
  );
}
