import { createFileRoute } from "@tanstack/react-router";
import { RequirePermission } from "../../../../features/auth/require-permission";
import { UpdateBookPage } from "../../../../features/books/book-form-page";
import { ensureBook, genresQuery } from "../../../../features/books/books.queries";

export const Route = createFileRoute("/manager/books/$id/update")({
  loader: ({ context, params }) =>
    Promise.all([ensureBook(context.queryClient, params.id), context.queryClient.ensureQueryData(genresQuery)]),
  component: function UpdateBookRoute() {
    return (
      <RequirePermission permissions={{ book: ["update"] }}>
        <UpdateBookPage id={Route.useParams().id} />
      </RequirePermission>
    );
  },
});
