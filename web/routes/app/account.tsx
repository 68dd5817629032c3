import { createFileRoute } from "@tanstack/react-router";
import { mySessionsQuery } from "../../features/account/account.queries";
import { AccountPage } from "../../features/account/account-page";
import { accountRoute } from "../../features/account/account-route";

export const Route = createFileRoute("/app/account")({
  ...accountRoute,
  // Written here, not in accountRoute, so that the build splits it out of the entry like every loader.
  loader: ({ context }) => context.queryClient.ensureQueryData(mySessionsQuery),
  component: AccountPage,
});
