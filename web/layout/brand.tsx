import { Link } from "@tanstack/react-router";
import { hstack } from "styled-system/patterns";
import { APP_NAME } from "../components/page-title";

const brand = hstack({ gap: "2", fontWeight: "bold", textStyle: "lg", color: "fg.default", textDecoration: "none" });

export function Brand({ to }: { to: "/app" | "/manager" }) {
  return (
    <Link to={to} className={brand}>
      <img src="/favicon.svg" alt="" width={24} height={24} />
      {APP_NAME}
    </Link>
  );
}
