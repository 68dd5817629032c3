import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { client, unwrap } from "../../lib/api-client";

/** Public settings (sign-up policy, providers, environment badge); fetched once per visit. */
export const configQuery = queryOptions({
  queryKey: ["config"],
  queryFn: () => unwrap(client.api.config.$get()),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useConfig() {
  return useSuspenseQuery(configQuery).data;
}
