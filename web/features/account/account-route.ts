import { type SearchSchemaInput, stripSearchParams, useNavigate, useSearch } from "@tanstack/react-router";
import { textParam } from "../../lib/search-params";

/** The account screens' search params (state opens the change-name dialog). */
export interface AccountSearch {
  state: "" | "change-name";
  newEmail: string;
}

function accountSearch(search: Partial<AccountSearch> & SearchSchemaInput): AccountSearch {
  return { state: search.state === "change-name" ? "change-name" : "", newEmail: textParam(search, "newEmail") };
}

/** What /app/account and /manager/account share: the same screen and search params. */
export const accountRoute = {
  validateSearch: accountSearch,
  search: { middlewares: [stripSearchParams<AccountSearch>({ state: "", newEmail: "" })] },
};

/** The account screen's search params, whichever area shows it, and a way to change some. */
export function useAccountSearch() {
  const search = accountSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const setSearch = (next: Partial<AccountSearch>) =>
    void navigate({ to: ".", search: (previous) => ({ ...previous, ...next }) });
  return [search, setSearch] as const;
}
