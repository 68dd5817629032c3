import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { css } from "styled-system/css";
import { Grid, Stack } from "styled-system/jsx";
import type { Book, BookInput } from "../../../worker/books/books.schemas";
import { srcSetOf } from "../../../worker/spa/slots.shared";
import { DatePickerField } from "../../components/date-picker-field";
import { Form, FormError, schemaOnDemand, showServerIssues, useAppForm } from "../../components/form";
import { notify } from "../../components/toaster";
import { useLeaveGuard } from "../../components/use-leave-guard";
import { describeError } from "../../lib/error-messages";
import { PictureField } from "../files/picture-field";
import { genresQuery, useSaveBook } from "./books.queries";

const FIELDS = ["title", "author", "genreId", "publisher", "cover", "publishedOn"] as const;

/** Creates a book, or edits one; validates with the API's own schema before sending. */
const bookRule = schemaOnDemand(() =>
  import("../../../worker/books/books.schemas").then(({ BookInputSchema }) => BookInputSchema),
);

const coverFrame = css({
  width: "4.5rem",
  aspectRatio: "2 / 3",
  borderRadius: "l2",
  overflow: "hidden",
  flexShrink: 0,
  bg: "bg.subtle",
  borderWidth: "1px",
  borderStyle: "dashed",
});

/** The cover as the form holds it, at a list card's shape; a dashed frame without one. */
function CoverPreview({ url }: { url: string }) {
  return (
    <div className={coverFrame}>
      {url && (
        <img
          src={url}
          srcSet={srcSetOf(url)}
          sizes="72px"
          width={72}
          height={108}
          alt=""
          className={css({ width: "full", height: "full", objectFit: "cover" })}
        />
      )}
    </div>
  );
}

export function BookForm({ book }: { book?: Book }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const save = useSaveBook(book?.id);
  const { data: genres } = useSuspenseQuery(genresQuery);
  const genreOptions = useMemo(() => genres.map((genre) => ({ value: genre.id, label: genre.name })), [genres]);
  const [serverError, setServerError] = useState<string>();
  const [uploading, setUploading] = useState(false);

  const form = useAppForm({
    defaultValues: {
      title: book?.title ?? "",
      author: book?.author ?? "",
      genreId: book?.genre.id ?? "",
      publisher: book?.publisher ?? "",
      cover: book?.cover ?? "",
      publishedOn: book?.publishedOn ?? "",
    } satisfies BookInput as BookInput,
    validators: { onSubmitAsync: bookRule.onSubmitAsync },
    onSubmit: async ({ value }) => {
      setServerError(undefined);
      try {
        const saved = await save.mutateAsync(value);
        guard.allowLeave();
        notify.success(book ? t`Changes saved` : t`Book created`);
        await navigate({ to: "/manager/books/$id", params: { id: saved.id } });
      } catch (error) {
        if (!showServerIssues(form, FIELDS, error)) setServerError(describeError(i18n, error));
      }
    },
  });
  const guard = useLeaveGuard(() => form.state.isDirty && !form.state.isSubmitting);

  return (
    <Form onSubmit={form.handleSubmit} onFocus={bookRule.warm}>
      <Stack gap="5" maxW="2xl">
        <form.AppField name="title">{(field) => <field.TextField label={t`Title`} required autoFocus />}</form.AppField>
        <form.AppField name="author">{(field) => <field.TextField label={t`Author`} required />}</form.AppField>
        <form.AppField name="genreId">
          {(field) => (
            <field.SelectField label={t`Genre`} placeholder={t`Choose a genre`} options={genreOptions} required />
          )}
        </form.AppField>
        <Grid gridTemplateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="5">
          <form.AppField name="publisher">{(field) => <field.TextField label={t`Publisher`} />}</form.AppField>
          <form.AppField name="publishedOn">
            {(field) => (
              <DatePickerField
                label={t`Publication date`}
                // The schema types this input as unknown (it reads "" as none); the form only ever holds a string.
                value={typeof field.state.value === "string" ? field.state.value : ""}
                onValueChange={field.handleChange}
                onBlur={field.handleBlur}
                error={field.state.meta.errors[0]}
              />
            )}
          </form.AppField>
        </Grid>
        <form.AppField name="cover">
          {() => (
            <PictureField
              kind="covers"
              label={t`Cover image`}
              helperText={t`Optional: without one, a cover is drawn from the title and genre.`}
              preview={(url) => <CoverPreview url={url} />}
              onUploading={setUploading}
            />
          )}
        </form.AppField>
        <FormError message={serverError} />
        <form.AppForm>
          <form.SaveOrCancel disabled={uploading}>
            {book ? <Trans>Save changes</Trans> : <Trans>Create book</Trans>}
          </form.SaveOrCancel>
        </form.AppForm>
      </Stack>
      {guard.prompt}
    </Form>
  );
}
