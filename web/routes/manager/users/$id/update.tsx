import { createFileRoute } from "@tanstack/react-router";
import { RequirePermission } from "../../../../features/auth/require-permission";
import { UpdateUserPage } from "../../../../features/users/user-form-page";
import { ensureUser } from "../../../../features/users/users.queries";

export const Route = createFileRoute("/manager/users/$id/update")({
  loader: ({ context, params }) => ensureUser(context.queryClient, params.id),
  component: function UpdateUserRoute() {
    return (
      <RequirePermission permissions={{ user: ["update"] }}>
        <UpdateUserPage id={Route.useParams().id} />
      </RequirePermission>
    );
  },
});
