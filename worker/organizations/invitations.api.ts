import type { RouteHandler } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { invitation, organization, user } from "../db/auth-schema";
import { createDb } from "../db/client";
import { guardedRoute, IdParams, jsonContent } from "../lib/api-routes";
import type { AppContext } from "../lib/context";
import { ApiError } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { InvitationStateSchema, MyInvitationSchema } from "./invitations.schemas";
import { organizationsTag } from "./organizations.routes";

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
  const [row] = await createDb(c.var.d1)
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
    .where(eq(invitation.id, c.req.valid("param").id));
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

export const invitationsRouter = createRouter().openapi(getMyInvitation, getMyInvitationHandler);
