import { createFileRoute, redirect, stripSearchParams } from "@tanstack/react-router";
import { z } from "zod";
import { sessionQuery } from "../../features/auth/auth.queries";
import { LoginPage } from "../../features/auth/login-page";
import { redirectTarget } from "../../features/auth/redirect-target";
import { configQuery } from "../../features/config/config.queries";

export const Route = createFileRoute("/login/")({
  validateSearch: z.object({ redirect: z.string().catch("").default("") }),
  beforeLoad: async ({ context, search }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery);
    if (session) throw redirect({ href: redirectTarget(search.redirect, session.user.role) });
  },
  search: { middlewares: [stripSearchParams({ redirect: "" })] },
  loader: ({ context }) => context.queryClient.ensureQueryData(configQuery),
  component: function LoginRoute() {
    return <LoginPage redirect={Route.useSearch().redirect} />;
  },
});
