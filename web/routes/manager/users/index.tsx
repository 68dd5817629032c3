import { createFileRoute, type SearchSchemaInput, stripSearchParams } from "@tanstack/react-router";
import { userListQuery } from "../../../features/users/users.queries";
import { UsersPage } from "../../../features/users/users-page";
import { textParam } from "../../../lib/search-params";

export const Route = createFileRoute("/manager/users/")({
  validateSearch: (search: { searchTerm?: string } & SearchSchemaInput) => ({
    searchTerm: textParam(search, "searchTerm"),
  }),
  search: { middlewares: [stripSearchParams({ searchTerm: "" })] },
  loaderDeps: ({ search }) => ({ searchTerm: search.searchTerm }),
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(userListQuery(deps.searchTerm)),
  component: function UsersRoute() {
    const navigate = Route.useNavigate();
    return (
      <UsersPage
        searchTerm={Route.useSearch().searchTerm}
        onSearch={(searchTerm) => void navigate({ search: { searchTerm }, replace: true })}
      />
    );
  },
});
