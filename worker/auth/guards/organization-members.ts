import { getSessionFromCtx } from "better-auth/api";
import { parseRoles } from "better-auth/plugins/organization";
import { defaultRoles } from "better-auth/plugins/organization/access";
import { fieldMessages } from "../../lib/field-messages.shared";
import { type Guard, refuse } from "./guard";
import { organizationOptions } from "./organization-access";

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

/**
 * A role an organization does not have is ROLE_NOT_FOUND on the role field, in the person's
 * language. better-auth refused it with the role echoed in English ("ROLE_NOT_FOUND:
 * superuser"), on invitations without a code at all. The roles are better-auth's own: its
 * defaults and any the plugin is given.
 */
export const knownRolesOnly: Guard = (ctx) => {
  if (ctx.path !== "/organization/invite-member" && ctx.path !== "/organization/update-member-role") return undefined;
  const role = (ctx.body as { role?: unknown } | undefined)?.role;
  const given = [role].flat();
  // Anything but text is better-auth's schema's to refuse.
  if (role === undefined || !given.every((name) => typeof name === "string")) return undefined;
  const names = parseRoles(given as string[])
    .split(",")
    .filter(Boolean);
  if (names.length === 0)
    refuse("VALIDATION_ERROR", { issues: [{ path: "role", message: fieldMessages.required.id }] });
  const known = new Set([...Object.keys(defaultRoles), ...Object.keys(organizationOptions(ctx).roles ?? {})]);
  if (names.some((name) => !known.has(name))) {
    refuse("ROLE_NOT_FOUND", { issues: [{ path: "role", message: fieldMessages.roleInvalid.id }] });
  }
  return undefined;
};
