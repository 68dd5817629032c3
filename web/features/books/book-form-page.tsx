import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { BackButton } from "../../components/back-button";
import { PageFrame } from "../../components/page-frame";
import { BookForm } from "./book-form";
import { bookQuery } from "./books.queries";

/** /manager/books/new */
export function NewBookPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`New book`} back={<BackButton to="/manager/books" label={t`Books`} />}>
      <BookForm />
    </PageFrame>
  );
}

/** /manager/books/{id}/update */
export function UpdateBookPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { data: book } = useSuspenseQuery(bookQuery(id));
  return (
    <PageFrame title={t`Update book`} back={<BackButton to="/manager/books/$id" params={{ id }} label={book.title} />}>
      <BookForm book={book} />
    </PageFrame>
  );
}
