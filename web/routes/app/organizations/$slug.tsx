import { createFileRoute } from "@tanstack/react-router";
import { OrganizationPage } from "../../../features/organizations/organization-page";
import { ensureOrganization } from "../../../features/organizations/organizations.queries";

export const Route = createFileRoute("/app/organizations/$slug")({
  loader: ({ context, params }) => ensureOrganization(context.queryClient, params.slug),
  component: function AppOrganizationRoute() {
    return <OrganizationPage slug={Route.useParams().slug} />;
  },
});
