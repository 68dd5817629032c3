import { createFileRoute } from "@tanstack/react-router";
import { RequirePermission } from "../../../features/auth/require-permission";
import { NewUserPage } from "../../../features/users/user-form-page";

export const Route = createFileRoute("/manager/users/new")({
  component: () => (
    <RequirePermission permissions={{ user: ["create"] }}>
      <NewUserPage />
    </RequirePermission>
  ),
});
