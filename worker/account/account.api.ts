import type { RouteHandler } from "@hono/zod-openapi";
import { getCookies } from "better-auth/cookies";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import { getAuth } from "../auth/auth";
import { member, organization, session } from "../db/auth-schema";
import { createDb } from "../db/client";
import { exportsRouter } from "../exports/exports.api";
import { guardedRoute, IdParams, jsonContent } from "../lib/api-routes";
import type { AppContext } from "../lib/context";
import { ApiError } from "../lib/errors";
import { type ApiTag, createRouter } from "../lib/openapi";
import { liveSessions } from "../users/user-sessions";
import { SessionListSchema } from "../users/users.schemas";
import { MyOrganizationListSchema } from "./account.schemas";

/**
 * The signed-in person's own sessions, by id (better-auth's own list hands out tokens).
 * Signing out elsewhere at once: POST /api/auth/revoke-other-sessions.
 */
export const accountTag: ApiTag = {
  name: "Account",
  description: "The signed-in person's own sessions, organizations, security events and copy of their data",
};
const tags = [accountTag.name];

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

const listMyOrganizations = guardedRoute({
  operationId: "listMyOrganizations",
  method: "get",
  path: "/account/organizations",
  tags,
  summary: "List my organizations",
  description:
    "The organizations I belong to, by name, with my role and their number of members. Creating, joining and managing them: better-auth's `/api/auth/organization/*`.",
  responses: {
    200: { description: "My organizations, by name", content: jsonContent(MyOrganizationListSchema) },
  },
});

const listMySessionsHandler: RouteHandler<typeof listMySessions, AppContext> = async (c) => {
  const me = c.get("session");
  return c.json(await liveSessions(createDb(c.var.d1), me.user.id, me.session.id, c.get("demo")), 200);
};

const listMyOrganizationsHandler: RouteHandler<typeof listMyOrganizations, AppContext> = async (c) => {
  const me = c.get("session");
  const rows = await createDb(c.var.d1)
    .select({
      id: organization.id,
      name: organization.name,
      slug: organization.slug,
      logo: organization.logo,
      createdAt: organization.createdAt,
      role: member.role,
      members: sql<number>`(SELECT count(*) FROM ${member} AS others WHERE others.organization_id = ${organization.id})`,
      // Roles are comma-separated (better-auth): an owner is one whose list names it, as the rules read it (migrations/0003).
      owners: sql<number>`(SELECT count(*) FROM ${member} AS owning WHERE owning.organization_id = ${organization.id}
        AND ',' || replace(owning.role, ' ', '') || ',' LIKE '%,owner,%')`,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, me.user.id))
    .orderBy(asc(sql`${organization.name} COLLATE NOCASE`), asc(organization.id));
  const activeId = me.session.activeOrganizationId;
  return c.json(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), active: row.id === activeId })),
    200,
  );
};

const revokeMySessionHandler: RouteHandler<typeof revokeMySession, AppContext> = async (c) => {
  // Only my own: another person's session id answers 404, exactly like a wrong one.
  const ended = await createDb(c.var.d1)
    .delete(session)
    .where(and(eq(session.id, c.req.valid("param").id), eq(session.userId, c.get("session").user.id)))
    .returning({ id: session.id });
  if (ended.length === 0) throw new ApiError("NOT_FOUND");
  // Ending the session one is using signs this browser out: its cookies go with it.
  if (ended[0]?.id === c.get("session").session.id) expireSessionCookies(c);
  return c.body(null, 204);
};

/**
 * The session's cookies the request sent, expired, as better-auth names and sets them (its
 * token, the session data it may cache beside it, "don't remember me"): their names carry
 * `__Secure-` over https, and their attributes are the ones a deletion must repeat.
 */
function expireSessionCookies(c: Context<AppContext>) {
  const sent = getCookie(c);
  const { sessionToken, sessionData, dontRememberToken } = getCookies(getAuth(c.env, c.get("demo")).options);
  for (const { name, attributes } of [sessionToken, sessionData, dontRememberToken]) {
    if (!(name in sent)) continue;
    const { path, secure, httpOnly, sameSite, domain } = attributes;
    deleteCookie(c, name, {
      path,
      secure,
      httpOnly,
      domain,
      sameSite: sameSite as "lax" | "strict" | "none" | undefined,
    });
  }
}

export const accountRouter = createRouter()
  .openapi(listMySessions, listMySessionsHandler)
  .openapi(listMyOrganizations, listMyOrganizationsHandler)
  .openapi(revokeMySession, revokeMySessionHandler)
  .route("/", exportsRouter);
