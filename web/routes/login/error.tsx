import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { z } from "zod";
import { LoginErrorPage, toLoginError } from "../../features/auth/login-error-page";

export const Route = createFileRoute("/login/error")({
  validateSearch: z.object({ error: z.string().catch("").default("") }),
  search: { middlewares: [stripSearchParams({ error: "" })] },
  component: function LoginErrorRoute() {
    return <LoginErrorPage error={toLoginError(Route.useSearch().error)} />;
  },
});
