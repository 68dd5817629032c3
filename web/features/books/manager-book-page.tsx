import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import type { Book } from "../../../worker/books/books.schemas";
import { bookReads } from "../../../worker/books/books.screens";
import { BackButton } from "../../components/back-button";
import { ConfirmDelete } from "../../components/confirm-delete";
import { Pencil } from "../../components/icons";
import { RecordFrame } from "../../components/record-frame";
import { useAttempt } from "../../components/toaster";
import { Button } from "../../components/ui/button";
import { useCan } from "../auth/use-can";
import { BookDetails } from "./book-details";
import { bookQuery, useDeleteBook } from "./books.queries";

/** Edit and delete, for those allowed. */
function BookActions({ book }: { book: Book }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const canUpdate = useCan({ book: ["update"] });
  const canDelete = useCan({ book: ["delete"] });
  const attempt = useAttempt();
  const remove = useDeleteBook();
  const title = book.title;
  return (
    <>
      {canUpdate && (
        <Button asChild variant="outline">
          <Link to="/manager/books/$id/update" params={{ id: book.id }}>
            <Pencil aria-hidden="true" />
            <Trans>Edit</Trans>
          </Link>
        </Button>
      )}
      {canDelete && (
        <ConfirmDelete
          label={t`Delete`}
          description={t`"${title}" will be deleted for good.`}
          onConfirm={() =>
            attempt(async () => {
              await remove.mutateAsync(book.id);
              await navigate({ to: "/manager/books" });
            }, t`Book deleted`)
          }
        />
      )}
    </>
  );
}

/** /manager/books/{id}: a book, with edit and delete for those allowed. */
export function ManagerBookPage({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <RecordFrame
      read={bookReads.detail(id)}
      query={bookQuery(id)}
      back={<BackButton to="/manager/books" label={t`Books`} />}
      actions={(book) => <BookActions book={book} />}
    >
      {(book) => <BookDetails book={book} />}
    </RecordFrame>
  );
}
