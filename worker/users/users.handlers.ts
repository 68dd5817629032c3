import type { RouteHandler } from "@hono/zod-openapi";
import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { getAuth } from "../auth/auth";
import { requireFreshSignIn } from "../auth/session";
import { session, twoFactor, user } from "../db/auth-schema";
import { createDb, type Db } from "../db/client";
import { noticeEmailChange } from "../email/email-changed-email";
import { noticeSecondFactorReset } from "../email/second-factor-reset-email";
import { removeQueuedFilesSoon } from "../files/file-removal";
import type { AppContext } from "../lib/context";
import { newestFirstCursor, olderThan } from "../lib/cursor";
import { brokenConstraint } from "../lib/db-errors";
import { ApiError, codeForStatus, isErrorCode } from "../lib/errors";
import { fieldMessages } from "../lib/field-messages.shared";
import { keysetPage, type PageRequest, pageQueries } from "../lib/keyset-page";
import { containsText } from "../lib/search";
import { comparisonKey } from "../lib/text-rules.shared";
import { liveSessions } from "./user-sessions";
import type {
  banUser,
  createUser,
  deleteUser,
  getUser,
  impersonateUser,
  listUserSessions,
  listUsers,
  resetSecondFactor,
  revokeUserSession,
  revokeUserSessions,
  unbanUser,
  updateUser,
} from "./users.routes";
import { ADMIN_ROLE, refuseSelf } from "./users.rules";
import type { User, UserInputSchema } from "./users.schemas";

type UserRow = typeof user.$inferSelect;

