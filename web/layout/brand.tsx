import { Link } from "@tanstack/react-router";
import { styled } from "styled-system/jsx";
import { hstack } from "styled-system/patterns";
import { APP_NAME } from "../components/page-title";
import { NavLabel } from "./sidebar";

const brand = hstack({
  gap: "2",
  flexShrink: 0,
  fontWeight: "bold",
  textStyle: "lg",
  color: "fg.default",
  textDecoration: "none",
});

/**
 * The logo, and the name beside it where there is room: not on phones, nor in the folded
 * sidebar (it stays the link's accessible name).
 */
export function Brand({ to }: { to: "/app" | "/manager" }) {
  return (
    // Marked as the current page on the area's home only, not on every page below it.
    <Link to={to} activeOptions={{ exact: true, includeSearch: false }} className={brand}>
      <img src="/favicon.svg" alt="" width={24} height={24} />
      <NavLabel>
        <styled.span srOnly={{ base: true, sm: false }}>{APP_NAME}</styled.span>
      </NavLabel>
    </Link>
  );
}
