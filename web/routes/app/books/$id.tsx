import { createFileRoute } from "@tanstack/react-router";
import { BookPage } from "../../../features/books/book-page";
import { ensureBook } from "../../../features/books/books.queries";

export const Route = createFileRoute("/app/books/$id")({
  // Spec: the detail sits in a desktop-only layout; phones get the page without the app bar.
  staticData: { layout: "desktop-only" },
  loader: ({ context, params }) => ensureBook(context.queryClient, params.id),
  component: function AppBookRoute() {
    return <BookPage id={Route.useParams().id} />;
  },
});
