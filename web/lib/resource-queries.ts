import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { ApiRead } from "../../worker/spa/screens.shared";
import { dropFromLists, keysetPages, orNotFound } from "./list-queries";

/** A resource's reads, as its screen declaration names them (worker/<feature>/<feature>.screens.ts). */
interface ResourceReads {
  all: readonly unknown[];
  lists: readonly unknown[];
  list: (searchTerm: string) => ApiRead<never>;
  detail: (id: string) => ApiRead<never>;
}

interface Resource<Item, Page> {
  reads: ResourceReads;
  /** A page of the list through the typed client: `unwrap(client.api.<resource>.$get({ query }))`. */
  list: (query: { searchTerm?: string; cursor?: string; limit: string }) => Promise<Page>;
  /** One record through the typed client. */
  detail: (id: string) => Promise<Item>;
}

/**
 * What every resource's screens read, keyed as its screen declaration keys them (so what the
 * page carried is what they read): its keyset list, one record, a route loader's record or
 * not-found screen, and a deleted record taken out of every cached page at once.
 */
export function resourceQueries<Item, Page extends { nextCursor: string | null }>({
  reads,
  list,
  detail,
}: Resource<Item, Page>) {
  const detailQuery = (id: string) => queryOptions({ queryKey: reads.detail(id).queryKey, queryFn: () => detail(id) });
  return {
    keys: {
      all: reads.all,
      lists: reads.lists,
      list: (searchTerm: string) => reads.list(searchTerm).queryKey,
      detail: (id: string) => reads.detail(id).queryKey,
    },
    listQuery: (searchTerm: string) =>
      keysetPages(reads.list(searchTerm).queryKey, (page) => list({ searchTerm: searchTerm || undefined, ...page })),
    detailQuery,
    /** For route loaders: the record, or the router's not-found screen when the API has none. */
    ensureDetail: (queryClient: QueryClient, id: string) => orNotFound(queryClient.ensureQueryData(detailQuery(id))),
    dropFromLists: (queryClient: QueryClient, id: string) => dropFromLists(queryClient, reads.lists, id),
  };
}
