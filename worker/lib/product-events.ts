import { tryGetContext } from "hono/context-storage";
import type { AppEnv } from "../env";
import { inSpan } from "./tracing";

/**
 * Product and security events, written to Workers Analytics Engine (the EVENTS binding): how
 * often people sign in and by which method, sign up, fail to sign in, add books, invite and
 * join, upload. Named as the audit trail names the same facts, which is what the dashboard
 * counts where Analytics Engine is not read (worker/dashboard/activity.ts). No personal data:
 * an event and a word about it (a sign-in's method), nothing that names a person.
 */
export const PRODUCT_EVENTS = [
  "sign_in",
  "user.create",
  "sign_in.failed",
  "book.create",
  "invitation.create",
  "invitation.accepted",
  "file.upload",
] as const;

export type ProductEvent = (typeof PRODUCT_EVENTS)[number];

/**
 * Records one event for the current request. Analytics Engine takes the point without the
 * request waiting, and a deployment without the binding records nothing. In a span, so a
 * trace shows which events its request wrote.
 */
export function recordEvent(event: ProductEvent, detail = ""): void {
  const env = tryGetContext<{ Bindings: AppEnv }>()?.env;
  if (!env?.EVENTS) return;
  inSpan("event", { event, detail }, () =>
    env.EVENTS.writeDataPoint({ indexes: [event], blobs: [event, detail], doubles: [1] }),
  );
}
