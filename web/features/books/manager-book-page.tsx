import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Pencil, Trash2 } from "lucide-react";
import { BackButton } from "../../components/back-button";
import { ConfirmDrawer } from "../../components/confirm-drawer";
import { PageFrame } from "../../components/page-frame";
import { notify } from "../../components/toaster";
import { Button } from "../../components/ui/button";
import { describeError } from "../../lib/error-messages";
import { useCan } from "../auth/use-can";
import { BookDetails } from "./book-details";
import { bookQuery, useDeleteBook } from "./books.queries";

/** /manager/books/{id}: a book, with edit and delete for those allowed. */
export function ManagerBookPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { data: book } = useSuspenseQuery(bookQuery(id));
  const canUpdate = useCan({ book: ["update"] });
  const canDelete = useCan({ book: ["delete"] });
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
            <ConfirmDrawer
              trigger={
                <Button variant="outline">
                  <Trash2 aria-hidden="true" />
                  <Trans>Delete</Trans>
                </Button>
              }
              description={t`"${title}" will be deleted for good.`}
              confirmLabel={t`Delete`}
              onConfirm={async () => {
                try {
                  await remove.mutateAsync(id);
                  notify.success(t`Book deleted`);
                  await navigate({ to: "/manager/books" });
                } catch (error) {
                  notify.error(describeError(i18n, error));
                }
              }}
            />
          )}
        </>
      }
    >
      <BookDetails book={book} />
    </PageFrame>
  );
}
