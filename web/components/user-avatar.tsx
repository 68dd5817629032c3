import { css, cva } from "styled-system/css";
import { initialsOf, srcSetOf } from "../../worker/spa/slots.shared";

// Panda extracts styles at build time: sizes are variants, not runtime values.
const avatar = cva({
  base: {
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    borderRadius: "full",
    bg: "colorPalette.a3",
    color: "colorPalette.text",
    fontWeight: "semibold",
    overflow: "hidden",
  },
  variants: {
    size: {
      // An icon's place in a header button.
      xs: { width: "5", height: "5", fontSize: "2xs" },
      md: { width: "10", height: "10", fontSize: "sm" },
      lg: { width: "16", height: "16", fontSize: "xl" },
    },
  },
  defaultVariants: { size: "md" },
});

/** Pixels a side each size draws, for the picture's `sizes`. */
const PIXELS = { xs: 20, md: 40, lg: 64 };

/** A person's picture (uploaded, or GitHub's), else their initials, in a circle of a fixed size. */
export function UserAvatar({
  name,
  image,
  size = "md",
}: {
  name: string;
  image?: string | null;
  size?: "xs" | "md" | "lg";
}) {
  return (
    <span className={avatar({ size })} aria-hidden="true">
      {image ? (
        <img
          src={image}
          srcSet={srcSetOf(image)}
          sizes={`${PIXELS[size]}px`}
          width={PIXELS[size]}
          height={PIXELS[size]}
          alt=""
          className={css({ width: "full", height: "full", objectFit: "cover" })}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
