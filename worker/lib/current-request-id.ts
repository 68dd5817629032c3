import { tryGetContext } from "hono/context-storage";

/**
 * The current request's id (worker/lib/request-id.ts names it), where code runs for one: log
 * lines and spans carry it. Read without the app's context type, whose D1 session has spans:
 * log.ts and tracing.ts import this, and nothing this imports imports them.
 */
export const currentRequestId = (): string | undefined =>
  tryGetContext<{ Variables: { requestId?: string } }>()?.var.requestId;
