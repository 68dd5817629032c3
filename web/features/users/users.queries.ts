import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BanInput, UserInput } from "../../../worker/users/users.schemas";
import { userReads } from "../../../worker/users/users.screens";
import { client, pathParams } from "../../lib/api-client";
import { unwrap } from "../../lib/api-error";
import { resourceQueries } from "../../lib/resource-queries";

const user = client.api.users[":id"];

const users = resourceQueries({
  reads: userReads,
  list: (query) => unwrap(client.api.users.$get({ query })),
  detail: (id) => unwrap(user.$get({ param: pathParams({ id }) })),
});

/** Query keys and calls of the users API (administrators). */
export const userKeys = { ...users.keys, sessions: (id: string) => userReads.sessions(id).queryKey };
export const userListQuery = users.listQuery;
export const userQuery = users.detailQuery;
/** For route loaders: the person, or the router's not-found screen. */
export const ensureUser = users.ensureDetail;

export const userSessionsQuery = (id: string) =>
  queryOptions({
    queryKey: userKeys.sessions(id),
    queryFn: () => unwrap(user.sessions.$get({ param: pathParams({ id }) })),
  });

/** Every change to a person refreshes what shows them. */
function useUserMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const useSaveUser = (id?: string) =>
  useUserMutation((input: UserInput) =>
    id
      ? unwrap(user.$put({ param: pathParams({ id }), json: input }))
      : unwrap(client.api.users.$post({ json: input })),
  );
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(user.$delete({ param: pathParams({ id }) })),
    onSuccess: async (_, id) => {
      await users.dropFromLists(queryClient, id);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
export const useBanUser = (id: string) =>
  useUserMutation((input: BanInput) => unwrap(user.ban.$post({ param: pathParams({ id }), json: input })));
export const useUnbanUser = (id: string) =>
  useUserMutation(() => unwrap(user.unban.$post({ param: pathParams({ id }) })));
export const useRevokeUserSession = (id: string) =>
  useUserMutation((sessionId: string) =>
    unwrap(user.sessions[":sessionId"].$delete({ param: pathParams({ id, sessionId }) })),
  );
export const useRevokeUserSessions = (id: string) =>
  useUserMutation(() => unwrap(user.sessions.$delete({ param: pathParams({ id }) })));
export const useImpersonateUser = () =>
  useUserMutation((id: string) => unwrap(user.impersonate.$post({ param: pathParams({ id }) })));
export const useResetSecondFactor = (id: string) =>
  useUserMutation(() => unwrap(user["second-factor"].$delete({ param: pathParams({ id }) })));
