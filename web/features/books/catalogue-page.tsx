import { useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Grid } from "styled-system/jsx";
import { DataList } from "../../components/data-list";
import { PageFrame } from "../../components/page-frame";
import { Skeleton } from "../../components/ui/skeleton";
import { BookCard } from "./book-card";
import { bookListQuery } from "./books.queries";

/** /app/books: the catalogue as covers, a page at a time. */
export function CataloguePage() {
  const { t } = useLingui();
  const query = useInfiniteQuery(bookListQuery(""));
  return (
    <PageFrame title={t`Books`}>
      <DataList query={query} skeleton={<Skeleton aspectRatio="2 / 3" maxW="40" />}>
        {(books) => (
          <Grid gridTemplateColumns="repeat(auto-fill, minmax(150px, 1fr))" gap="6" as="ul" listStyle="none">
            {books.map((book) => (
              <li key={book.id}>
                <BookCard book={book} />
              </li>
            ))}
          </Grid>
        )}
      </DataList>
    </PageFrame>
  );
}
