import { type ReactNode, Suspense, useEffect, useState } from "react";

/** `children(false)`, then `children(true)` once mounted. */
function AfterMount({ children }: { children: (mounted: boolean) => ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return children(mounted);
}

/**
 * A dialog whose code (`React.lazy`) loads when it first opens, so the screen starts without
 * it (decision 0030). From then on it stays mounted, to close with its animation. It opens a frame
 * after it mounts, as one mounted with its page does: mounted already open, Ark's layer now
 * and then took the focus, still on the button that opened it, for a move outside, and closed
 * again on a busy phone.
 */
export function DialogOnDemand({ open, children }: { open: boolean; children: (open: boolean) => ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AfterMount>{(mounted) => children(open && mounted)}</AfterMount>
    </Suspense>
  );
}
