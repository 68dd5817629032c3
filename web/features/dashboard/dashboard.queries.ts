import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "../../../worker/spa/screen-data";
import { client } from "../../lib/api-client";
import { unwrap } from "../../lib/api-error";

export const dashboardQuery = queryOptions({
  queryKey: queryKeys.dashboard,
  queryFn: () => unwrap(client.api.dashboard.$get()),
});
