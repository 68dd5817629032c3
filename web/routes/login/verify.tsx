import { createFileRoute, redirect, stripSearchParams } from "@tanstack/react-router";
import { z } from "zod";
import { isEmail } from "../../features/auth/email-schema";
import { VerifyPage } from "../../features/auth/verify-page";
import { configQuery } from "../../features/config/config.queries";

export const Route = createFileRoute("/login/verify")({
  validateSearch: z.object({
    email: z.string().catch("").default(""),
    redirect: z.string().catch("").default(""),
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
