import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { managerOrganizationReads } from "../../../worker/organizations/organizations.screens";
import { client, pathParams } from "../../lib/api-client";
import { unwrap } from "../../lib/api-error";
import { dropFromLists, keysetPages, orNotFound } from "../../lib/list-queries";

/** Query keys and calls of the organizations API (administrators, every organization). */
export const managerOrganizationKeys = {
  all: managerOrganizationReads.all,
  lists: managerOrganizationReads.lists,
  list: (searchTerm: string) => managerOrganizationReads.list(searchTerm).queryKey,
  detail: (id: string) => managerOrganizationReads.detail(id).queryKey,
};

const organization = client.api.organizations[":id"];

export const managerOrganizationListQuery = (searchTerm: string) =>
  keysetPages(managerOrganizationKeys.list(searchTerm), (page) =>
    unwrap(client.api.organizations.$get({ query: { searchTerm: searchTerm || undefined, ...page } })),
  );

export const managerOrganizationQuery = (id: string) =>
  queryOptions({
    queryKey: managerOrganizationKeys.detail(id),
    queryFn: () => unwrap(organization.$get({ param: pathParams({ id }) })),
  });

/** For route loaders: the organization, or the router's not-found screen. */
export const ensureManagerOrganization = (queryClient: QueryClient, id: string) =>
  orNotFound(queryClient.ensureQueryData(managerOrganizationQuery(id)));

/**
 * Deletes an organization. Its lists are marked stale, to load afresh when next shown; its own
 * query is left alone while its page is still on screen (refetched, it would be a 404 there):
 * `forgetManagerOrganization` drops it once the page has moved on.
 */
export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(organization.$delete({ param: pathParams({ id }) })),
    onSuccess: async (_, id) => {
      await dropFromLists(queryClient, [...managerOrganizationKeys.all, "list"], id);
      await queryClient.invalidateQueries({ queryKey: managerOrganizationKeys.all, refetchType: "none" });
    },
  });
}

export const forgetManagerOrganization = (queryClient: QueryClient, id: string) =>
  queryClient.removeQueries({ queryKey: managerOrganizationKeys.detail(id) });
