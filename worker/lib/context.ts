import type { AppEnv } from "../env";
import type { Locale } from "../i18n/locales";

/** Bindings and per-request variables every Hono route of the Worker can read. */
export interface AppContext {
  Bindings: AppEnv;
  Variables: {
    /** The request's language: cookie `lang`, else Accept-Language, else en. */
    language: Locale;
  };
}
