import type { RouteHandler } from "@hono/zod-openapi";
import { asc, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { member, organization, team, user } from "../db/auth-schema";
import { createDb, type Db } from "../db/client";
import type { AppContext } from "../lib/context";
import { newestFirstCursor, olderThan } from "../lib/cursor";
import { ApiError } from "../lib/errors";
import { keysetPage, type PageRequest, pageQueries } from "../lib/keyset-page";
import { containsText } from "../lib/search";
import { comparisonKey } from "../lib/text-rules.shared";
import type { deleteOrganization, getOrganization, listOrganizations } from "./organizations.routes";

/**
 * An organization as lists show it. Its members are counted in the same statement (a
 * correlated subquery on member's organization index): one query for a whole page.
 */
const organizationColumns = {
  id: organization.id,
  name: organization.name,
  slug: organization.slug,
  logo: organization.logo,
  createdAt: organization.createdAt,
  // Spelled out: in a one-table query drizzle writes a column without its table, and inside
  // the subquery "id" would then be the member's own.
  membersCount:
    sql<number>`(SELECT count(*) FROM "member" WHERE "member"."organization_id" = "organization"."id")`.mapWith(Number),
};

/** A row as the API answers it: times as ISO text. */
const withIsoCreatedAt = <T extends { createdAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** What an organizations list asks for (GET /api/organizations's query). */
export interface OrganizationsPage extends PageRequest {
  searchTerm?: string | undefined;
}

/**
 * A page of an organizations list, newest first. Also run by /api/dev/query-plans, which
 * shows that an index serves it.
 */
export function organizationsPageQueries(db: Db, { searchTerm, cursor, limit }: OrganizationsPage) {
  const filters: SQL[] = [];
  if (searchTerm) {
    const key = comparisonKey(searchTerm);
    // Slugs are lower-case ASCII words (the texts guard), so they compare as they are stored.
    const matches = or(containsText(organization.nameKey, key), containsText(organization.slug, key));
    if (matches) filters.push(matches);
  }
  return pageQueries(
    db,
    {
      from: organization,
      filters,
      cursor,
      limit,
      after: olderThan(organization.createdAt, organization.id),
      cursorOf: newestFirstCursor,
    },
    (where) =>
      db
        .select(organizationColumns)
        .from(organization)
        .where(where)
        .orderBy(desc(organization.createdAt), desc(organization.id)),
  );
}

export const listOrganizationsHandler: RouteHandler<typeof listOrganizations, AppContext> = async (c) => {
  const db = createDb(c.var.d1);
  return c.json(await keysetPage(db, organizationsPageQueries(db, c.req.valid("query")), withIsoCreatedAt), 200);
};

/** The organization, its members and its teams, read together (one batch, one snapshot). */
function organizationQueries(db: Db, id: string) {
  return [
    db.select(organizationColumns).from(organization).where(eq(organization.id, id)),
    db
      .select({
        id: member.id,
        userId: member.userId,
        role: member.role,
        name: user.name,
        email: user.email,
        image: user.image,
        joinedAt: member.createdAt,
      })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(eq(member.organizationId, id))
      .orderBy(asc(member.createdAt), asc(member.id)),
    db
      .select({
        id: team.id,
        name: team.name,
        createdAt: team.createdAt,
        membersCount:
          sql<number>`(SELECT count(*) FROM "team_member" WHERE "team_member"."team_id" = "team"."id")`.mapWith(Number),
      })
      .from(team)
      .where(eq(team.organizationId, id))
      .orderBy(asc(team.createdAt), asc(team.id)),
  ] as const;
}

export const getOrganizationHandler: RouteHandler<typeof getOrganization, AppContext> = async (c) => {
  const db = createDb(c.var.d1);
  const [[row], members, teams] = await db.batch(organizationQueries(db, c.req.valid("param").id));
  if (!row) throw new ApiError("NOT_FOUND");
  return c.json(
    {
      ...withIsoCreatedAt(row),
      members: members.map(({ joinedAt, ...rest }) => ({ ...rest, joinedAt: joinedAt.toISOString() })),
      teams: teams.map(withIsoCreatedAt),
    },
    200,
  );
};

export const deleteOrganizationHandler: RouteHandler<typeof deleteOrganization, AppContext> = async (c) => {
  // Its members, invitations and teams go with it (ON DELETE CASCADE), and the sessions that
  // had it active let go of it in the same statement (migrations/0012). The rules that keep an
  // owner and a team hold for people leaving, not for the organization going.
  const deleted = await createDb(c.var.d1)
    .delete(organization)
    .where(eq(organization.id, c.req.valid("param").id))
    .returning({ id: organization.id });
  if (deleted.length === 0) throw new ApiError("NOT_FOUND");
  return c.body(null, 204);
};
