import type { RouteHandler } from "@hono/zod-openapi";
import { and, asc, eq, gt, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import { invitation, organization, user } from "../db/auth-schema";
import { createDb } from "../db/client";
import { guardedRoute, IdParams, jsonContent, publicRoute } from "../lib/api-routes";
import type { AppContext } from "../lib/context";
import { ApiError } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import {
  InvitationPreviewSchema,
  InvitationStateSchema,
  MyInvitationListSchema,
  MyInvitationSchema,
} from "./invitations.schemas";
import { organizationsTag } from "./organizations.routes";

/** Invitations with their organization and inviter, as every read here answers them. */
function invitationsWhere(c: Context<AppContext>, where: SQL | undefined) {
  return createDb(c.var.d1)
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      status: invitation.status,
      expiresAt: invitation.expiresAt,
      organization: { name: organization.name, slug: organization.slug, logo: organization.logo },
      inviter: { name: user.name, email: user.email },
    })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .innerJoin(user, eq(user.id, invitation.inviterId))
    .where(where);
}

/** Still to be answered: pending, and not expired. */
const stillOpen = () => and(eq(invitation.status, "pending"), gt(invitation.expiresAt, new Date()));

/**
 * The screen an invitation's link opens reads it here. Answering it is better-auth's:
 * POST /api/auth/organization/accept-invitation and reject-invitation.
 */
const getMyInvitation = guardedRoute({
  operationId: "getMyInvitation",
  method: "get",
  path: "/invitations/{id}",
  tags: [organizationsTag.name],
  summary: "Read an invitation sent to me",
  description:
    "Any invitation sent to the signed-in person's email address, in whatever state, so that its link can say why it no longer works.",
  request: { params: IdParams },
  errors: ["YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION"],
  responses: { 200: { description: "The invitation", content: jsonContent(MyInvitationSchema) } },
});

const getMyInvitationHandler: RouteHandler<typeof getMyInvitation, AppContext> = async (c) => {
  const [row] = await invitationsWhere(c, eq(invitation.id, c.req.valid("param").id));
  if (!row) throw new ApiError("NOT_FOUND");
  // better-auth stores addresses in lowercase, and compares them so when accepting.
  if (row.email.toLowerCase() !== c.get("session").user.email.toLowerCase()) {
    throw new ApiError("YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION");
  }
  const expired = row.status === "pending" && row.expiresAt.getTime() <= Date.now();
  return c.json(
    {
      ...row,
      status: InvitationStateSchema.parse(expired ? "expired" : row.status),
      expiresAt: row.expiresAt.toISOString(),
    },
    200,
  );
};

const getInvitationPreview = publicRoute({
  operationId: "getInvitationPreview",
  method: "get",
  path: "/invitations/{id}/preview",
  tags: [organizationsTag.name],
  summary: "Read an invitation from its link",
  description:
    "For the sign-in screen its link leads to when signed out: who invited which address to which organization, as what. Only a pending invitation that has not expired; any other is 404, as an unknown id is (its recipient learns why once signed in). The id, 32 random characters emailed to the recipient, is what grants the read.",
  request: { params: IdParams },
  responses: { 200: { description: "The invitation", content: jsonContent(InvitationPreviewSchema) } },
});

const getInvitationPreviewHandler: RouteHandler<typeof getInvitationPreview, AppContext> = async (c) => {
  const [row] = await invitationsWhere(c, and(eq(invitation.id, c.req.valid("param").id), stillOpen()));
  if (!row) throw new ApiError("NOT_FOUND");
  // Neither its id (the link has it) nor its state (open, or it would be 404).
  const { id: _id, status: _status, ...preview } = row;
  return c.json({ ...preview, expiresAt: row.expiresAt.toISOString() }, 200);
};

const listMyInvitations = guardedRoute({
  operationId: "listMyInvitations",
  method: "get",
  path: "/invitations",
  tags: [organizationsTag.name],
  summary: "List the invitations waiting for me",
  description:
    "The pending invitations sent to the signed-in person's email address that have not expired, with their organization and inviter: what the home screen offers to answer. At most 100 (an organization holds at most 100 pending invitations, and a person joins at most 20).",
  responses: { 200: { description: "The invitations", content: jsonContent(MyInvitationListSchema) } },
});

const listMyInvitationsHandler: RouteHandler<typeof listMyInvitations, AppContext> = async (c) => {
  // better-auth stores addresses in lowercase, and so does the session.
  const mine = eq(invitation.email, c.get("session").user.email.toLowerCase());
  const rows = await invitationsWhere(c, and(mine, stillOpen())).orderBy(asc(invitation.expiresAt)).limit(100);
  return c.json(
    rows.map((row) => ({ ...row, status: "pending" as const, expiresAt: row.expiresAt.toISOString() })),
    200,
  );
};

export const invitationsRouter = createRouter()
  .openapi(listMyInvitations, listMyInvitationsHandler)
  .openapi(getMyInvitation, getMyInvitationHandler)
  .openapi(getInvitationPreview, getInvitationPreviewHandler);
