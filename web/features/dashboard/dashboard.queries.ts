import { queryOptions } from "@tanstack/react-query";
import { client, unwrap } from "../../lib/api-client";

export const dashboardQuery = queryOptions({
  queryKey: ["dashboard"],
  queryFn: () => unwrap(client.api.dashboard.$get()),
});
