import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { Stack } from "styled-system/jsx";
import type { Book } from "../../../worker/books/books.schemas";
import { Text } from "../../components/ui/text";
import { BookCover } from "./book-cover";

const card = css({
  display: "block",
  textDecoration: "none",
  color: "fg.default",
  borderRadius: "l2",
  transition: "transform 0.15s",
  _hover: { transform: "translateY(-2px)" },
  _focusVisible: { outline: "2px solid", outlineColor: "colorPalette.default", outlineOffset: "4px" },
});

/** A book in the catalogue: its cover, title and author, opening its page. */
export function BookCard({ book }: { book: Book }) {
  return (
    <Link to="/app/books/$id" params={{ id: book.id }} className={card}>
      <Stack gap="2">
        <BookCover book={book} />
        <Stack gap="0">
          <Text fontWeight="semibold" lineClamp={2} dir="auto">
            {book.title}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={1} dir="auto">
            {book.author}
          </Text>
        </Stack>
      </Stack>
    </Link>
  );
}
