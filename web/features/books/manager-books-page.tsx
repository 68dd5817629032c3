import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Box, HStack } from "styled-system/jsx";
import { TEXT_MAX } from "../../../worker/books/book-limits.shared";
import { linkRow, RowText } from "../../components/link-rows";
import { CreateLink, SearchListPage } from "../../components/search-list-page";
import { Badge } from "../../components/ui/badge";
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
    <SearchListPage
      title={t`Books`}
      create={
        canCreate && (
          <CreateLink to="/manager/books/new">
            <Trans>New book</Trans>
          </CreateLink>
        )
      }
      searchMax={TEXT_MAX}
      searchLabel={t`Search by title or author`}
      searchTerm={searchTerm}
      onSearch={onSearch}
      query={query}
    >
      {(book) => (
        <Link to="/manager/books/$id" params={{ id: book.id }} className={linkRow}>
          <Box width="10" flexShrink={0}>
            <BookCover book={book} size="sm" />
          </Box>
          <RowText title={book.title} detail={book.author} />
          <HStack display={{ base: "none", sm: "flex" }}>
            <Badge variant="outline">{book.genre.name}</Badge>
          </HStack>
        </Link>
      )}
    </SearchListPage>
  );
}
