import type { RouteHandler } from "@hono/zod-openapi";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { requireFreshSignIn } from "../auth/session";
import { createDb, type Db } from "../db/client";
import { getConfig } from "../env";
import { created, guardedRoute, IdParams, jsonContent } from "../lib/api-routes";
import type { AppContext } from "../lib/context";
import { ApiError } from "../lib/errors";
import { fieldMessages } from "../lib/field-messages.shared";
import { createRouter } from "../lib/openapi";
import { findUser } from "../users/users.handlers";
import { newApiKey } from "./api-key-format";
import { grantableTo, includes, type KeyPermissions } from "./api-key-permissions.shared";
import {
  API_KEYS_PER_PERSON,
  ApiKeyInputSchema,
  ApiKeyListSchema,
  ApiKeySchema,
  NewApiKeySchema,
} from "./api-keys.schemas";
import { type ApiKeyRow, apiKey } from "./api-keys.table";

/**
 * A person's API keys (docs/api-keys.md): theirs on the account screen, anyone's for the
 * administrators who see their sessions. Making and revoking one's own needs a recent sign-in
 * of the person themselves; no key reaches these routes (their guards name no permission a
 * key may hold, worker/api-keys/api-key-permissions.shared.ts).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const KeyParams = IdParams.extend({ keyId: z.string().min(1).max(64) });

const listMyApiKeys = guardedRoute({
  operationId: "listMyApiKeys",
  method: "get",
  path: "/account/api-keys",
  tags: ["Account"],
  summary: "List my API keys",
  responses: { 200: { description: "My keys, newest first", content: jsonContent(ApiKeyListSchema) } },
});

const createMyApiKey = guardedRoute({
  operationId: "createMyApiKey",
  method: "post",
  path: "/account/api-keys",
  tags: ["Account"],
  summary: "Make an API key",
  description: `A key that acts as me with at most the permissions given, which must be among those I hold; the answer holds the key itself, shown this once. Needs a sign-in from the last 10 minutes, by me (not an administrator acting as me). At most ${API_KEYS_PER_PERSON} API keys a person.`,
  request: { body: { required: true, content: jsonContent(ApiKeyInputSchema) } },
  errors: ["SESSION_EXPIRED", "IMPERSONATION_REFUSED", "API_KEY_LIMIT_REACHED"],
  responses: { 201: created("The key, shown this once", NewApiKeySchema) },
});

const getMyApiKey = guardedRoute({
  operationId: "getMyApiKey",
  method: "get",
  path: "/account/api-keys/{id}",
  tags: ["Account"],
  summary: "Read one of my API keys",
  request: { params: IdParams },
  responses: { 200: { description: "The key, as lists show it", content: jsonContent(ApiKeySchema) } },
});

const revokeMyApiKey = guardedRoute({
  operationId: "revokeMyApiKey",
  method: "delete",
  path: "/account/api-keys/{id}",
  tags: ["Account"],
  summary: "Revoke one of my API keys",
  description: "It stops working at once. Needs a sign-in from the last 10 minutes, by me.",
  request: { params: IdParams },
  errors: ["SESSION_EXPIRED", "IMPERSONATION_REFUSED"],
  responses: { 204: { description: "Revoked" } },
});

const listUserApiKeys = guardedRoute({
  operationId: "listUserApiKeys",
  method: "get",
  path: "/users/{id}/api-keys",
  tags: ["Users"],
  summary: "List someone's API keys",
  permissions: { session: ["list"] },
  request: { params: IdParams },
  responses: { 200: { description: "Their keys, newest first", content: jsonContent(ApiKeyListSchema) } },
});

const revokeUserApiKey = guardedRoute({
  operationId: "revokeUserApiKey",
  method: "delete",
  path: "/users/{id}/api-keys/{keyId}",
  tags: ["Users"],
  summary: "Revoke someone's API key",
  description:
    "It stops working at once. One's own, as on the account screen, needs a sign-in from the last 10 minutes.",
  permissions: { session: ["revoke"] },
  errors: ["SESSION_EXPIRED", "IMPERSONATION_REFUSED"],
  request: { params: KeyParams },
  responses: { 204: { description: "Revoked" } },
});

const toApiKey = ({ userId: _, keyHash: __, usedFrom: ___, permissions, ...row }: ApiKeyRow) => ({
  ...row,
  permissions: JSON.parse(permissions) as KeyPermissions,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const keysOf = async (db: Db, userId: string) =>
  (await db.select().from(apiKey).where(eq(apiKey.userId, userId)).orderBy(desc(apiKey.createdAt))).map(toApiKey);

/** Deletes a key of a person's; 404 for one that is not theirs, or already gone (two revocations at once). */
async function revoke(db: Db, userId: string, keyId: string) {
  const gone = await db
    .delete(apiKey)
    .where(and(eq(apiKey.id, keyId), eq(apiKey.userId, userId)))
    .returning({ id: apiKey.id });
  if (gone.length === 0) throw new ApiError("NOT_FOUND");
}

