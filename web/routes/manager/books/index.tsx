import { createFileRoute, type SearchSchemaInput, stripSearchParams } from "@tanstack/react-router";
import { bookListQuery } from "../../../features/books/books.queries";
import { ManagerBooksPage } from "../../../features/books/manager-books-page";
import { textParam } from "../../../lib/search-params";

export const Route = createFileRoute("/manager/books/")({
  validateSearch: (search: { searchTerm?: string } & SearchSchemaInput) => ({
    searchTerm: textParam(search, "searchTerm"),
  }),
  search: { middlewares: [stripSearchParams({ searchTerm: "" })] },
  loaderDeps: ({ search }) => ({ searchTerm: search.searchTerm }),
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(bookListQuery(deps.searchTerm)),
  component: function ManagerBooksRoute() {
    const navigate = Route.useNavigate();
    return (
      <ManagerBooksPage
        searchTerm={Route.useSearch().searchTerm}
        onSearch={(searchTerm) => void navigate({ search: { searchTerm }, replace: true })}
      />
    );
  },
});
