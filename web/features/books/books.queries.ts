import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookInput } from "../../../worker/books/books.schemas";
import { bookReads } from "../../../worker/books/books.screens";
import { client, pathParams } from "../../lib/api-client";
import { unwrap } from "../../lib/api-error";
import { resourceQueries } from "../../lib/resource-queries";

const books = resourceQueries({
  reads: bookReads,
  list: (query) => unwrap(client.api.books.$get({ query })),
  detail: (id) => unwrap(client.api.books[":id"].$get({ param: pathParams({ id }) })),
});

/** Query keys and calls of the books API; every screen reads books through these. */
export const bookKeys = { ...books.keys, genres: bookReads.genres.queryKey };
export const bookListQuery = books.listQuery;
export const bookQuery = books.detailQuery;
/** For route loaders: the book, or the router's not-found screen when it does not exist. */
export const ensureBook = books.ensureDetail;

export const genresQuery = queryOptions({
  queryKey: bookKeys.genres,
  queryFn: () => unwrap(client.api.genres.$get()),
  staleTime: 5 * 60_000,
});

export function useSaveBook(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookInput) =>
      id
        ? unwrap(client.api.books[":id"].$put({ param: pathParams({ id }), json: input }))
        : unwrap(client.api.books.$post({ json: input })),
    onSuccess: async (book) => {
      queryClient.setQueryData(bookKeys.detail(book.id), book);
      await queryClient.invalidateQueries({ queryKey: bookKeys.lists });
    },
  });
}

export function useDeleteBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(client.api.books[":id"].$delete({ param: pathParams({ id }) })),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: bookKeys.detail(id) });
      await books.dropFromLists(queryClient, id);
      await queryClient.invalidateQueries({ queryKey: bookKeys.lists });
    },
  });
}
