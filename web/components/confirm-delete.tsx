import { lazy, type ReactNode, useState } from "react";
import { styled } from "styled-system/jsx";
import { DialogOnDemand } from "./dialog-on-demand";
import { Trash2 } from "./icons";
import { Button } from "./ui/button";

// The dialog (Ark's machine, presence and the phone's drawer) loads when someone asks to delete.
const ConfirmDrawer = lazy(() => import("./confirm-drawer").then(({ ConfirmDrawer }) => ({ default: ConfirmDrawer })));

/**
 * A delete button that asks first; `label` names both the button and the confirmation. The
 * confirmation mounts on the first click, so the screens that offer a deletion (a book, a
 * person, one's own account) start without the dialog's code (decision 0030). `accessibleName`
 * names the button for assistive technology where several are shown and `label` alone would
 * not say which (a row's name, which may be too long to show on the button).
 */
export function ConfirmDelete({
  label,
  accessibleName,
  description,
  typeToConfirm,
  compact,
  icon = <Trash2 aria-hidden="true" />,
  onOpen,
  onConfirm,
}: {
  label: string;
  accessibleName?: string;
  /** A row's small button, its label shown from `sm` only (the icon on phones): needs `accessibleName`. */
  compact?: boolean;
  /** The button's icon, when what goes is no record (a setting turned off): a bin otherwise. */
  icon?: ReactNode;
  description?: string;
  /** What the person types before deleting (see ConfirmDrawer). */
  typeToConfirm?: string;
  /** When asked to delete: to fetch what the description says only then. */
  onOpen?: () => void;
  onConfirm: () => unknown;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size={compact ? "sm" : undefined}
        _enabled={{ color: "fg.error" }}
        aria-haspopup="dialog"
        aria-label={accessibleName}
        onClick={() => {
          setOpen(true);
          onOpen?.();
        }}
      >
        {icon}
        {compact ? <styled.span hideBelow="sm">{label}</styled.span> : label}
      </Button>
      <DialogOnDemand open={open}>
        {(shown) => (
          <ConfirmDrawer
            open={shown}
            onOpenChange={setOpen}
            confirmLabel={label}
            description={description}
            typeToConfirm={typeToConfirm}
            onConfirm={onConfirm}
          />
        )}
      </DialogOnDemand>
    </>
  );
}
