import { createFileRoute } from "@tanstack/react-router";
import { ManagerOrganizationPage } from "../../../../features/organizations/manager-organization-page";
import { ensureManagerOrganization } from "../../../../features/organizations/manager-organizations.queries";

export const Route = createFileRoute("/manager/organizations/$id/")({
  loader: ({ context, params }) => ensureManagerOrganization(context.queryClient, params.id),
  component: function ManagerOrganizationRoute() {
    return <ManagerOrganizationPage id={Route.useParams().id} />;
  },
});
