import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { BackButton } from "../../components/back-button";
import { PageFrame } from "../../components/page-frame";
import { BookDetails } from "./book-details";
import { bookQuery } from "./books.queries";

/** /app/books/{id}: one book, for readers. */
export function BookPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { data: book } = useSuspenseQuery(bookQuery(id));
  return (
    <PageFrame title={book.title} back={<BackButton to="/app/books" label={t`Books`} />}>
      <BookDetails book={book} />
    </PageFrame>
  );
}
