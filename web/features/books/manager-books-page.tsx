import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { css } from "styled-system/css";
import { Box, HStack, Stack } from "styled-system/jsx";
import { DataList } from "../../components/data-list";
import { PageFrame } from "../../components/page-frame";
import { SearchInput } from "../../components/search-input";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { Text } from "../../components/ui/text";
import { useCan } from "../auth/use-can";
import { BookCover } from "./book-cover";
import { bookListQuery } from "./books.queries";

const row = css({
  display: "flex",
  alignItems: "center",
  gap: "4",
  p: "3",
  textDecoration: "none",
  color: "fg.default",
  _hover: { bg: "bg.subtle" },
  _focusVisible: { outline: "2px solid", outlineColor: "colorPalette.default", outlineOffset: "-2px" },
});

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
          <Box as="ul" borderWidth="1px" borderRadius="l3" bg="bg.default" listStyle="none" divideY="1px">
            {books.map((book) => (
              <li key={book.id}>
                <Link to="/manager/books/$id" params={{ id: book.id }} className={row}>
                  <Box width="10" flexShrink={0}>
                    <BookCover book={book} size="sm" />
                  </Box>
                  <Stack gap="0" flex="1" minW="0">
                    <Text fontWeight="semibold" truncate dir="auto">
                      {book.title}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" truncate dir="auto">
                      {book.author}
                    </Text>
                  </Stack>
                  <HStack display={{ base: "none", sm: "flex" }}>
                    <Badge variant="outline">{book.genre.name}</Badge>
                  </HStack>
                </Link>
              </li>
            ))}
          </Box>
        )}
      </DataList>
    </PageFrame>
  );
}
