import { Dialog as ArkDialog } from "@ark-ui/react/dialog";
import { Drawer as ArkDrawer, useDrawerContext } from "@ark-ui/react/drawer";
import {
  type ComponentProps,
  createContext,
  type ElementType,
  type PointerEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
} from "react";
import { Box, createStyleContext } from "styled-system/jsx";
import { dialog, sheet } from "styled-system/recipes";
import { useIsSheet } from "../../lib/media-query";

/**
 * The app's one dialog: centred on wide screens, a bottom drawer below 640 px (docs/ui.md,
 * the table of UI constants). Every dialog (confirmations, forms, the demo notice) is built
 * from these parts, so each turns into a drawer the same way. The drawer is Ark UI's: it closes when swiped past
 * a quarter of its height or flicked faster than 0.4 px/ms (Ark's own flick threshold,
 * 400 px/s), and moves in 0.5 s (panda.config.ts, `sheet`).
 */
export const SHEET = {
  closeThreshold: 0.25,
  /** px/s, as Ark counts: 0.4 px/ms. */
  swipeVelocityThreshold: 400,
  /** A drag does not start for this long after the content scrolled. */
  scrollLockMs: 100,
  /** A press on the handle at least this long is a hold, not a tap. */
  handleHoldMs: 250,
  /** A tap on the handle closes after this delay, unless a second tap makes it a double tap. */
  tapDelayMs: 120,
} as const;

const AsSheet = createContext(false);
const centred = createStyleContext(dialog);
const bottom = createStyleContext(sheet);
const presence = { lazyMount: true, unmountOnExit: true } as const;

const DialogRoot = centred.withRootProvider(ArkDialog.Root, { defaultProps: presence });
const SheetRoot = bottom.withRootProvider(ArkDrawer.Root, {
  defaultProps: {
    ...presence,
    closeThreshold: SHEET.closeThreshold,
    swipeVelocityThreshold: SHEET.swipeVelocityThreshold,
  },
});

interface RootProps {
  open?: boolean;
  onOpenChange?: (details: { open: boolean }) => void;
  role?: "dialog" | "alertdialog";
  children: ReactNode;
}

/**
 * A dialog opened by the app (from the URL, say) has no trigger for Ark to hand focus back
 * to; the element that had focus when it opened gets it back instead.
 */
function useOpener(open: boolean | undefined) {
  const opener = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) opener.current = document.activeElement;
  wasOpen.current = Boolean(open);
  return () => (opener.current instanceof HTMLElement && opener.current.isConnected ? opener.current : null);
}

export function Root(props: RootProps) {
  const asSheet = useIsSheet();
  const finalFocusEl = useOpener(props.open);
  return (
    <AsSheet.Provider value={asSheet}>
      {asSheet ? (
        <SheetRoot finalFocusEl={finalFocusEl} {...props} />
      ) : (
        <DialogRoot finalFocusEl={finalFocusEl} {...props} />
      )}
    </AsSheet.Provider>
  );
}

/** One part, drawn by the dialog or the drawer as the screen decides. */
function part<C extends ElementType>(asDialog: C, asSheet: ElementType) {
  return function Part(props: ComponentProps<C>) {
    const Component: ElementType = useContext(AsSheet) ? asSheet : asDialog;
    return <Component {...props} />;
  };
}

export const Trigger = part(
  centred.withContext(ArkDialog.Trigger, "trigger"),
  bottom.withContext(ArkDrawer.Trigger, "trigger"),
);
export const Title = part(centred.withContext(ArkDialog.Title, "title"), bottom.withContext(ArkDrawer.Title, "title"));
export const Description = part(
  centred.withContext(ArkDialog.Description, "description"),
  bottom.withContext(ArkDrawer.Description, "description"),
);
export const CloseTrigger = part(
  centred.withContext(ArkDialog.CloseTrigger, "closeTrigger"),
  bottom.withContext(ArkDrawer.CloseTrigger, "closeTrigger"),
);

