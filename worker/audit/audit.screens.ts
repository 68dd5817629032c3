import { pagedRead, screens } from "../spa/screens.shared";

/** What the audit trail reads, by React Query key and API request; the SPA's queries take their keys here. */
export const auditReads = {
  /** The trail's filters as the API takes them; none is `{}`. */
  list: <Filters extends object>(filters: Filters) => pagedRead(["audit", "list", filters], "/api/audit"),
};

/** The trail's filters as the address names them (web/features/audit/audit-search.ts). */
export const AUDIT_FILTERS = ["person", "action", "from", "to"] as const;

export default screens({
  // Filtered, its query names a person the page looks up first: only the whole trail is handed over.
  "/manager/audit": {
    reads: ({ search }) => (AUDIT_FILTERS.some((filter) => search.has(filter)) ? [] : [auditReads.list({})]),
  },
});
