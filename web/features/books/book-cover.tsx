import { css, cva } from "styled-system/css";
import type { Book } from "../../../worker/books/books.schemas";
import { firstLetterOf, srcSetOf } from "../../../worker/spa/slots.shared";
import { dataColor } from "../../lib/data-color";

const frame = css({
  position: "relative",
  aspectRatio: "2 / 3",
  width: "full",
  borderRadius: "l2",
  overflow: "hidden",
  boxShadow: "md",
  bg: "bg.subtle",
});

const drawn = cva({
  base: {
    display: "flex",
    flexDirection: "column",
    height: "full",
    color: "white",
    // The genre's colour, darkened towards the bottom, with a spine on the start edge.
    background: "linear-gradient(160deg, var(--data-color), color-mix(in srgb, var(--data-color) 45%, black))",
    borderInlineStart: "6px solid color-mix(in srgb, var(--data-color) 60%, black)",
  },
  variants: {
    size: {
      md: { justifyContent: "space-between", p: "4" },
      // A list's 40 px thumbnail: room for the title's first letter, centred.
      sm: { justifyContent: "center", alignItems: "center", p: "1" },
    },
  },
});

/**
 * How wide a cover is drawn (a list's thumbnail; a card or a page's cover): the browser picks
 * the uploaded picture's width from `srcset` (worker/files/file-kinds.shared.ts).
 */
const drawnWidth = {
  sm: { sizes: "40px", width: 40, height: 60 },
  md: { sizes: "(min-width: 48rem) 15rem, 45vw", width: 320, height: 480 },
};

/** The book's cover image, or one drawn from its title, author and genre colour. */
export function BookCover({ book, size = "md" }: { book: Book; size?: "sm" | "md" }) {
  if (book.cover) {
    // Its frame has the cover's shape whatever the picture's: nothing moves as it loads.
    return (
      <div className={frame}>
        <img
          src={book.cover}
          srcSet={srcSetOf(book.cover)}
          {...drawnWidth[size]}
          alt=""
          loading="lazy"
          className={css({ width: "full", height: "full", objectFit: "cover" })}
        />
      </div>
    );
  }
  return (
    <div className={frame} aria-hidden="true">
      <div className={drawn({ size })} {...dataColor(book.genre.color)} dir="auto">
        {size === "md" ? (
          <>
            <span className={css({ fontFamily: "serif", fontWeight: "bold", fontSize: "lg", lineHeight: "tight" })}>
              {book.title}
            </span>
            <span
              className={css({ fontSize: "xs", opacity: 0.85, textTransform: "uppercase", letterSpacing: "wider" })}
            >
              {book.author}
            </span>
          </>
        ) : (
          <span className={css({ fontFamily: "serif", fontWeight: "bold", fontSize: "sm" })}>
            {firstLetterOf(book.title)}
          </span>
        )}
      </div>
    </div>
  );
}
