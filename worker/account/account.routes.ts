import type { RouteHandler } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import { session } from "../db/auth-schema";
import { createDb } from "../db/client";
import { guardedRoute, IdParams, jsonContent } from "../lib/api-routes";
import type { AppContext } from "../lib/context";
import { ApiError } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { liveSessions } from "../users/user-sessions";
import { SessionListSchema } from "../users/users.schemas";

/**
 * The signed-in person's own sessions, by id (better-auth's own list hands out tokens).
 * Signing out elsewhere at once: POST /api/auth/revoke-other-sessions.
 */
const tags = ["Account"];

const listMySessions = guardedRoute({
  operationId: "listMySessions",
  method: "get",
  path: "/account/sessions",
  tags,
  summary: "List my sessions",
  responses: { 200: { description: "My active sessions, newest first", content: jsonContent(SessionListSchema) } },
});

const revokeMySession = guardedRoute({
  operationId: "revokeMySession",
  method: "delete",
  path: "/account/sessions/{id}",
  tags,
  summary: "End one of my sessions",
  permissions: { account: ["update"] },
  request: { params: IdParams },
  responses: { 204: { description: "Ended" } },
});

const listMySessionsHandler: RouteHandler<typeof listMySessions, AppContext> = async (c) => {
  const me = c.get("session");
  return c.json(await liveSessions(createDb(c.var.d1), me.user.id, me.session.id, c.get("demo")), 200);
};

const revokeMySessionHandler: RouteHandler<typeof revokeMySession, AppContext> = async (c) => {
  // Only my own: another person's session id answers 404, exactly like a wrong one.
  const ended = await createDb(c.var.d1)
    .delete(session)
    .where(and(eq(session.id, c.req.valid("param").id), eq(session.userId, c.get("session").user.id)))
    .returning({ id: session.id });
  if (ended.length === 0) throw new ApiError("NOT_FOUND");
  return c.body(null, 204);
};

export const accountRouter = createRouter()
  .openapi(listMySessions, listMySessionsHandler)
  .openapi(revokeMySession, revokeMySessionHandler);
