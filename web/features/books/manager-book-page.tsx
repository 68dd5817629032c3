import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { BackButton } from "../../components/back-button";
import { ConfirmDelete } from "../../components/confirm-delete";
import { Pencil } from "../../components/icons";
import { PageFrame } from "../../components/page-frame";
import { useAttempt } from "../../components/toaster";
import { Button } from "../../components/ui/button";
import { useCan } from "../auth/use-can";
import { BookDetails } from "./book-details";
import { bookQuery, useDeleteBook } from "./books.queries";

/** /manager/books/{id}: a book, with edit and delete for those allowed. */
export function ManagerBookPage({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data: book } = useSuspenseQuery(bookQuery(id));
  const canUpdate = useCan({ book: ["update"] });
  const canDelete = useCan({ book: ["delete"] });
  const attempt = useAttempt();
  const remove = useDeleteBook();
  const title = book.title;

  return (
    <PageFrame
      title={book.title}
      back={<BackButton to="/manager/books" label={t`Books`} />}
      actions={
        <>
          {canUpdate && (
            <Button asChild variant="outline">
              <Link to="/manager/books/$id/update" params={{ id }}>
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
                  await remove.mutateAsync(id);
                  await navigate({ to: "/manager/books" });
                }, t`Book deleted`)
              }
            />
          )}
        </>
      }
    >
      <BookDetails book={book} />
    </PageFrame>
  );
}
