import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { configRead } from "../../../worker/spa/screens.shared";
import type { client } from "../../lib/api-client";
import { unwrap } from "../../lib/api-error";

export type Config = InferResponseType<typeof client.api.config.$get, 200>;

/**
 * Public settings (sign-up policy, providers, environment badge); fetched once per visit.
 * A plain request typed from the API's route: every screen asks for it first, and the typed
 * client would otherwise ship with the sign-in screen (docs/decisions/0012).
 */
export const configQuery = queryOptions({
  queryKey: configRead.queryKey,
  queryFn: () => unwrap<Config>(fetch("/api/config")),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useConfig() {
  return useSuspenseQuery(configQuery).data;
}
