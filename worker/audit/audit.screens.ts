import { pagedRead, screens } from "../spa/screens.shared";

/** What the audit trail reads, by React Query key and API request; the SPA's queries take their keys here. */
export const auditReads = {
  /** The trail's filters as the API takes them; none is `{}`. */
  list: <Filters extends object>(filters: Filters) => pagedRead(["audit", "list", filters], "/api/audit"),
};

export default screens({
  // Filtered, its query names a person the page looks up first: only the whole trail is handed over.
  "/manager/audit": { reads: ({ search }) => (search.size === 0 ? [auditReads.list({})] : []) },
});
