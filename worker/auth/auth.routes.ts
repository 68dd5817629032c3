import { Hono } from "hono";
import type { AppContext } from "../lib/context";
import { errorBody, isErrorCode } from "../lib/errors";
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
    const code = response.status === 404 ? "NOT_FOUND" : response.status === 429 ? "TOO_MANY_REQUESTS" : "BAD_REQUEST";
    const headers = new Headers(response.headers);
    headers.set("content-type", "application/json");
    return new Response(JSON.stringify(errorBody(c, code)), { status: response.status, headers });
  }
  // The OpenAPI document describes `token` fields; it carries no token itself.
  if (!isJson || c.req.path.endsWith("/open-api/generate-schema")) return response;

  const text = await response.text();
  if (!text) return new Response(null, response);
  const body = JSON.parse(text, (key, value) => (key === "token" ? undefined : value));
  // Our own rules' refusals (SESSION_EXPIRED, LAST_ADMIN, DEMO_MODE…) speak the request's language.
  if (response.status >= 400 && isErrorCode(body?.code)) body.message = errorBody(c, body.code).message;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
});
