import { createFileRoute, redirect, type SearchSchemaInput, stripSearchParams } from "@tanstack/react-router";
import { sessionQuery } from "../../features/auth/auth.queries";
import { LoginPage } from "../../features/auth/login-page";
import { configQuery } from "../../features/config/config.queries";
import { textParam } from "../../lib/search-params";

export const Route = createFileRoute("/login/")({
  validateSearch: (search: { redirect?: string } & SearchSchemaInput) => ({ redirect: textParam(search, "redirect") }),
  beforeLoad: async ({ context, search }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery);
    if (!session) return;
    // Only the signed-in need the role rules (better-auth's access control), not every visitor.
    const { redirectTarget } = await import("../../features/auth/redirect-target");
    throw redirect({ href: redirectTarget(search.redirect, session.user.role) });
  },
  search: { middlewares: [stripSearchParams({ redirect: "" })] },
  loader: ({ context }) => context.queryClient.ensureQueryData(configQuery),
  component: function LoginRoute() {
    return <LoginPage redirect={Route.useSearch().redirect} />;
  },
});
