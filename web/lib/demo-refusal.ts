import { useSyncExternalStore } from "react";
import { errorCode } from "./error-messages";

/** Whether the 'Demo Mode' modal is open; any refused write opens it. */
let open = false;
const listeners = new Set<() => void>();

export function setDemoModalOpen(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export function useDemoModalOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}

/** True for the server's answer to a write in the read-only demo (API or better-auth). */
export const isDemoRefusal = (error: unknown) => errorCode(error) === "DEMO_MODE";
