import type { ReactNode } from "react";
import { DialogActions } from "./dialog-actions";
import { SubmitButton } from "./form";

/**
 * A dialog form's buttons, inside `<form.AppForm>`: Cancel, which closes the dialog, and
 * submit (labelled by `children`; in the danger colour when it destroys). Kept out of
 * components/form.tsx so that forms outside dialogs (the sign-in screen's) don't download the
 * dialog.
 */
export function CancelOrSubmit({ children, destructive = false }: { children: ReactNode; destructive?: boolean }) {
  return (
    <DialogActions>
      <SubmitButton colorPalette={destructive ? "danger" : undefined}>{children}</SubmitButton>
    </DialogActions>
  );
}
