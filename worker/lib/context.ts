import type { RequestD1 } from "../db/d1-session";
import type { AppEnv } from "../env";
import type { Locale } from "../i18n/locales.shared";

/**
 * Bindings and per-request variables every Hono route of the Worker can read; the signed-in
 * `session` is declared where it is set (worker/auth/session.ts).
 */
export interface AppContext {
  Bindings: AppEnv;
  Variables: {
    /** The request's language: cookie `lang`, else Accept-Language, else en. */
    language: Locale;
    /** Read-only demo in force for this request (worker/demo/demo-mode.ts). */
    demo: boolean;
    /** The request's D1 session (worker/db/request-d1.ts). */
    d1: RequestD1;
    /** The request's id, in its answer, its log lines and its audit events (worker/lib/request-id.ts). */
    requestId: string;
    /** The API key the request was let through with, if any (worker/api-keys/key-caller.ts). */
    apiKeyId?: string;
  };
}
