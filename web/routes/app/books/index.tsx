import { createFileRoute } from "@tanstack/react-router";
import { bookListQuery } from "../../../features/books/books.queries";
import { CataloguePage } from "../../../features/books/catalogue-page";

export const Route = createFileRoute("/app/books/")({
  loader: ({ context }) => context.queryClient.prefetchInfiniteQuery(bookListQuery("")),
  component: CataloguePage,
});
