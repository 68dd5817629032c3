import { createFileRoute, redirect, type SearchSchemaInput, stripSearchParams } from "@tanstack/react-router";
import { isEmail } from "../../features/auth/email-rules";
import { VerifyPage } from "../../features/auth/verify-page";
import { configQuery } from "../../features/config/config.queries";
import { textParam } from "../../lib/search-params";

export const Route = createFileRoute("/login/verify")({
  validateSearch: (search: { email?: string; redirect?: string } & SearchSchemaInput) => ({
    email: textParam(search, "email"),
    redirect: textParam(search, "redirect"),
  }),
  // The email is required and must be valid; without one there is nothing to verify.
  beforeLoad: ({ search }) => {
    if (!isEmail(search.email)) throw redirect({ to: "/login", search: { redirect: search.redirect } });
  },
  search: { middlewares: [stripSearchParams({ redirect: "" })] },
  loader: ({ context }) => context.queryClient.ensureQueryData(configQuery),
  component: function VerifyRoute() {
    const { email, redirect: target } = Route.useSearch();
    return <VerifyPage email={email} redirect={target} />;
  },
});
