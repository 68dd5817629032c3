import { type Permissions, roleCan } from "../../../worker/auth/permissions.shared";
import { useSession } from "./auth.queries";

/**
 * Whether the signed-in person may do something, to show or hide the action. The server
 * refuses it anyway when they may not.
 */
export function useCan(permissions: Permissions): boolean {
  return roleCan(useSession()?.user.role, permissions);
}
