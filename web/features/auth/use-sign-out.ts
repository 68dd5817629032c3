import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { loadAuthClient } from "../../lib/auth-client-on-demand";
import { switchSession } from "./auth.queries";

/** Signs out on the server, forgets cached data, and returns to the login screen. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await (await loadAuthClient()).signOut();
    await switchSession(queryClient);
    await navigate({ to: "/login" });
  };
}
