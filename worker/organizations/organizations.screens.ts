import type { MyOrganization } from "../account/account.schemas";
import { pagedRead, read, screens } from "../spa/screens.shared";
import type { InvitationPreview, MyInvitation } from "./invitations.schemas";
import type { Organization, OrganizationDetails } from "./organizations.schemas";

/** What the organization screens read, by React Query key and API request; the SPA's queries take their keys here. */
export const organizationReads = {
  all: ["organizations"] as const,
  mine: read<MyOrganization[]>(["account", "organizations"], "/api/account/organizations"),
  /** One of mine, as better-auth's full organization (members, invitations, teams). */
  bySlug: (slug: string) =>
    read<{ name: string }>(
      ["organizations", "detail", slug],
      `/api/auth/organization/get-full-organization?${new URLSearchParams({ organizationSlug: slug })}`,
      (organization) => organization.name,
    ),
  /** The pending invitations sent to me (the home screen). */
  myInvitations: read<MyInvitation[]>(["invitations", "mine"], "/api/invitations"),
  invitation: (id: string) => read<MyInvitation>(["invitations", id], `/api/invitations/${encodeURIComponent(id)}`),
  /** The same, for the sign-in screen its link leads to when signed out. */
  invitationPreview: (id: string) =>
    read<InvitationPreview>(["invitations", id, "preview"], `/api/invitations/${encodeURIComponent(id)}/preview`),
};

/** What the administrators' organization screens read. */
export const managerOrganizationReads = {
  all: ["manager-organizations"] as const,
  lists: ["manager-organizations", "list"] as const,
  list: (searchTerm: string) =>
    pagedRead<Organization>(["manager-organizations", "list", searchTerm], "/api/organizations", searchTerm),
  detail: (id: string) =>
    read<OrganizationDetails>(
      ["manager-organizations", "detail", id],
      `/api/organizations/${encodeURIComponent(id)}`,
      (organization) => organization.name,
    ),
};

export default screens({
  // The /app header's organization menu names the active one on every /app screen.
  "/app/*": { reads: () => [organizationReads.mine] },
  "/app/organizations": {
    reads: () => [organizationReads.mine],
    // Someone holding several roles in one leaves the list to the SPA.
    rows: {
      variants: ["logo", ["role", ["owner", "admin", "member"]], "active"],
      item: () => import("../account/account.schemas").then(({ MyOrganizationSchema }) => MyOrganizationSchema),
    },
  },
  "/app/organizations/$slug": { reads: ({ params }) => [organizationReads.bySlug(params.slug)] },
  "/app/invitations/$id": { reads: ({ params }) => [organizationReads.invitation(params.id)] },
  "/manager/organizations": {
    reads: ({ search }) => [managerOrganizationReads.list(search.get("searchTerm") ?? "")],
    rows: {
      variants: [],
      item: () => import("./organizations.schemas").then(({ OrganizationSchema }) => OrganizationSchema),
    },
  },
  "/manager/organizations/$id": { reads: ({ params }) => [managerOrganizationReads.detail(params.id)] },
});
