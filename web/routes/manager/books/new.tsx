import { createFileRoute } from "@tanstack/react-router";
import { RequirePermission } from "../../../features/auth/require-permission";
import { NewBookPage } from "../../../features/books/book-form-page";
import { genresQuery } from "../../../features/books/books.queries";

export const Route = createFileRoute("/manager/books/new")({
  loader: ({ context }) => context.queryClient.ensureQueryData(genresQuery),
  component: () => (
    <RequirePermission permissions={{ book: ["create"] }}>
      <NewBookPage />
    </RequirePermission>
  ),
});
