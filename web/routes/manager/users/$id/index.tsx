import { createFileRoute } from "@tanstack/react-router";
import { UserPage } from "../../../../features/users/user-page";
import { ensureUser, userSessionsQuery } from "../../../../features/users/users.queries";

export const Route = createFileRoute("/manager/users/$id/")({
  loader: ({ context, params }) =>
    Promise.all([
      ensureUser(context.queryClient, params.id),
      context.queryClient.ensureQueryData(userSessionsQuery(params.id)),
    ]),
  component: function UserRoute() {
    return <UserPage id={Route.useParams().id} />;
  },
});