/** The columns an input writes, with the name's comparison key that search reads. */
function columnsOf(input: z.output<typeof UserInputSchema>) {
  return { ...input, nameKey: comparisonKey(input.name), updatedAt: new Date() };
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role === ADMIN_ROLE ? "admin" : "user",
    emailVerified: row.emailVerified,
    image: row.image,
    banned: row.banned ?? false,
    banReason: row.banReason,
    banExpires: row.banExpires?.toISOString() ?? null,
    twoFactorEnabled: row.twoFactorEnabled ?? false,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An email already taken is the client's problem, on the email field. */
function rethrowConstraint(error: unknown): never {
  const broken = brokenConstraint(error);
  if (broken?.kind === "unique" && broken.detail.includes("email")) {
    throw new ApiError("CONFLICT", {
      message: fieldMessages.emailTaken,
      issues: [{ path: "email", message: fieldMessages.emailTaken.id }],
    });
  }
  throw error;
}

export async function findUser(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(user).where(eq(user.id, id));
  if (!row) throw new ApiError("NOT_FOUND");
  return row;
}

const actorOf = (c: { get(key: "session"): { user: { id: string; role?: string | null } } }) => c.get("session").user;

/** What a users list asks for (GET /api/users's query). */
export interface UsersPage extends PageRequest {
  searchTerm?: string | undefined;
}

/**
 * A page of a users list, newest first. Also run by /api/dev/query-plans, which shows that
 * an index serves it.
 */
export function usersPageQueries(db: Db, { searchTerm, cursor, limit }: UsersPage) {
  const filters: SQL[] = [];
  if (searchTerm) {
    const key = comparisonKey(searchTerm);
    // Emails are stored lower-case by every writer (better-auth, UserInputSchema).
    const matches = or(containsText(user.nameKey, key), containsText(user.email, key));
    if (matches) filters.push(matches);
  }
  return pageQueries(
    db,
    { from: user, filters, cursor, limit, after: olderThan(user.createdAt, user.id), cursorOf: newestFirstCursor },
    (where) => db.select().from(user).where(where).orderBy(desc(user.createdAt), desc(user.id)),
  );
}

export const listUsersHandler: RouteHandler<typeof listUsers, AppContext> = async (c) => {
  const db = createDb(c.var.d1);
  return c.json(await keysetPage(db, usersPageQueries(db, c.req.valid("query")), toUser), 200);
};

export const getUserHandler: RouteHandler<typeof getUser, AppContext> = async (c) => {
  return c.json(toUser(await findUser(createDb(c.var.d1), c.req.valid("param").id)), 200);
};

export const createUserHandler: RouteHandler<typeof createUser, AppContext> = async (c) => {
  const columns = columnsOf(c.req.valid("json"));
  const [created] = await createDb(c.var.d1)
    .insert(user)
    .values({ id: crypto.randomUUID(), ...columns, emailVerified: false, banned: false, createdAt: columns.updatedAt })
    .returning()
    .catch(rethrowConstraint);
  if (!created) throw new Error("The new person was not returned");
  c.header("Location", `/api/users/${encodeURIComponent(created.id)}`);
  return c.json(toUser(created), 201);
};

export const updateUserHandler: RouteHandler<typeof updateUser, AppContext> = async (c) => {
  const { id } = c.req.valid("param");
  const input = c.req.valid("json");
  const own = actorOf(c).id === id;
  // Nobody changes their own role, nor their own address, which moves only as the account
  // screen moves it: confirmed by the new address, after a recent sign-in (an outside attack
  // moved an administrator's with a stale session). Both held by the write itself, so a
  // demotion or a move that lands while this request runs is not undone by it.
  const asStored = own
    ? and(eq(user.email, input.email), eq(sql`coalesce(${user.role}, 'user')`, input.role))
    : undefined;

  const db = createDb(c.var.d1);
  // The address before, read in the same transaction as the write: the one a move is told to.
  const [[before], [updated]] = await db
    .batch([
      db.select({ email: user.email, role: user.role }).from(user).where(eq(user.id, id)),
      db
        .update(user)
        .set(columnsOf(input))
        .where(and(eq(user.id, id), asStored))
        .returning(),
    ])
    .catch(rethrowConstraint);
  if (!updated && before && own) {
    throw new ApiError(
      (before.role ?? "user") !== input.role ? "YOU_CANNOT_CHANGE_YOUR_OWN_ROLE" : "YOU_CANNOT_CHANGE_YOUR_OWN_EMAIL",
    );
  }
  if (!updated) throw new ApiError("NOT_FOUND");
  if (before && before.email !== updated.email) {
    await noticeEmailChange(c.env, {
      to: before.email,
      newEmail: updated.email,
      changedAt: updated.updatedAt,
      byAdministrator: true,
      locale: c.get("language"),
    });
  }
  return c.json(toUser(updated), 200);
};

export const deleteUserHandler: RouteHandler<typeof deleteUser, AppContext> = async (c) => {
  const { id } = c.req.valid("param");
  refuseSelf(actorOf(c).id, id, "YOU_CANNOT_REMOVE_YOURSELF");
  const deleted = await createDb(c.var.d1).delete(user).where(eq(user.id, id)).returning({ id: user.id });
  if (deleted.length === 0) throw new ApiError("NOT_FOUND");
  // Their pictures' bytes, queued by the deletion (worker/files/file-removal.ts).
  removeQueuedFilesSoon(c.executionCtx, c.env);
  return c.body(null, 204);
};

export const listUserSessionsHandler: RouteHandler<typeof listUserSessions, AppContext> = async (c) => {
  const { id } = c.req.valid("param");
  const db = createDb(c.var.d1);
  await findUser(db, id);
  return c.json(await liveSessions(db, id, c.get("session").session.id, c.get("demo")), 200);
};

export const revokeUserSessionHandler: RouteHandler<typeof revokeUserSession, AppContext> = async (c) => {
  const { id, sessionId } = c.req.valid("param");
  const ended = await createDb(c.var.d1)
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, id)))
    .returning({ id: session.id });
  if (ended.length === 0) throw new ApiError("NOT_FOUND");
  return c.body(null, 204);
};

export const revokeUserSessionsHandler: RouteHandler<typeof revokeUserSessions, AppContext> = async (c) => {
  const { id } = c.req.valid("param");
  const db = createDb(c.var.d1);
  await findUser(db, id);
  await db.delete(session).where(eq(session.userId, id));
  return c.body(null, 204);
};

