import type { Passkey } from "@better-auth/passkey";
import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "../../../worker/spa/screen-data";
import { loadAuthClient } from "../../lib/auth-client-on-demand";

/**
 * A passkey as better-auth lists it, dates as JSON strings, with the last use our schema adds
 * (worker/auth/tables.ts); the key itself is not shown.
 */
export type PasskeyRow = Pick<Passkey, "id" | "name"> & {
  createdAt: string | null;
  lastUsedAt: string | null;
};

export const myPasskeysQuery = queryOptions({
  queryKey: queryKeys.myPasskeys,
  queryFn: async () => {
    const client = await loadAuthClient();
    const { data, error } = await client.$fetch<PasskeyRow[]>("/passkey/list-user-passkeys", { method: "GET" });
    if (error) throw error;
    return data ?? [];
  },
});
