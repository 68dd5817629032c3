import { queryOptions } from "@tanstack/react-query";
import { client } from "../../lib/api-client";
import { unwrap } from "../../lib/api-error";

export const dashboardQuery = queryOptions({
  queryKey: ["dashboard"],
  queryFn: () => unwrap(client.api.dashboard.$get()),
});
