import { useLingui } from "@lingui/react/macro";
import { bookReads } from "../../../worker/books/books.screens";
import { BackButton } from "../../components/back-button";
import { RecordFrame } from "../../components/record-frame";
import { BookDetails } from "./book-details";
import { bookQuery } from "./books.queries";

/** /app/books/{id}: one book, for readers. */
export function BookPage({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <RecordFrame
      read={bookReads.detail(id)}
      query={bookQuery(id)}
      back={<BackButton to="/app/books" label={t`Books`} />}
    >
      {(book) => <BookDetails book={book} />}
    </RecordFrame>
  );
}
