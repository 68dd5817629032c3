import { getSessionFromCtx } from "better-auth/api";
import { type Guard, refuse } from "./guard";

const isOwner = (role: string | null) => (role ?? "").split(",").some((name) => name.trim() === "owner");

/**
 * Only an owner removes an owner. better-auth refuses anyone else too, but as "you cannot leave
 * the organization as the only owner" (400): neither what was asked nor why it was refused.
 * Whether the person may remove members at all stays better-auth's decision.
 */
export const onlyOwnersRemoveOwners: Guard = async (ctx, deps) => {
  if (ctx.path !== "/organization/remove-member") return undefined;
  const body = (ctx.body ?? {}) as { organizationId?: unknown; memberIdOrEmail?: unknown };
  if (typeof body.memberIdOrEmail !== "string") return undefined;
  const current = await getSessionFromCtx(ctx);
  const organizationId = body.organizationId ?? current?.session.activeOrganizationId;
  if (!current || typeof organizationId !== "string") return undefined;
  const { actor, target } = await deps.memberRoles(organizationId, current.user.id, body.memberIdOrEmail);
  if (actor !== null && isOwner(target) && !isOwner(actor)) refuse("YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER");
  return undefined;
};
