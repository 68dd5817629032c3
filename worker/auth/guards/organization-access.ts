import { getSessionFromCtx } from "better-auth/api";
import type { OrganizationOptions } from "better-auth/plugins/organization";
import type { FieldIssue } from "../../lib/errors";
import { fieldMessages } from "../../lib/field-messages.shared";
import type { OrganizationReference } from "../dependencies";
import { type AuthHookContext, type Guard, refuse } from "./guard";

const ORGANIZATION_ROUTES = "/organization/";

/** The organization plugin's options as better-auth was given them (roles, creator role). */
export function organizationOptions(ctx: AuthHookContext): OrganizationOptions {
  const plugin = ctx.context.options.plugins?.find((candidate) => candidate.id === "organization") as
    | { options?: OrganizationOptions }
    | undefined;
  return plugin?.options ?? {};
}

/**
 * Every organization route needs a session, and saying so comes first: better-auth looked
 * for an organization before the session on some (remove-team answered 400 "no active
 * organization" to nobody), and worded its 401s its own ways.
 */
export const organizationsNeedASession: Guard = async (ctx) => {
  if (!ctx.path.startsWith(ORGANIZATION_ROUTES)) return undefined;
  if (!(await getSessionFromCtx(ctx))) refuse("UNAUTHORIZED");
  return undefined;
};

const ID_FIELDS = [
  "organizationId",
  "organizationSlug",
  "memberIdOrEmail",
  "memberId",
  "invitationId",
  "teamId",
  "userId",
  "id",
];

function blankIds(holder: unknown, prefix: string): FieldIssue[] {
  if (typeof holder !== "object" || holder === null) return [];
  return ID_FIELDS.flatMap((field) => {
    const value = (holder as Record<string, unknown>)[field];
    const blank = [value].flat().some((item) => typeof item === "string" && item.trim() === "");
    return blank ? [{ path: `${prefix}${field}`, message: fieldMessages.required.id }] : [];
  });
}

/**
 * An id that is empty names nothing, yet better-auth read "" as "not given": an empty
 * `organizationId` fell back to the person's active organization, an empty `memberIdOrEmail`
 * was looked up as a member. It is a field left empty, and said so on that field.
 */
export const refuseBlankIds: Guard = (ctx) => {
  if (!ctx.path.startsWith(ORGANIZATION_ROUTES)) return undefined;
  const body = ctx.body as { data?: unknown } | undefined;
  const issues = [...blankIds(body, ""), ...blankIds(body?.data, "data."), ...blankIds(ctx.query, "")];
  if (issues.length > 0) refuse("VALIDATION_ERROR", { issues });
  return undefined;
};

type Fields = Record<string, unknown>;

interface NamedOrganizations {
  /** What the request names: an organization by id or slug, or something inside one. */
  references(body: Fields, query: Fields): OrganizationReference[];
  /** Whether, naming no organization, the route acts on the person's active one. */
  active: boolean;
}

const byId = (value: unknown): OrganizationReference[] => (typeof value === "string" ? [{ kind: "id", value }] : []);
const bySlug = (value: unknown): OrganizationReference[] =>
  typeof value === "string" ? [{ kind: "slug", value }] : [];
const byTeam = (value: unknown): OrganizationReference[] =>
  [value].flat().flatMap((id) => (typeof id === "string" ? [{ kind: "team" as const, value: id }] : []));

const inBody: NamedOrganizations = { references: (body) => byId(body.organizationId), active: true };
const inQuery: NamedOrganizations = {
  references: (_, query) => [...byId(query.organizationId), ...bySlug(query.organizationSlug)],
  active: true,
};
const inBodyWithTeam: NamedOrganizations = {
  references: (body) => [...byId(body.organizationId), ...byTeam(body.teamId)],
  active: true,
};

/** Every organization route that acts on or reads one organization, and how it names it. */
const ROUTES: Record<string, NamedOrganizations> = {
  "/organization/update": inBody,
  "/organization/delete": { references: (body) => byId(body.organizationId), active: false },
  "/organization/set-active": {
    references: (body) => [...byId(body.organizationId), ...bySlug(body.organizationSlug)],
    active: false,
  },
  "/organization/get-organization": inQuery,
  "/organization/get-full-organization": inQuery,
  "/organization/has-permission": inBody,
  "/organization/invite-member": inBodyWithTeam,
  "/organization/cancel-invitation": {
    references: (body) =>
      typeof body.invitationId === "string" ? [{ kind: "invitation", value: body.invitationId }] : [],
    active: false,
  },
  "/organization/list-invitations": inQuery,
  "/organization/get-active-member": inQuery,
  "/organization/get-active-member-role": inQuery,
  "/organization/list-members": inQuery,
  "/organization/remove-member": inBody,
  "/organization/update-member-role": inBody,
  "/organization/leave": { references: (body) => byId(body.organizationId), active: false },
  "/organization/create-team": inBody,
  "/organization/list-teams": inQuery,
  "/organization/remove-team": inBodyWithTeam,
  "/organization/update-team": {
    references: (body) => [...byId((body.data as Fields | undefined)?.organizationId), ...byTeam(body.teamId)],
    active: true,
  },
  "/organization/set-active-team": { references: (body) => byTeam(body.teamId), active: true },
  "/organization/list-user-teams": inQuery,
  "/organization/list-team-members": { references: (_, query) => byTeam(query.teamId), active: false },
  "/organization/add-team-member": inBodyWithTeam,
  "/organization/remove-team-member": inBodyWithTeam,
};

/**
 * Only its members act on an organization or read it, and someone else is told so on every
 * route the same way: 403 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION. better-auth checked this
 * route by route, answering 400 MEMBER_NOT_FOUND (inviting, cancelling), "not allowed to
 * invite" (creating a team) or four other codes, and cleared the person's own active
 * organization on the way. An organization named by id or slug that does not exist is 404;
 * a missing invitation or team is left to better-auth, which says which is missing.
 */
export const membersOnly: Guard = async (ctx, deps) => {
  const route = ROUTES[ctx.path];
  if (!route) return undefined;
  const current = await getSessionFromCtx(ctx);
  if (!current) return undefined;
  const references = route.references((ctx.body ?? {}) as Fields, (ctx.query ?? {}) as Fields);
  const namesOne = references.some(({ kind }) => kind === "id" || kind === "slug");
  const active = current.session.activeOrganizationId;
  if (route.active && !namesOne && typeof active === "string") references.push({ kind: "active", value: active });
  for (const reference of references) {
    const found = await deps.organizationOf(reference, current.user.id);
    if (!found && (reference.kind === "id" || reference.kind === "slug")) refuse("ORGANIZATION_NOT_FOUND");
    if (found && !found.member) refuse("USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION");
  }
  return undefined;
};
