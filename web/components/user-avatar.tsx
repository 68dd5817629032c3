import { cva } from "styled-system/css";
import { initialsOf } from "../../worker/spa/slots.shared";

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

/** Initials in a circle (people have no pictures unless GitHub gave one). */
export function UserAvatar({ name, image, size }: { name: string; image?: string | null; size?: "xs" | "md" | "lg" }) {
  return (
    <span className={avatar({ size })} aria-hidden="true">
      {image ? <img src={image} alt="" width="100%" height="100%" /> : initialsOf(name)}
    </span>
  );
}