const getMyApiKeyHandler: RouteHandler<typeof getMyApiKey, AppContext> = async (c) => {
  const [row] = await createDb(c.var.d1)
    .select()
    .from(apiKey)
    .where(and(eq(apiKey.id, c.req.valid("param").id), eq(apiKey.userId, c.get("session").user.id)));
  if (!row) throw new ApiError("NOT_FOUND");
  return c.json(toApiKey(row), 200);
};

const listMyApiKeysHandler: RouteHandler<typeof listMyApiKeys, AppContext> = async (c) =>
  c.json(await keysOf(createDb(c.var.d1), c.get("session").user.id), 200);

const createMyApiKeyHandler: RouteHandler<typeof createMyApiKey, AppContext> = async (c) => {
  const me = c.get("session");
  requireFreshSignIn(me, { person: true });
  const { name, expiresInDays, permissions } = c.req.valid("json");
  if (expiresInDays === null && !getConfig(c.env).apiKeysNeverExpire) {
    throw new ApiError("VALIDATION_ERROR", {
      issues: [{ path: "expiresInDays", message: fieldMessages.expiryRequired.id }],
    });
  }
  if (!includes(grantableTo(me.user.role), permissions)) {
    throw new ApiError("VALIDATION_ERROR", {
      issues: [{ path: "permissions", message: fieldMessages.permissionNotHeld.id }],
    });
  }
  const { key, start, keyHash } = await newApiKey();
  const now = Date.now();
  const [row] = await createDb(c.var.d1)
    .insert(apiKey)
    .values({
      id: crypto.randomUUID(),
      userId: me.user.id,
      name,
      start,
      keyHash,
      permissions: JSON.stringify(permissions),
      createdAt: new Date(now),
      expiresAt: expiresInDays === null ? null : new Date(now + expiresInDays * DAY_MS),
    })
    .returning();
  if (!row) throw new Error("The new API key was not returned");
  c.header("Location", `/api/account/api-keys/${row.id}`);
  return c.json({ ...toApiKey(row), key }, 201);
};

const revokeMyApiKeyHandler: RouteHandler<typeof revokeMyApiKey, AppContext> = async (c) => {
  const me = c.get("session");
  requireFreshSignIn(me, { person: true });
  await revoke(createDb(c.var.d1), me.user.id, c.req.valid("param").id);
  return c.body(null, 204);
};

const listUserApiKeysHandler: RouteHandler<typeof listUserApiKeys, AppContext> = async (c) => {
  const db = createDb(c.var.d1);
  const { id } = c.req.valid("param");
  await findUser(db, id);
  return c.json(await keysOf(db, id), 200);
};

const revokeUserApiKeyHandler: RouteHandler<typeof revokeUserApiKey, AppContext> = async (c) => {
  const { id, keyId } = c.req.valid("param");
  // One's own keys are revoked as the account screen revokes them, by whatever route.
  if (id === c.get("session").user.id) requireFreshSignIn(c.get("session"), { person: true });
  await revoke(createDb(c.var.d1), id, keyId);
  return c.body(null, 204);
};

export const apiKeysRouter = createRouter()
  .openapi(listMyApiKeys, listMyApiKeysHandler)
  .openapi(createMyApiKey, createMyApiKeyHandler)
  .openapi(getMyApiKey, getMyApiKeyHandler)
  .openapi(revokeMyApiKey, revokeMyApiKeyHandler)
  .openapi(listUserApiKeys, listUserApiKeysHandler)
  .openapi(revokeUserApiKey, revokeUserApiKeyHandler);
