import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { accountReads } from "../../../worker/account/account.screens";
import { client, pathParams } from "../../lib/api-client";
import { unwrap } from "../../lib/api-error";
import { keysetPages } from "../../lib/list-queries";

export const mySessionsQuery = queryOptions({
  queryKey: accountReads.sessions.queryKey,
  queryFn: () => unwrap(client.api.account.sessions.$get()),
});

export function useRevokeMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(client.api.account.sessions[":id"].$delete({ param: pathParams({ id }) })),
    onSuccess: () => refreshMyAccount(queryClient, mySessionsQuery.queryKey),
  });
}

/** The browsers that skip my second step (GET /api/account/trusted-devices). */
export const myTrustedDevicesQuery = queryOptions({
  queryKey: accountReads.trustedDevices.queryKey,
  queryFn: () => unwrap(client.api.account["trusted-devices"].$get()),
});

export function useEndMyTrustedDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(client.api.account["trusted-devices"][":id"].$delete({ param: pathParams({ id }) })),
    onSuccess: () => refreshMyAccount(queryClient, myTrustedDevicesQuery.queryKey),
  });
}

/** My security events, a page at a time (GET /api/account/activity). */
export const myActivityQuery = keysetPages(accountReads.activity.queryKey, (page) =>
  unwrap(client.api.account.activity.$get({ query: page })),
);

/** A copy of my data, gathered by a job and emailed (POST /api/account/exports); my activity records the ask. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(client.api.account.exports.$post()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myActivityQuery.queryKey }),
  });
}

/**
 * After a change made on the account screen: the list it changed, and the security activity,
 * which records it (a passkey added, a session ended), shown on the same screen.
 */
export function refreshMyAccount(queryClient: QueryClient, changed: readonly unknown[]) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: changed }),
    queryClient.invalidateQueries({ queryKey: myActivityQuery.queryKey }),
  ]);
}
