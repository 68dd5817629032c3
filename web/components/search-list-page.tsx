import { Link, type RegisteredRouter, type ValidateLinkOptions } from "@tanstack/react-router";
import type { ComponentProps, ReactNode } from "react";
import { DataList } from "./data-list";
import { Plus } from "./icons";
import { LinkRows } from "./link-rows";
import { PageFrame } from "./page-frame";
import { SearchInput } from "./search-input";
import { Button } from "./ui/button";
import { Skeleton } from "./ui/skeleton";

interface SearchListPageProps<T extends { id: string }> {
  title: string;
  /** The page's "New …" link, when the person may create (see `CreateLink`). */
  create?: ReactNode;
  searchLabel: string;
  /** The longest search the list's API takes. */
  searchMax: number;
  searchTerm: string;
  onSearch: (searchTerm: string) => void;
  query: ComponentProps<typeof DataList<T>>["query"];
  /** One row: a link to the item (`linkRow`). */
  children: (item: T) => ReactNode;
}

/** A manager list: title, "New …", a search kept in the URL, and the rows. */
export function SearchListPage<T extends { id: string }>(props: SearchListPageProps<T>) {
  const { title, create, searchLabel, searchMax, searchTerm, onSearch, query, children } = props;
  return (
    <PageFrame title={title} actions={create}>
      <SearchInput label={searchLabel} value={searchTerm} onChange={onSearch} maxLength={searchMax} />
      <DataList query={query} searchTerm={searchTerm} skeleton={<Skeleton height="16" />}>
        {(items) => (
          <LinkRows>
            {items.map((item) => (
              <li key={item.id}>{children(item)}</li>
            ))}
          </LinkRows>
        )}
      </DataList>
    </PageFrame>
  );
}

/**
 * The "New …" button of a list page. It takes `<Link>`'s own options, checked against the
 * route tree as `<Link>` checks them, so any route can be its target.
 */
export function CreateLink<TRouter extends RegisteredRouter, TOptions>(
  props: ValidateLinkOptions<TRouter, TOptions> & { children: ReactNode },
): ReactNode;
export function CreateLink({ children, ...link }: ValidateLinkOptions & { children: ReactNode }) {
  return (
    <Button asChild>
      <Link {...link}>
        <Plus aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
