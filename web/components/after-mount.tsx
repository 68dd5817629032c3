import { type ReactNode, useEffect, useState } from "react";

/**
 * Renders `children(false)`, then `children(true)` once mounted. A dialog whose code loads on
 * demand mounts closed and opens a moment later, as one mounted with its page does: mounted
 * already open, Ark's layer saw the focus still on the button that opened it as a move
 * outside, and closed again (now and then, on a busy phone).
 */
export function AfterMount({ children }: { children: (mounted: boolean) => ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return children(mounted);
}
