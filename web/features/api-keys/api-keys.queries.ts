import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { accountReads } from "../../../worker/account/account.screens";
import type { ApiKeyInput } from "../../../worker/api-keys/api-keys.schemas";
import { userReads } from "../../../worker/users/users.screens";
import { client, pathParams } from "../../lib/api-client";
import { unwrap } from "../../lib/api-error";
import { refreshMyAccount } from "../account/account.queries";

const mine = client.api.account["api-keys"];
const theirs = client.api.users[":id"]["api-keys"];

/** My API keys (GET /api/account/api-keys). */
export const myApiKeysQuery = queryOptions({
  queryKey: accountReads.apiKeys.queryKey,
  queryFn: () => unwrap(mine.$get()),
});

/** Makes a key: the answer holds the key itself, this once. */
export function useCreateMyApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyInput) => unwrap(mine.$post({ json: input })),
    onSuccess: () => refreshMyAccount(queryClient, myApiKeysQuery.queryKey),
  });
}

export function useRevokeMyApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(mine[":id"].$delete({ param: pathParams({ id }) })),
    onSuccess: () => refreshMyAccount(queryClient, myApiKeysQuery.queryKey),
  });
}

/** Someone's keys, on their page for administrators (GET /api/users/{id}/api-keys). */
export const userApiKeysQuery = (id: string) =>
  queryOptions({
    queryKey: userReads.apiKeys(id).queryKey,
    queryFn: () => unwrap(theirs.$get({ param: pathParams({ id }) })),
  });

export function useRevokeUserApiKey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => unwrap(theirs[":keyId"].$delete({ param: pathParams({ id, keyId }) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userApiKeysQuery(id).queryKey }),
  });
}
