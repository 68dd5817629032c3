import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { z } from "zod";
import { bookListQuery } from "../../../features/books/books.queries";
import { ManagerBooksPage } from "../../../features/books/manager-books-page";

export const Route = createFileRoute("/manager/books/")({
  validateSearch: z.object({ searchTerm: z.string().catch("").default("") }),
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
