import { Link, type LinkProps } from "@tanstack/react-router";
import { styled } from "styled-system/jsx";
import { ArrowLeft } from "./icons";
import { Button } from "./ui/button";

/**
 * Back to the parent screen (the arrow points the reading direction's way back). The label
 * may be a book's title or a person's name: it ends in an ellipsis rather than widen the page.
 */
export function BackButton({
  to,
  params,
  label,
}: {
  to: LinkProps["to"];
  params?: LinkProps["params"];
  label: string;
}) {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2" maxW="full">
      {/* The parent is never the current page: without exact, the router would mark it so. */}
      <Link to={to} params={params} activeOptions={{ exact: true }}>
        <ArrowLeft aria-hidden="true" className="icon-directional" />
        <styled.span truncate dir="auto">
          {label}
        </styled.span>
      </Link>
    </Button>
  );
}