export const banUserHandler: RouteHandler<typeof banUser, AppContext> = async (c) => {
  const { id } = c.req.valid("param");
  const { reason, expiresAt } = c.req.valid("json");
  refuseSelf(actorOf(c).id, id, "YOU_CANNOT_BAN_YOURSELF");
  const db = createDb(c.var.d1);
  // One batch: the ban and the end of every session, or neither (a refused ban aborts both).
  const [banned] = await db.batch([
    db
      .update(user)
      .set({
        banned: true,
        banReason: reason || null,
        banExpires: expiresAt ? new Date(expiresAt) : null,
        updatedAt: new Date(),
      })
      .where(eq(user.id, id))
      .returning(),
    db.delete(session).where(eq(session.userId, id)),
  ]);
  const row = banned[0];
  if (!row) throw new ApiError("NOT_FOUND");
  return c.json(toUser(row), 200);
};

/**
 * Someone's second factor removed, in one batch with their account's flag: a person who lost
 * both their phone and their recovery codes signs in with an emailed code again. Like the
 * person's own turning off, it needs the administrator's sign-in to be fresh; the database
 * ends their trusted devices and records the reset (migrations/0021).
 */
export const resetSecondFactorHandler: RouteHandler<typeof resetSecondFactor, AppContext> = async (c) => {
  const { id } = c.req.valid("param");
  refuseSelf(actorOf(c).id, id, "YOU_CANNOT_RESET_YOUR_OWN_SECOND_FACTOR");
  requireFreshSignIn(c.get("session"));
  const db = createDb(c.var.d1);
  const [removed, [person]] = await db.batch([
    db.delete(twoFactor).where(eq(twoFactor.userId, id)).returning({ id: twoFactor.id }),
    db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, id)).returning({ email: user.email }),
  ]);
  if (!person) throw new ApiError("NOT_FOUND");
  if (removed.length === 0) throw new ApiError("SECOND_FACTOR_NOT_ON");
  await noticeSecondFactorReset(c.env, { to: person.email, resetAt: new Date(), locale: c.get("language") });
  return c.body(null, 204);
};

export const unbanUserHandler: RouteHandler<typeof unbanUser, AppContext> = async (c) => {
  const { id } = c.req.valid("param");
  const [row] = await createDb(c.var.d1)
    .update(user)
    .set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() })
    .where(eq(user.id, id))
    .returning();
  if (!row) throw new ApiError("NOT_FOUND");
  return c.json(toUser(row), 200);
};

export const impersonateUserHandler: RouteHandler<typeof impersonateUser, AppContext> = async (c) => {
  const { id } = c.req.valid("param");
  refuseSelf(actorOf(c).id, id, "YOU_CANNOT_IMPERSONATE_YOURSELF");
  const target = await findUser(createDb(c.var.d1), id);
  if (target.role === ADMIN_ROLE) throw new ApiError("YOU_CANNOT_IMPERSONATE_ADMINS");

  // better-auth makes the session and keeps the admin's own in a signed cookie for the way back.
  const answer = await getAuth(c.env, c.get("demo")).api.impersonateUser({
    body: { userId: id },
    headers: c.req.raw.headers,
    asResponse: true,
  });
  // A refusal (403 BANNED_USER: no session opens for a banned person; 401 when the admin's own
  // session ended meanwhile) is the client's answer, in the API's error shape.
  if (!answer.ok && answer.status < 500) {
    const given = (await answer.json().catch(() => null)) as { code?: unknown } | null;
    throw new ApiError(isErrorCode(given?.code) ? given.code : codeForStatus(answer.status));
  }
  if (!answer.ok) throw new Error(`Impersonation refused by better-auth: HTTP ${answer.status}`);
  const response = c.body(null, 204);
  for (const cookie of answer.headers.getSetCookie()) response.headers.append("set-cookie", cookie);
  return response;
};
