import { type InfiniteData, infiniteQueryOptions, type QueryClient } from "@tanstack/react-query";
import { notFound } from "@tanstack/react-router";
import { PAGE_SIZE } from "../../worker/spa/screens.shared";
import { ApiRequestError } from "./api-error";

/** A keyset-paged list as an infinite query: each page brings the cursor of the next. */
export function keysetPages<Key extends readonly unknown[], Page extends { nextCursor: string | null }>(
  queryKey: Key,
  fetchPage: (page: { cursor?: string; limit: string }) => Promise<Page>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage({ cursor: pageParam, limit: String(PAGE_SIZE) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: Page) => page.nextCursor ?? undefined,
  });
}

/** For route loaders: the record, or the router's not-found screen when the API has none. */
export async function orNotFound<T>(loading: Promise<T>): Promise<T> {
  try {
    return await loading;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
}

type CachedList = InfiniteData<{ items: Array<{ id: string }>; total: number }>;

/**
 * Takes a deleted record out of every cached page of its lists, at once: a list shown again
 * (the screen the deletion returns to) draws what the cache holds while it asks afresh, and
 * must not show what was just deleted. A page asked for before the deletion (a link's
 * preload, a refetch) would answer with the record and put it back: those are cancelled first.
 */
export async function dropFromLists(queryClient: QueryClient, listKey: readonly unknown[], id: string): Promise<void> {
  await queryClient.cancelQueries({ queryKey: listKey });
  queryClient.setQueriesData<CachedList>({ queryKey: listKey }, (data) => {
    if (!data?.pages.some((page) => page.items.some((item) => item.id === id))) return data;
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item.id !== id),
      total: page.total - 1,
    }));
    return { ...data, pages };
  });
}
