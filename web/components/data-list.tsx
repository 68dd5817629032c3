import { Trans, useLingui } from "@lingui/react/macro";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Center, HStack, Stack } from "styled-system/jsx";
import { useHydrated } from "../lib/hydration";
import { FormError } from "./form-basics";
import { RotateCcw, SearchX } from "./icons";
import { Button } from "./ui/button";
import { Skeleton } from "./ui/skeleton";
import { Text } from "./ui/text";

export interface ListPage<T> {
  items: T[];
  total: number;
}

interface DataListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  /** The search the list shows, for "No results for {term}". */
  searchTerm?: string;
  /** How one loading row looks (default: a bar). */
  skeleton?: ReactNode;
  children: (items: T[]) => ReactNode;
}

/**
 * Every state of a paged list: loading skeleton, error with a retry, 'No Data',
 * 'No results for {term}', the items, 'Showing X of Y' and "Load more".
 */
export function DataList<T>({ query, searchTerm, skeleton, children }: DataListProps<T>) {
  const { t } = useLingui();
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages.at(-1)?.total ?? 0;
  // A screen the build drew (web/prerender.tsx) shows the skeleton until the browser has taken
  // it over, as drawn, even with its rows already handed over (web/lib/handover.ts).
  const hydrated = useHydrated();

  if (query.isPending || !hydrated) {
    return (
      <Stack gap="3" aria-busy="true" aria-label={t`Loading`}>
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <div key={index}>{skeleton ?? <Skeleton height="14" />}</div>
        ))}
      </Stack>
    );
  }

  if (query.isError && items.length === 0) {
    return (
      <Stack gap="3" alignItems="flex-start" role="alert">
        <FormError message={t`The list could not be loaded.`} />
        <Button variant="outline" onClick={() => void query.refetch()} loading={query.isRefetching}>
          <RotateCcw aria-hidden="true" />
          <Trans>Retry</Trans>
        </Button>
      </Stack>
    );
  }

  if (items.length === 0) {
    return (
      <Center py="16" flexDirection="column" gap="2" color="fg.muted" role="status">
        <SearchX aria-hidden="true" />
        <Text>{searchTerm ? t`No results for ${searchTerm}` : t`No Data`}</Text>
      </Center>
    );
  }

  const shown = items.length;
  return (
    <Stack gap="4">
      {children(items)}
      <HStack justifyContent="space-between" flexWrap="wrap" gap="3">
        <Text fontSize="sm" color="fg.muted" role="status">
          {t`Showing ${shown} of ${total}`}
        </Text>
        {query.hasNextPage && (
          <Button variant="outline" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            <Trans>Load more</Trans>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
