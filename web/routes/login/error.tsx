import { createFileRoute, type SearchSchemaInput, stripSearchParams } from "@tanstack/react-router";
import { LoginErrorPage, toLoginError } from "../../features/auth/login-error-page";
import { textParam } from "../../lib/search-params";

export const Route = createFileRoute("/login/error")({
  validateSearch: (search: { error?: string } & SearchSchemaInput) => ({ error: textParam(search, "error") }),
  search: { middlewares: [stripSearchParams({ error: "" })] },
  component: function LoginErrorRoute() {
    return <LoginErrorPage error={toLoginError(Route.useSearch().error)} />;
  },
});
