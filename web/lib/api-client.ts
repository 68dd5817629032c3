import { hc } from "hono/client";
import type { Api } from "../../worker/app.shared";

/**
 * Typed client for the app API: request and response types come from the Worker's
 * route definitions (drizzle → zod → OpenAPI → here), never restated by hand. Only the
 * signed-in screens' queries and mutations use it, so the sign-in screen does without it
 * (docs/decisions/0012).
 */
// The build draws signed-in screens with no page around them (web/prerender.tsx): no request
// leaves it, but the client is made as their modules load.
export const client = hc<Api>(globalThis.location?.origin ?? "http://prerender.invalid");

/**
 * Path parameters as the client must send them: hono's client puts them in the path as they
 * are, so an id read from the address (`..%2Fgenres`, decoded by the router) would walk to
 * another route. The Worker decodes them again.
 */
export function pathParams<Params extends Record<string, string>>(params: Params): Params {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, encodeURIComponent(value)])) as Params;
}
