import { createFileRoute, redirect } from "@tanstack/react-router";

// / redirects at once to /login (the Worker does the same with a 302).
export const Route = createFileRoute("/")({
  beforeLoad: () => {
    throw redirect({ to: "/login" });
  },
});
