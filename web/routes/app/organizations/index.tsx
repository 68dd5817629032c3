import { createFileRoute } from "@tanstack/react-router";
import { myOrganizationsQuery } from "../../../features/organizations/organizations.queries";
import { OrganizationsPage } from "../../../features/organizations/organizations-page";

export const Route = createFileRoute("/app/organizations/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(myOrganizationsQuery),
  component: OrganizationsPage,
});
