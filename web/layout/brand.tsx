import { Link } from "@tanstack/react-router";
import { styled } from "styled-system/jsx";
import { hstack } from "styled-system/patterns";
import { APP_NAME } from "../components/page-title";

const brand = hstack({
  gap: "2",
  flexShrink: 0,
  fontWeight: "bold",
  textStyle: "lg",
  color: "fg.default",
  textDecoration: "none",
});

/** The logo, and the name beside it where the header has room (still the link's name on phones). */
export function Brand({ to }: { to: "/app" | "/manager" }) {
  return (
    <Link to={to} className={brand}>
      <img src="/favicon.svg" alt="" width={24} height={24} />
      <styled.span srOnly={{ base: true, sm: false }}>{APP_NAME}</styled.span>
    </Link>
  );
}
