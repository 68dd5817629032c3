import type { Passkey } from "@better-auth/passkey";
import { queryOptions } from "@tanstack/react-query";
import { accountReads } from "../../../worker/account/account.screens";
import { unwrap } from "../../lib/api-error";

/**
 * A passkey as better-auth lists it, dates as JSON strings, with the last use our schema adds
 * (worker/auth/tables.ts); the key itself is not shown.
 */
export type PasskeyRow = Pick<Passkey, "id" | "name"> & {
  createdAt: string | null;
  lastUsedAt: string | null;
};

// A plain request: reading the list is no reason for the account screen to load better-auth's
// client, which only its buttons need (decision 0030).
export const myPasskeysQuery = queryOptions({
  queryKey: accountReads.passkeys.queryKey,
  queryFn: () => unwrap<PasskeyRow[]>(fetch("/api/auth/passkey/list-user-passkeys")),
});
