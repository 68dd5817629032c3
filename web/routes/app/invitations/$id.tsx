import { createFileRoute } from "@tanstack/react-router";
import { InvitationPage } from "../../../features/organizations/invitation-page";
import { invitationQuery } from "../../../features/organizations/organizations.queries";

export const Route = createFileRoute("/app/invitations/$id")({
  // Prefetched, not awaited: the page itself says when the link is not this person's or no longer works.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(invitationQuery(params.id)),
  component: function AppInvitationRoute() {
    return <InvitationPage id={Route.useParams().id} />;
  },
});
