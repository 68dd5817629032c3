import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { requirePermission } from "../auth/session";
import { cookieAuth, errorResponses } from "../lib/api-schemas";
import {
  BanInputSchema,
  SessionListSchema,
  UserInputSchema,
  UserListQuerySchema,
  UserListSchema,
  UserSchema,
} from "./users.schemas";

/** The users API contract (administrators): people, their sessions, bans, impersonation. */
const tags = ["Users"];
const json = <T>(schema: T) => ({ "application/json": { schema } });
const IdParams = z.object({ id: z.string().min(1).max(64) });
const SessionParams = IdParams.extend({ sessionId: z.string().min(1).max(64) });
const denied = ["UNAUTHORIZED", "FORBIDDEN"] as const;

export const listUsers = createRoute({
  method: "get",
  path: "/users",
  tags,
  summary: "List people",
  description: "Newest first. Search matches name or email.",
  security: cookieAuth,
  middleware: [requirePermission({ user: ["list"] })] as const,
  request: { query: UserListQuerySchema },
  responses: {
    200: { description: "A page of people", content: json(UserListSchema) },
    ...errorResponses("VALIDATION_ERROR", ...denied),
  },
});

export const getUser = createRoute({
  method: "get",
  path: "/users/{id}",
  tags,
  summary: "Get a person",
  security: cookieAuth,
  middleware: [requirePermission({ user: ["get"] })] as const,
  request: { params: IdParams },
  responses: {
    200: { description: "The person", content: json(UserSchema) },
    ...errorResponses(...denied, "NOT_FOUND"),
  },
});

export const createUser = createRoute({
  method: "post",
  path: "/users",
  tags,
  summary: "Create a person",
  description: "They sign in with a code sent to this email.",
  security: cookieAuth,
  middleware: [requirePermission({ user: ["create"] })] as const,
  request: { body: { required: true, content: json(UserInputSchema) } },
  responses: {
    201: { description: "The new person", content: json(UserSchema) },
    ...errorResponses("VALIDATION_ERROR", ...denied, "CONFLICT"),
  },
});

export const updateUser = createRoute({
  method: "put",
  path: "/users/{id}",
  tags,
  summary: "Replace a person's email, name and role",
  description: "Nobody changes their own role; the last administrator cannot be demoted (409 LAST_ADMIN).",
  security: cookieAuth,
  middleware: [requirePermission({ user: ["update", "set-role"] })] as const,
  request: { params: IdParams, body: { required: true, content: json(UserInputSchema) } },
  responses: {
    200: { description: "The updated person", content: json(UserSchema) },
    ...errorResponses("VALIDATION_ERROR", ...denied, "NOT_FOUND", "CONFLICT"),
  },
});

export const deleteUser = createRoute({
  method: "delete",
  path: "/users/{id}",
  tags,
  summary: "Delete a person",
  description: "Not yourself; not the last administrator. Their sessions end with them.",
  security: cookieAuth,
  middleware: [requirePermission({ user: ["delete"] })] as const,
  request: { params: IdParams },
  responses: { 204: { description: "Deleted" }, ...errorResponses(...denied, "NOT_FOUND", "CONFLICT") },
});

export const listUserSessions = createRoute({
  method: "get",
  path: "/users/{id}/sessions",
  tags,
  summary: "List a person's sessions",
  security: cookieAuth,
  middleware: [requirePermission({ session: ["list"] })] as const,
  request: { params: IdParams },
  responses: {
    200: { description: "Active sessions, newest first", content: json(SessionListSchema) },
    ...errorResponses(...denied, "NOT_FOUND"),
  },
});

export const revokeUserSession = createRoute({
  method: "delete",
  path: "/users/{id}/sessions/{sessionId}",
  tags,
  summary: "End one of a person's sessions",
  security: cookieAuth,
  middleware: [requirePermission({ session: ["revoke"] })] as const,
  request: { params: SessionParams },
  responses: { 204: { description: "Ended" }, ...errorResponses(...denied, "NOT_FOUND") },
});

export const revokeUserSessions = createRoute({
  method: "delete",
  path: "/users/{id}/sessions",
  tags,
  summary: "End all of a person's sessions",
  security: cookieAuth,
  middleware: [requirePermission({ session: ["revoke"] })] as const,
  request: { params: IdParams },
  responses: { 204: { description: "Ended" }, ...errorResponses(...denied, "NOT_FOUND") },
});

export const banUser = createRoute({
  method: "post",
  path: "/users/{id}/ban",
  tags,
  summary: "Ban a person",
  description: "Ends their sessions; they cannot sign in until the ban expires or is lifted. Not yourself.",
  security: cookieAuth,
  middleware: [requirePermission({ user: ["ban"] })] as const,
  request: { params: IdParams, body: { required: true, content: json(BanInputSchema) } },
  responses: {
    200: { description: "The banned person", content: json(UserSchema) },
    ...errorResponses("VALIDATION_ERROR", ...denied, "NOT_FOUND"),
  },
});

export const unbanUser = createRoute({
  method: "post",
  path: "/users/{id}/unban",
  tags,
  summary: "Lift a ban",
  security: cookieAuth,
  middleware: [requirePermission({ user: ["ban"] })] as const,
  request: { params: IdParams },
  responses: {
    200: { description: "The person", content: json(UserSchema) },
    ...errorResponses(...denied, "NOT_FOUND"),
  },
});

export const impersonateUser = createRoute({
  method: "post",
  path: "/users/{id}/impersonate",
  tags,
  summary: "Act as a person (one hour)",
  description:
    "Sets a session cookie for the person; `POST /api/auth/admin/stop-impersonating` returns to your own. Not yourself, not another administrator.",
  security: cookieAuth,
  middleware: [requirePermission({ user: ["impersonate"] })] as const,
  request: { params: IdParams },
  responses: { 204: { description: "Now acting as the person" }, ...errorResponses(...denied, "NOT_FOUND") },
});
