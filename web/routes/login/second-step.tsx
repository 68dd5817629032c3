import { createFileRoute, type SearchSchemaInput, stripSearchParams } from "@tanstack/react-router";
import { SecondStepPage } from "../../features/auth/second-step-page";
import { textParam } from "../../lib/search-params";

export const Route = createFileRoute("/login/second-step")({
  validateSearch: (search: { redirect?: string } & SearchSchemaInput) => ({ redirect: textParam(search, "redirect") }),
  search: { middlewares: [stripSearchParams({ redirect: "" })] },
  component: function SecondStepRoute() {
    return <SecondStepPage redirect={Route.useSearch().redirect} />;
  },
});
