import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Box, Grid, Stack } from "styled-system/jsx";
import type { Book } from "../../../worker/books/books.schemas";
import { longDateOf } from "../../../worker/spa/slots.shared";
import { Badge } from "../../components/ui/badge";
import { Text } from "../../components/ui/text";
import { dataColor } from "../../lib/data-color";
import { BookCover } from "./book-cover";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      {/* Book data keeps its own writing direction inside a right-to-left page. */}
      <Text as="dd" dir="auto">
        {children}
      </Text>
    </Stack>
  );
}

/** A book's cover and facts, side by side on wide screens. */
export function BookDetails({ book }: { book: Book }) {
  const { t, i18n } = useLingui();
  const date = (value: string) => longDateOf(value, i18n.locale);
  return (
    <Grid gridTemplateColumns={{ base: "1fr", md: "220px 1fr" }} gap="8" alignItems="start">
      <Box maxW={{ base: "200px", md: "full" }}>
        <BookCover book={book} />
      </Box>
      <Stack as="dl" gap="4">
        <Detail label={t`Author`}>{book.author}</Detail>
        <Detail label={t`Genre`}>
          <Badge variant="outline">
            <Box
              as="span"
              width="2"
              height="2"
              borderRadius="full"
              bg="var(--data-color)"
              {...dataColor(book.genre.color)}
            />
            {book.genre.name}
          </Badge>
        </Detail>
        {book.publisher && <Detail label={t`Publisher`}>{book.publisher}</Detail>}
        {book.publishedOn && <Detail label={t`Publication date`}>{date(book.publishedOn)}</Detail>}
        <Detail label={t`Added`}>{date(book.createdAt)}</Detail>
      </Stack>
    </Grid>
  );
}
