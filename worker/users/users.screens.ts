import type { ApiKey } from "../api-keys/api-keys.schemas";
import { pagedRead, read, screens } from "../spa/screens.shared";
import type { User, UserSession } from "./users.schemas";

/** What the users screens read, by React Query key and API request; the SPA's queries take their keys here. */
export const userReads = {
  all: ["users"] as const,
  lists: ["users", "list"] as const,
  list: (searchTerm: string) => pagedRead<User>(["users", "list", searchTerm], "/api/users", searchTerm),
  detail: (id: string) =>
    read<User>(
      ["users", "detail", id],
      `/api/users/${encodeURIComponent(id)}`,
      (person) => person.name || person.email,
    ),
  sessions: (id: string) =>
    read<UserSession[]>(["users", "sessions", id], `/api/users/${encodeURIComponent(id)}/sessions`),
  apiKeys: (id: string) => read<ApiKey[]>(["users", "api-keys", id], `/api/users/${encodeURIComponent(id)}/api-keys`),
};

export default screens({
  "/manager/users": {
    reads: ({ search }) => [userReads.list(search.get("searchTerm") ?? "")],
    // Unnamed people show their email; pictures, bans and the admin badge change a row.
    rows: {
      variants: ["name", "image", "banned", ["role", ["user", "admin"]]],
      item: () => import("./users.schemas").then(({ UserSchema }) => UserSchema),
    },
  },
  // Declared, though it reads nothing: undeclared, the address would be taken for a person's ("new").
  "/manager/users/new": { reads: () => [] },
  "/manager/users/$id": {
    reads: ({ params }) => [userReads.detail(params.id), userReads.sessions(params.id), userReads.apiKeys(params.id)],
  },
  "/manager/users/$id/update": { reads: ({ params }) => [userReads.detail(params.id)] },
});
