import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { z } from "zod";
import { keysMayReach } from "../api-keys/api-key-permissions.shared";
import { type Permissions, roleCan } from "../auth/permissions.shared";
import { requirePermission, requireSession } from "../auth/session";
import { ErrorSchema } from "./api.schemas";
import { type ErrorCode, errorsByStatus, RETRY_AFTER_HEADER, WWW_AUTHENTICATE_HEADER } from "./errors";
import { WRITE_METHODS } from "./write-methods";

/**
 * The two kinds of app API route, each stating once what the document must say of it:
 * its guard, its security requirement and every error it can answer with. The errors the
 * Worker adds around a route (worker/app.ts refuses bodies and writes before any route runs)
 * follow from what the route takes; a route lists only those its handler raises.
 */

/** A JSON body or answer. */
export const jsonContent = <T>(schema: T) => ({ "application/json": { schema } });

/**
 * A 201's response: the new resource as JSON, and its address in `Location` (RFC 9110), which
 * the handler sets with `c.header("Location", …)`.
 */
export const created = <T>(description: string, schema: T) => ({
  description,
  headers: z.object({
    Location: z.string().meta({ description: "The new resource's address", example: "/api/books/0b6e…" }),
  }),
  content: jsonContent(schema),
});

/** The `{id}` of a resource in a path. */
export const IdParams = z.object({ id: z.string().min(1).max(64) });

/** The cookie that carries a session (its scheme: worker/openapi/cookie-auth.ts). */
const cookieAuth = [{ cookieAuth: [] }];
/** Either credential: the session cookie, or an API key (worker/api-keys) that may do what the route does. */
const cookieOrKey = [...cookieAuth, { bearerAuth: [] }];

type RouteInput = Omit<RouteConfig, "security" | "middleware" | "operationId"> & {
  /** Stable, camelCase: what a generated client names the call. */
  operationId: string;
  /** Errors the handler raises beyond those the route's shape implies (CONFLICT, LAST_ADMIN…). */
  errors?: ErrorCode[];
};

/** Every code a route can answer with: from its inputs, its method and its guard, then its own. */
function errorCodes(route: RouteInput, guard: "none" | "session" | "permissions"): ErrorCode[] {
  const { request, method } = route;
  const codes: ErrorCode[] = [];
  // An upload's body is the file itself (worker/files), not JSON, with limits of its own.
  const json = Boolean(request?.body?.content?.["application/json"]);
  if (request?.params || request?.query || json) codes.push("VALIDATION_ERROR");
  if (json) codes.push("INVALID_JSON");
  if (guard !== "none") codes.push("UNAUTHORIZED");
  if (guard === "permissions") codes.push("FORBIDDEN");
  if (WRITE_METHODS.has(method.toUpperCase())) {
    codes.push("INVALID_ORIGIN", "MISSING_OR_NULL_ORIGIN", "DEMO_MODE");
    if (!request?.body || json) codes.push("PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE");
  }
  if (request?.params) codes.push("NOT_FOUND");
  // Every route is behind the edge's limits (worker/lib/edge-limits.ts).
  codes.push(...(route.errors ?? []), "TOO_MANY_REQUESTS", "INTERNAL_SERVER_ERROR");
  return codes;
}

/** One response per status, naming the codes it carries (and only those, in its schema). */
function errorResponses(codes: ErrorCode[]) {
  return Object.fromEntries(
    errorsByStatus(codes).map(({ status, codes: [first, ...rest], description }) => {
      const schema = z.intersection(ErrorSchema, z.object({ code: z.enum([first as ErrorCode, ...rest]) }));
      const headers =
        status === 401
          ? { headers: { "WWW-Authenticate": WWW_AUTHENTICATE_HEADER } }
          : status === 429
            ? { headers: { "Retry-After": RETRY_AFTER_HEADER } }
            : {};
      return [status, { description, ...headers, content: jsonContent(schema) }];
    }),
  );
}

/**
 * The route with its error responses in the document. Its type keeps the route's own
 * responses only: handlers answer errors by throwing (worker/lib/errors.ts), never by
 * returning them, and the typed client reads errors through one shape (ErrorSchema).
 */
function withErrors<const R extends RouteInput>(route: R, guard: "none" | "session" | "permissions") {
  const { errors: _, ...config } = route;
  const errors: Record<string, { content: object }> = errorResponses(errorCodes(route, guard));
  const own = config.responses as Record<string, { content?: object }>;
  // A route may answer an error in another form too (a page for a browser): both are listed.
  const merged = Object.fromEntries(
    Object.entries(errors).map(([status, error]) => [
      status,
      { ...error, content: { ...error.content, ...own[status]?.content } },
    ]),
  );
  const responses: R["responses"] = { ...config.responses, ...merged };
  return { ...config, responses };
}

/** A route anyone may call, with or without a session. */
export function publicRoute<const R extends RouteInput>(route: R) {
  return createRoute({ ...withErrors(route, "none"), security: [] });
}

/**
 * A route for signed-in people: 401 without a session, and with `permissions`, 403 when the
 * role lacks one of them (worker/auth/permissions.shared.ts). Without, any signed-in person passes.
 * An API key reaches the route when a key may hold all of its permissions, by that rule alone.
 */
export function guardedRoute<const R extends RouteInput>({ permissions, ...route }: R & { permissions?: Permissions }) {
  // What only administrators may do waits for their second factor where one is required (worker/auth/session.ts).
  const adminOnly = permissions !== undefined && !roleCan(null, permissions);
  const errors: ErrorCode[] = [...(route.errors ?? []), ...(adminOnly ? (["SECOND_FACTOR_REQUIRED"] as const) : [])];
  return createRoute({
    ...withErrors({ ...route, errors }, permissions ? "permissions" : "session"),
    security: permissions && keysMayReach(permissions) ? cookieOrKey : cookieAuth,
    middleware: [permissions ? requirePermission(permissions) : requireSession()] as const,
  });
}
