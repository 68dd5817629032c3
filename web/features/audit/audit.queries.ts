import type { InferResponseType } from "hono/client";
import { auditReads } from "../../../worker/audit/audit.screens";
import { userReads } from "../../../worker/users/users.screens";
import { client } from "../../lib/api-client";
import { unwrap } from "../../lib/api-error";
import { keysetPages } from "../../lib/list-queries";

/** The trail's filters as the API takes them: a person's id, an action, ISO 8601 times. */
export type AuditFilters = NonNullable<Parameters<typeof client.api.audit.$get>[0]>["query"];

export type AuditListEvent = InferResponseType<typeof client.api.audit.$get, 200>["items"][number];

export const auditListQuery = (filters: AuditFilters) =>
  keysetPages(auditReads.list(filters).queryKey, (page) =>
    unwrap(client.api.audit.$get({ query: { ...filters, ...page } })),
  );

/**
 * Who a typed name or email is, through the users search (administrators, as the trail is):
 * the one person whose email it is, or the only one it matches; none when it matches nobody
 * or several.
 */
export const personSearchQuery = (term: string) => ({
  // Not under the users lists' key: what they take out of their pages is no answer of this shape.
  queryKey: [...userReads.all, "person", term] as const,
  queryFn: async () => {
    const { items } = await unwrap(client.api.users.$get({ query: { searchTerm: term, limit: "20" } }));
    const exact = items.find((someone) => someone.email.toLowerCase() === term.toLowerCase());
    return { person: exact ?? (items.length === 1 ? items[0] : undefined), matches: items.length };
  },
});
