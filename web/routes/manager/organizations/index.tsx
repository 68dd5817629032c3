import { createFileRoute, type SearchSchemaInput, stripSearchParams } from "@tanstack/react-router";
import { managerOrganizationListQuery } from "../../../features/organizations/manager-organizations.queries";
import { ManagerOrganizationsPage } from "../../../features/organizations/manager-organizations-page";
import { textParam } from "../../../lib/search-params";

export const Route = createFileRoute("/manager/organizations/")({
  validateSearch: (search: { searchTerm?: string } & SearchSchemaInput) => ({
    searchTerm: textParam(search, "searchTerm"),
  }),
  search: { middlewares: [stripSearchParams({ searchTerm: "" })] },
  loaderDeps: ({ search }) => ({ searchTerm: search.searchTerm }),
  loader: ({ context, deps }) =>
    context.queryClient.prefetchInfiniteQuery(managerOrganizationListQuery(deps.searchTerm)),
  component: function ManagerOrganizationsRoute() {
    const navigate = Route.useNavigate();
    return (
      <ManagerOrganizationsPage
        searchTerm={Route.useSearch().searchTerm}
        onSearch={(searchTerm) => void navigate({ search: { searchTerm }, replace: true })}
      />
    );
  },
});
