import { createFileRoute } from "@tanstack/react-router";
import { ensureBook } from "../../../../features/books/books.queries";
import { ManagerBookPage } from "../../../../features/books/manager-book-page";

export const Route = createFileRoute("/manager/books/$id/")({
  loader: ({ context, params }) => ensureBook(context.queryClient, params.id),
  component: function ManagerBookRoute() {
    return <ManagerBookPage id={Route.useParams().id} />;
  },
});
