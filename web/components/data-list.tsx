import { Trans, useLingui } from "@lingui/react/macro";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext } from "react";
import { Center, HStack, Stack } from "styled-system/jsx";
import { DRAWN_ROWS_ID, ROW_TEMPLATES_MARK } from "../../worker/spa/drawn-rows.shared";
import { ApiRequestError } from "../lib/api-error";
import { rowsArrived } from "../lib/handover";
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

/** Set while the build draws a list's row templates (web/prerender.tsx): the rows, marked, instead of the skeleton. */
export const DrawingRowTemplates = createContext(false);

/**
 * Why the API refused the list's search (too long, characters it does not take), in the
 * person's language as the API wrote it: asking again would not help, so no Retry.
 */
function searchRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return undefined;
  return error.body.issues?.find((issue) => issue.path === "searchTerm")?.message;
}

/** A list that is loading: five rows' placeholders (default: a bar). */
export function ListSkeleton({ skeleton }: { skeleton?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Stack gap="3" aria-busy="true" aria-label={t`Loading`}>
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={index}>{skeleton ?? <Skeleton height="14" />}</div>
      ))}
    </Stack>
  );
}

/**
 * The element that holds a list a screen may arrive with (docs/drawn-screens.md, "Rows"): the
 * skeleton until the browser has taken the page over, unless the Worker filled the first
 * rows in from the same data the cache starts with; the rows, marked, while the build draws
 * their templates. One element in every state: rows the page arrived with are hydrated in
 * place, and stay the same nodes (focus, selection) once the page is live.
 */
export function DrawnRows({ loading, children }: { loading: ReactNode; children: () => ReactNode }) {
  const hydrated = useHydrated();
  const drawingTemplates = useContext(DrawingRowTemplates);
  const view = hydrated || drawingTemplates || rowsArrived() ? children() : loading;
  return (
    <div id={DRAWN_ROWS_ID}>
      {drawingTemplates ? (
        <>
          {ROW_TEMPLATES_MARK}
          {view}
          {ROW_TEMPLATES_MARK}
        </>
      ) : (
        view
      )}
    </div>
  );
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
  const hydrated = useHydrated();

  const loading = <ListSkeleton skeleton={skeleton} />;

  const view = () => {
    if (query.isPending) return loading;

    const refusedSearch = searchRefusal(query.error);
    if (refusedSearch) {
      return (
        <Center py="16" flexDirection="column" gap="2" color="fg.muted" role="status">
          <SearchX aria-hidden="true" />
          <Text>{refusedSearch}</Text>
        </Center>
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
        {/* Not drawn with the rows: it comes below them once the page is live. */}
        {hydrated && (
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
        )}
      </Stack>
    );
  };

  return <DrawnRows loading={loading}>{view}</DrawnRows>;
}
