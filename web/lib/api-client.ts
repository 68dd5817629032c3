import { hc } from "hono/client";
import type { Api } from "../../worker/app";

/**
 * Typed client for the app API: request and response types come from the Worker's
 * route definitions (drizzle → zod → OpenAPI → here), never restated by hand. Only the
 * signed-in screens' queries and mutations use it, so the sign-in screen does without it
 * (docs/decisions/0012).
 */
export const client = hc<Api>(window.location.origin);
