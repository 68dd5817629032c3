import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { managerOrganizationReads } from "../../../worker/organizations/organizations.screens";
import { client, pathParams } from "../../lib/api-client";
import { unwrap } from "../../lib/api-error";
import { resourceQueries } from "../../lib/resource-queries";

const organization = client.api.organizations[":id"];

const organizations = resourceQueries({
  reads: managerOrganizationReads,
  list: (query) => unwrap(client.api.organizations.$get({ query })),
  detail: (id) => unwrap(organization.$get({ param: pathParams({ id }) })),
});

/** Query keys and calls of the organizations API (administrators, every organization). */
export const managerOrganizationKeys = organizations.keys;
export const managerOrganizationListQuery = organizations.listQuery;
export const managerOrganizationQuery = organizations.detailQuery;
/** For route loaders: the organization, or the router's not-found screen. */
export const ensureManagerOrganization = organizations.ensureDetail;

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
      await organizations.dropFromLists(queryClient, id);
      await queryClient.invalidateQueries({ queryKey: managerOrganizationKeys.all, refetchType: "none" });
    },
  });
}

export const forgetManagerOrganization = (queryClient: QueryClient, id: string) =>
  queryClient.removeQueries({ queryKey: managerOrganizationKeys.detail(id) });
