import { z } from "zod";
import { created, guardedRoute, IdParams, jsonContent } from "../lib/api-routes";
import type { ApiTag } from "../lib/openapi";
import {
  BanInputSchema,
  SessionListSchema,
  UserInputSchema,
  UserListQuerySchema,
  UserListSchema,
  UserSchema,
} from "./users.schemas";

/** The users API contract (administrators): people, their sessions, bans, impersonation. */
export const usersTag: ApiTag = {
  name: "Users",
  description: "Administration of people: accounts, roles, bans, sessions, impersonation",
};
const tags = [usersTag.name];
const SessionParams = IdParams.extend({ sessionId: z.string().min(1).max(64) });

export const listUsers = guardedRoute({
  operationId: "listUsers",
  method: "get",
  path: "/users",
  tags,
  summary: "List people",
  description: "Newest first. Search matches name or email.",
  permissions: { user: ["list"] },
  request: { query: UserListQuerySchema },
  responses: { 200: { description: "A page of people", content: jsonContent(UserListSchema) } },
});

export const getUser = guardedRoute({
  operationId: "getUser",
  method: "get",
  path: "/users/{id}",
  tags,
  summary: "Get a person",
  permissions: { user: ["get"] },
  request: { params: IdParams },
  responses: { 200: { description: "The person", content: jsonContent(UserSchema) } },
});

export const createUser = guardedRoute({
  operationId: "createUser",
  method: "post",
  path: "/users",
  tags,
  summary: "Create a person",
  description: "They sign in with a code sent to this email.",
  permissions: { user: ["create"] },
  request: { body: { required: true, content: jsonContent(UserInputSchema) } },
  responses: { 201: created("The new person", UserSchema) },
  errors: ["CONFLICT"],
});

export const updateUser = guardedRoute({
  operationId: "updateUser",
  method: "put",
  path: "/users/{id}",
  tags,
  summary: "Replace a person's email, name and role",
  description:
    "Nobody changes their own role, nor their own email here (the account screen's change has the new address confirm it); the last administrator cannot be demoted (409 LAST_ADMIN).",
  permissions: { user: ["update", "set-role"] },
  request: { params: IdParams, body: { required: true, content: jsonContent(UserInputSchema) } },
  responses: { 200: { description: "The updated person", content: jsonContent(UserSchema) } },
  errors: ["YOU_CANNOT_CHANGE_YOUR_OWN_ROLE", "YOU_CANNOT_CHANGE_YOUR_OWN_EMAIL", "CONFLICT", "LAST_ADMIN"],
});

export const deleteUser = guardedRoute({
  operationId: "deleteUser",
  method: "delete",
  path: "/users/{id}",
  tags,
  summary: "Delete a person",
  description:
    "Not yourself; not the last administrator; not the only owner of an organization others belong to. Their sessions end with them.",
  permissions: { user: ["delete"] },
  request: { params: IdParams },
  responses: { 204: { description: "Deleted" } },
  errors: ["YOU_CANNOT_REMOVE_YOURSELF", "LAST_ADMIN", "ONLY_OWNER_OF_AN_ORGANIZATION"],
});

export const listUserSessions = guardedRoute({
  operationId: "listUserSessions",
  method: "get",
  path: "/users/{id}/sessions",
  tags,
  summary: "List a person's sessions",
  permissions: { session: ["list"] },
  request: { params: IdParams },
  responses: { 200: { description: "Active sessions, newest first", content: jsonContent(SessionListSchema) } },
});

export const revokeUserSession = guardedRoute({
  operationId: "revokeUserSession",
  method: "delete",
  path: "/users/{id}/sessions/{sessionId}",
  tags,
  summary: "End one of a person's sessions",
  permissions: { session: ["revoke"] },
  request: { params: SessionParams },
  responses: { 204: { description: "Ended" } },
});

export const revokeUserSessions = guardedRoute({
  operationId: "revokeUserSessions",
  method: "delete",
  path: "/users/{id}/sessions",
  tags,
  summary: "End all of a person's sessions",
  permissions: { session: ["revoke"] },
  request: { params: IdParams },
  responses: { 204: { description: "Ended" } },
});

export const banUser = guardedRoute({
  operationId: "banUser",
  method: "post",
  path: "/users/{id}/ban",
  tags,
  summary: "Ban a person",
  description: "Ends their sessions; they cannot sign in until the ban expires or is lifted. Not yourself.",
  permissions: { user: ["ban"] },
  request: { params: IdParams, body: { required: true, content: jsonContent(BanInputSchema) } },
  responses: { 200: { description: "The banned person", content: jsonContent(UserSchema) } },
  errors: ["YOU_CANNOT_BAN_YOURSELF", "LAST_ADMIN"],
});

export const resetSecondFactor = guardedRoute({
  operationId: "resetSecondFactor",
  method: "delete",
  path: "/users/{id}/second-factor",
  tags,
  summary: "Reset a person's two-step sign-in",
  description:
    "For someone who lost their authenticator app and recovery codes: removes their second factor and ends their trusted devices, so they sign in with an emailed code alone until they turn it on again. They are told by email; the audit trail records it. Needs a sign-in from the last 10 minutes. Not yourself.",
  permissions: { user: ["reset-second-factor"] },
  request: { params: IdParams },
  responses: { 204: { description: "Reset" } },
  errors: ["SESSION_EXPIRED", "SECOND_FACTOR_NOT_ON", "YOU_CANNOT_RESET_YOUR_OWN_SECOND_FACTOR"],
});

export const unbanUser = guardedRoute({
  operationId: "unbanUser",
  method: "post",
  path: "/users/{id}/unban",
  tags,
  summary: "Lift a ban",
  permissions: { user: ["ban"] },
  request: { params: IdParams },
  responses: { 200: { description: "The person", content: jsonContent(UserSchema) } },
});

export const impersonateUser = guardedRoute({
  operationId: "impersonateUser",
  method: "post",
  path: "/users/{id}/impersonate",
  tags,
  summary: "Act as a person (one hour)",
  description:
    "Sets a session cookie for the person; `POST /api/auth/admin/stop-impersonating` returns to your own. Not yourself, not another administrator.",
  permissions: { user: ["impersonate"] },
  request: { params: IdParams },
  responses: { 204: { description: "Now acting as the person" } },
  errors: ["YOU_CANNOT_IMPERSONATE_YOURSELF", "YOU_CANNOT_IMPERSONATE_ADMINS", "BANNED_USER"],
});
