import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { sessionQuery } from "./auth.queries";

/** Anonymous visitors of a signed-in area go to /login?redirect=<where they were going>. */
export async function requireSession(queryClient: QueryClient, location: { href: string }) {
  const session = await queryClient.ensureQueryData(sessionQuery);
  if (!session) throw redirect({ to: "/login", search: { redirect: location.href } });
  return { session };
}
