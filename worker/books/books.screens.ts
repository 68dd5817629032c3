import { pagedRead, read, screens } from "../spa/screens.shared";
import type { Book, Genre } from "./books.schemas";

/** What the books screens read, by React Query key and API request; the SPA's queries take their keys here. */
export const bookReads = {
  all: ["books"] as const,
  lists: ["books", "list"] as const,
  list: (searchTerm: string) => pagedRead<Book>(["books", "list", searchTerm], "/api/books", searchTerm),
  detail: (id: string) =>
    read<Book>(["books", "detail", id], `/api/books/${encodeURIComponent(id)}`, (book) => book.title),
  genres: read<Genre[]>(["genres"], "/api/genres"),
};

/** A cover is an image or a drawn letter. */
const rows = {
  variants: ["cover"],
  item: () => import("./books.schemas").then(({ BookSchema }) => BookSchema),
};

export default screens({
  "/app/books": { reads: () => [bookReads.list("")], rows },
  "/app/books/$id": { reads: ({ params }) => [bookReads.detail(params.id)] },
  "/manager/books": { reads: ({ search }) => [bookReads.list(search.get("searchTerm") ?? "")], rows },
  "/manager/books/new": { reads: () => [bookReads.genres] },
  "/manager/books/$id": { reads: ({ params }) => [bookReads.detail(params.id)] },
  "/manager/books/$id/update": { reads: ({ params }) => [bookReads.detail(params.id), bookReads.genres] },
});
