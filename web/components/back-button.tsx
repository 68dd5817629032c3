import { Link, type LinkProps } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { Button } from "./ui/button";

/** Back to the parent screen (the arrow points the reading direction's way back). */
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
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
      <Link to={to} params={params}>
        <ArrowLeft aria-hidden="true" className="icon-directional" />
        {label}
      </Link>
    </Button>
  );
}
