import type { RouteHandler } from "@hono/zod-openapi";
import { and, asc, eq, sql } from "drizzle-orm";
import { member, team, teamMember, user } from "../db/auth-schema";
import { createDb } from "../db/client";
import { guardedRoute, IdParams, jsonContent } from "../lib/api-routes";
import type { AppContext } from "../lib/context";
import { ApiError } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { organizationsTag } from "./organizations.routes";
import { TeamMemberListSchema } from "./teams.schemas";

/**
 * A team's people, for every member of its organization: better-auth's `list-team-members`
 * answers only people already in the team, so nobody could see, let alone choose, the people
 * of a new (empty) team or of one they are not in. Choosing them stays better-auth's:
 * `add-team-member` and `remove-team-member`, for owners and admins.
 */
const listTeamMembers = guardedRoute({
  operationId: "listTeamMembers",
  method: "get",
  path: "/teams/{id}/members",
  tags: [organizationsTag.name],
  summary: "List a team's people",
  description:
    "Any member of the team's organization reads them, whether or not they are in the team. Adding and removing them: better-auth's `/api/auth/organization/add-team-member` and `remove-team-member` (owners and admins).",
  request: { params: IdParams },
  errors: ["USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION", "TEAM_NOT_FOUND"],
  responses: {
    200: { description: "The team's people, first to join first", content: jsonContent(TeamMemberListSchema) },
  },
});

/** Whether the person `userId` (a column or a value) belongs to the team's organization. */
const inTeamsOrganization = (userId: unknown) =>
  sql<number>`EXISTS (SELECT 1 FROM ${member} WHERE ${member.organizationId} = ${team.organizationId} AND ${member.userId} = ${userId})`;

const listTeamMembersHandler: RouteHandler<typeof listTeamMembers, AppContext> = async (c) => {
  // One query: the team (a row even when it is empty), whether I belong to its organization,
  // and its people. Only the organization's members count as the team's: accepting an
  // invitation with a team writes the team membership first, and leaves it when the
  // organization then refuses the member (it is full).
  const rows = await createDb(c.var.d1)
    .select({
      mine: inTeamsOrganization(c.get("session").user.id),
      userId: teamMember.userId,
      name: user.name,
      email: user.email,
      image: user.image,
      joinedAt: teamMember.createdAt,
    })
    .from(team)
    .leftJoin(teamMember, and(eq(teamMember.teamId, team.id), inTeamsOrganization(teamMember.userId)))
    .leftJoin(user, eq(user.id, teamMember.userId))
    .where(eq(team.id, c.req.valid("param").id))
    .orderBy(asc(teamMember.createdAt), asc(teamMember.id));
  const [first] = rows;
  if (!first) throw new ApiError("TEAM_NOT_FOUND");
  if (!first.mine) throw new ApiError("USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION");
  return c.json(
    rows.flatMap(({ userId, name, email, image, joinedAt }) =>
      userId !== null && name !== null && email !== null
        ? [{ userId, name, email, image, joinedAt: joinedAt?.toISOString() ?? null }]
        : [],
    ),
    200,
  );
};

export const teamsRouter = createRouter().openapi(listTeamMembers, listTeamMembersHandler);
