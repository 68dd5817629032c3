import { type Context, Hono } from "hono";
import type { AppContext } from "../lib/context";
import { codeForStatus, type ErrorBody, errorBody, isErrorCode, logFailure } from "../lib/errors";
import { getAuth } from "./auth";

/**
 * better-auth's own endpoints under /api/auth. Its answers pass through two rules of
 * ours: session tokens never reach the browser in a body (the HttpOnly cookie carries
 * them), and an error is always JSON `{ code, message }`.
 */
export const authRoutes = new Hono<AppContext>();

authRoutes.on(["GET", "POST"], "/*", async (c) => {
  const response = await getAuth(c.env, c.get("demo")).handler(c.req.raw);
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;

  if (response.status >= 400 && !isJson) {
    const headers = new Headers(response.headers);
    headers.set("content-type", "application/json");
    return new Response(JSON.stringify(errorOf(c, response.status, null)), { status: response.status, headers });
  }
  // The OpenAPI document describes `token` fields; it carries no token itself.
  if (!isJson || c.req.path.endsWith("/open-api/generate-schema")) return response;

  const text = await response.text();
  // Some refusals (no session for an admin endpoint, say) come with an empty body.
  if (!text && response.status < 400) return new Response(null, response);
  const parsed = text ? JSON.parse(text, (key, value) => (key === "token" ? undefined : value)) : null;
  const body = response.status >= 400 ? errorOf(c, response.status, parsed) : parsed;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
});

/**
 * better-auth's error answer in the API's shape: always a `code` (some of its refusals have
 * none), our own codes in the request's language (SESSION_EXPIRED, LAST_ADMIN, DEMO_MODE…),
 * and on a 5xx an `errorId` that is also logged.
 */
function errorOf(c: Context<AppContext>, status: number, answer: unknown): ErrorBody {
  const given = typeof answer === "object" && answer !== null ? (answer as Partial<ErrorBody>) : {};
  // Our own refusals (worker/auth/guards) carry field issues as message ids: translated here.
  const body: ErrorBody = isErrorCode(given.code)
    ? { ...given, ...errorBody(c, given.code, { issues: given.issues }) }
    : { ...errorBody(c, codeForStatus(status), { values: { resource: c.req.path } }), ...given };
  if (status >= 500) body.errorId = logFailure(c, { status, code: body.code });
  return body;
}
