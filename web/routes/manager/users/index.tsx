import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { z } from "zod";
import { userListQuery } from "../../../features/users/users.queries";
import { UsersPage } from "../../../features/users/users-page";

export const Route = createFileRoute("/manager/users/")({
  validateSearch: z.object({ searchTerm: z.string().catch("").default("") }),
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
