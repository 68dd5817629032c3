import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { Box, HStack } from "styled-system/jsx";
import { DataList } from "../../components/data-list";
import { LinkRows, linkRow, RowText } from "../../components/link-rows";
import { PageFrame } from "../../components/page-frame";
import { SearchInput } from "../../components/search-input";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { useCan } from "../auth/use-can";
import { BookCover } from "./book-cover";
import { bookListQuery } from "./books.queries";

interface ManagerBooksPageProps {
  searchTerm: string;
  onSearch: (searchTerm: string) => void;
}

/** /manager/books: searchable list of every book. */
export function ManagerBooksPage({ searchTerm, onSearch }: ManagerBooksPageProps) {
  const { t } = useLingui();
  const canCreate = useCan({ book: ["create"] });
  const query = useInfiniteQuery({ ...bookListQuery(searchTerm), placeholderData: keepPreviousData });

  return (
    <PageFrame
      title={t`Books`}
      actions={
        canCreate && (
          <Button asChild>
            <Link to="/manager/books/new">
              <Plus aria-hidden="true" />
              <Trans>New book</Trans>
            </Link>
          </Button>
        )
      }
    >
      <SearchInput label={t`Search by title or author`} value={searchTerm} onChange={onSearch} />
      <DataList query={query} searchTerm={searchTerm} skeleton={<Skeleton height="16" />}>
        {(books) => (
          <LinkRows>
            {books.map((book) => (
              <li key={book.id}>
                <Link to="/manager/books/$id" params={{ id: book.id }} className={linkRow}>
                  <Box width="10" flexShrink={0}>
                    <BookCover book={book} size="sm" />
                  </Box>
                  <RowText title={book.title} detail={book.author} />
                  <HStack display={{ base: "none", sm: "flex" }}>
                    <Badge variant="outline">{book.genre.name}</Badge>
                  </HStack>
                </Link>
              </li>
            ))}
          </LinkRows>
        )}
      </DataList>
    </PageFrame>
  );
}
