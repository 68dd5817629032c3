import { getSessionFromCtx } from "better-auth/api";
import { hasPermission, parseRoles } from "better-auth/plugins/organization";
import { fieldMessages } from "../../lib/field-messages.shared";
import type { AuthDependencies } from "../dependencies";
import { countInvitation } from "./email-quotas";
import { type Guard, refuse } from "./guard";
import { organizationOptions } from "./organization-access";

/** A role or team list as better-auth stores it (comma-separated, trimmed), as a sorted set. */
const listOf = (value: unknown): string =>
  [...new Set(parseRoles([value].flat().filter((item): item is string => typeof item === "string")).split(","))]
    .filter(Boolean)
    .sort()
    .join(",");

/**
 * An invitation to an organization that is full could never be accepted: it is refused before
 * anything is written or mailed, and before it counts against the inviter's quota. Only
 * acceptances are held in the write (migrations/0011): an organization that fills up after an
 * invitation was sent refuses it then.
 */
export async function refuseInvitationsWhenFull(deps: AuthDependencies, organizationId: string): Promise<void> {
  if ((await deps.countMembers(organizationId)) >= deps.config.organizations.members) {
    refuse("ORGANIZATION_MEMBERSHIP_LIMIT_REACHED");
  }
}

/**
 * The invitations sent to me are the signed-in person's: better-auth takes `?email=` from its
 * server-side calls only, and answered a browser's with a bare 400.
 */
export const ownInvitationsOnly: Guard = (ctx) => {
  if (ctx.path !== "/organization/list-user-invitations" || ctx.query?.email === undefined) return undefined;
  refuse("VALIDATION_ERROR", { issues: [{ path: "email", message: fieldMessages.unknownField.id }] });
};

/**
 * Listing invitations without naming an organization lists the active one's; with none
 * active, better-auth answered a bare 400 "Organization ID is required". It is the code the
 * other calls that fall back to the active organization give.
 */
export const invitationsOfAnOrganization: Guard = async (ctx) => {
  if (ctx.path !== "/organization/list-invitations") return undefined;
  const named = (ctx.query as { organizationId?: unknown } | undefined)?.organizationId;
  if (typeof named === "string" && named !== "") return undefined;
  const current = await getSessionFromCtx(ctx);
  if (current && !current.session.activeOrganizationId) refuse("NO_ACTIVE_ORGANIZATION");
  return undefined;
};

/**
 * `resend: true` sends a pending invitation's email again and renews its 48 hours. better-auth
 * ignored whatever else the resend said: another role or team was dropped without a word, and
 * with no pending invitation it made a new one, so a resend revived an invitation someone had
 * cancelled. Here a resend is exactly that: of a live pending invitation, as it stands (another
 * role or team is 409: cancel it and invite again), else 404; only a resend that mails counts
 * against the inviter's quota. An invitation that expired unanswered is not withdrawn:
 * better-auth makes a fresh one, which its own hook counts (`countInvitation`).
 *
 * Only someone better-auth lets invite learns what the pending invitation holds; the others
 * are refused by better-auth itself, as before.
 */
export const resendsAsInvited: Guard = async (ctx, deps) => {
  if (ctx.path !== "/organization/invite-member") return undefined;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (body.resend !== true || typeof body.email !== "string") return undefined;
  const current = await getSessionFromCtx(ctx);
  const organizationId = body.organizationId ?? current?.session.activeOrganizationId;
  if (!current || typeof organizationId !== "string") return undefined;
  const { inviter, invitation } = await deps.pendingInvitation(organizationId, current.user.id, body.email);
  const options = organizationOptions(ctx);
  const permissions = { invitation: ["create"] };
  if (inviter === null || !(await hasPermission({ role: inviter, options, permissions, organizationId }, ctx))) {
    return undefined;
  }
  if (!invitation) refuse("INVITATION_NOT_FOUND");
  if (invitation.expiresAt <= Date.now()) return undefined;
  const creatorRole = options.creatorRole ?? "owner";
  const grantsCreatorRole = (roles: string) => roles.split(",").includes(creatorRole);
  if (grantsCreatorRole(listOf(invitation.role)) && !grantsCreatorRole(listOf(inviter))) return undefined;
  const sameRole = listOf(body.role) === listOf(invitation.role);
  const sameTeams = body.teamId === undefined || listOf(body.teamId) === listOf(invitation.teamId);
  if (!sameRole || !sameTeams) refuse("RESEND_CANNOT_CHANGE_INVITATION");
  await refuseInvitationsWhenFull(deps, organizationId);
  await countInvitation(deps, current.user.id);
  return undefined;
};
