import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "../../lib/api-client";

export const mySessionsQuery = queryOptions({
  queryKey: ["account", "sessions"],
  queryFn: () => unwrap(client.api.account.sessions.$get()),
});

export function useRevokeMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(client.api.account.sessions[":id"].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsQuery.queryKey }),
  });
}
