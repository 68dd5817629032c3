import type { ReactNode } from "react";
import type { Permissions } from "../../../worker/auth/permissions.shared";
import { ForbiddenPage } from "../errors/forbidden-page";
import { useCan } from "./use-can";

/** Renders the screen only for roles with the permissions; the API enforces the same. */
export function RequirePermission({ permissions, children }: { permissions: Permissions; children: ReactNode }) {
  return useCan(permissions) ? children : <ForbiddenPage />;
}