const DialogBackdrop = centred.withContext(ArkDialog.Backdrop, "backdrop");
const DialogPositioner = centred.withContext(ArkDialog.Positioner, "positioner");
const DialogContent = centred.withContext(ArkDialog.Content, "content");
const SheetBackdrop = bottom.withContext(ArkDrawer.Backdrop, "backdrop");
const SheetPositioner = bottom.withContext(ArkDrawer.Positioner, "positioner");
const SheetContent = bottom.withContext(ArkDrawer.Content, "content");
const SheetGrabber = bottom.withContext(ArkDrawer.Grabber, "grabber");
const SheetGrabberIndicator = bottom.withContext(ArkDrawer.GrabberIndicator, "grabberIndicator");

/** The drawer's handle: drag it, or tap it to close (a hold or a double tap does nothing). */
function SheetHandle() {
  const drawer = useDrawerContext();
  const pressedAt = useRef(0);
  const pendingTap = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pendingTap.current), []);
  const tap = () => {
    if (Date.now() - pressedAt.current >= SHEET.handleHoldMs) return;
    if (pendingTap.current !== undefined) {
      window.clearTimeout(pendingTap.current);
      pendingTap.current = undefined;
      return;
    }
    pendingTap.current = window.setTimeout(() => {
      pendingTap.current = undefined;
      drawer.setOpen(false);
    }, SHEET.tapDelayMs);
  };
  return (
    <SheetGrabber
      aria-hidden="true"
      onPointerDown={() => {
        pressedAt.current = Date.now();
      }}
      onClick={tap}
    >
      <SheetGrabberIndicator />
    </SheetGrabber>
  );
}

/**
 * Ark dismisses a released drawer only when it is nearer closed than open (half its
 * height, or a flick past 0.4 px/ms); it closes from a quarter, so a release
 * further down than that closes it here.
 */
function useCloseFromThreshold() {
  const drawer = useDrawerContext();
  const release = useRef<() => void>(undefined);
  useEffect(() => () => release.current?.(), []);
  return (event: PointerEvent<HTMLElement>) => {
    const content = event.currentTarget;
    const startY = event.clientY;
    const height = content.getBoundingClientRect().height;
    release.current?.();
    const onRelease = (up: globalThis.PointerEvent) => {
      release.current?.();
      if (content.hasAttribute("data-dragging") && up.clientY - startY >= height * SHEET.closeThreshold) {
        drawer.setOpen(false);
      }
    };
    window.addEventListener("pointerup", onRelease, { capture: true });
    release.current = () => {
      window.removeEventListener("pointerup", onRelease, { capture: true });
      release.current = undefined;
    };
  };
}

function Sheet({ children }: { children: ReactNode }) {
  const scrolledAt = useRef(0);
  const closeFromThreshold = useCloseFromThreshold();
  return (
    <>
      <SheetBackdrop />
      <SheetPositioner>
        <SheetContent
          onScrollCapture={() => {
            scrolledAt.current = Date.now();
          }}
          onPointerDownCapture={(event) => {
            // Right after a scroll, a finger on the content is still scrolling, not dragging.
            if (Date.now() - scrolledAt.current < SHEET.scrollLockMs) event.stopPropagation();
            else closeFromThreshold(event);
          }}
        >
          <SheetHandle />
          <Box px="6" pt="3">
            {children}
          </Box>
        </SheetContent>
      </SheetPositioner>
    </>
  );
}

/** The dialog's panel (backdrop and positioning included); `size` caps its width on wide screens. */
export function Content({ children, size = "md" }: { children: ReactNode; size?: "md" | "lg" }) {
  if (useContext(AsSheet)) return <Sheet>{children}</Sheet>;
  return (
    <>
      <DialogBackdrop />
      <DialogPositioner>
        <DialogContent p="6" maxW={size} width="full" minW="0" mx="4">
          {children}
        </DialogContent>
      </DialogPositioner>
    </>
  );
}
