import { hc } from "hono/client";
import type { Api } from "../../worker/app";

/**
 * Typed client for the app API: request and response types come from the Worker's
 * route definitions (drizzle → zod → OpenAPI → here), never restated by hand. Only the
 * signed-in screens' queries and mutations use it, so the sign-in screen does without it
 * (docs/decisions/0012).
 */
// The build draws signed-in screens with no page around them (web/prerender.tsx): no request
// leaves it, but the client is made as their modules load.
export const client = hc<Api>(globalThis.location?.origin ?? "http://prerender.invalid");
