import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { bookReads } from "../../../worker/books/books.screens";
import { BackButton } from "../../components/back-button";
import { Live } from "../../components/live";
import { PageFrame } from "../../components/page-frame";
import { useRecordHeading } from "../../components/record-frame";
import { BookForm } from "./book-form";
import { bookQuery } from "./books.queries";

/** /manager/books/new */
export function NewBookPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`New book`} back={<BackButton to="/manager/books" label={t`Books`} />}>
      <Live>{() => <BookForm />}</Live>
    </PageFrame>
  );
}

function UpdateBookForm({ id }: { id: string }) {
  return <BookForm book={useSuspenseQuery(bookQuery(id)).data} />;
}

/** /manager/books/{id}/update */
export function UpdateBookPage({ id }: { id: string }) {
  const { t } = useLingui();
  const title = useRecordHeading(bookReads.detail(id), bookQuery(id));
  return (
    <PageFrame title={t`Update book`} back={<BackButton to="/manager/books/$id" params={{ id }} label={title} />}>
      <Live>{() => <UpdateBookForm id={id} />}</Live>
    </PageFrame>
  );
}
