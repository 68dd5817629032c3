import { createLink } from "@tanstack/react-router";
import { styled } from "styled-system/jsx";

/**
 * A navigation entry; the current page is marked with aria-current and highlighted. Its few
 * words stay whole: in a crowded header the name and the badge give way instead.
 */
const StyledAnchor = styled("a", {
  base: {
    display: "flex",
    alignItems: "center",
    gap: "2",
    whiteSpace: "nowrap",
    px: "3",
    py: "2",
    borderRadius: "l2",
    color: "fg.muted",
    fontWeight: "medium",
    textStyle: "sm",
    textDecoration: "none",
    _hover: { bg: "bg.subtle", color: "fg.default" },
    _focusVisible: { outline: "2px solid", outlineColor: "colorPalette.default", outlineOffset: "2px" },
    "&[aria-current=page]": { bg: "bg.emphasized", color: "fg.default" },
    "& svg": { width: "4", height: "4", flexShrink: 0 },
  },
});

export const NavLink = createLink(StyledAnchor);

export const navLinkActiveProps = { "aria-current": "page" } as const;
