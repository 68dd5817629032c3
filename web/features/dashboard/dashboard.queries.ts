import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { dashboardRead } from "../../../worker/dashboard/dashboard.screens";
import { client } from "../../lib/api-client";
import { unwrap } from "../../lib/api-error";

export type Dashboard = InferResponseType<typeof client.api.dashboard.$get, 200>;

export const dashboardQuery = queryOptions({
  queryKey: dashboardRead.queryKey,
  queryFn: () => unwrap(client.api.dashboard.$get()),
});
