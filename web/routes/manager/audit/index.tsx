import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { AuditRoute } from "../../../features/audit/audit-page";
import { auditSearch, NO_AUDIT_FILTER } from "../../../features/audit/audit-search";

export const Route = createFileRoute("/manager/audit/")({
  validateSearch: auditSearch,
  // A filter set to nothing leaves the URL.
  search: { middlewares: [stripSearchParams(NO_AUDIT_FILTER)] },
  component: AuditRoute,
});
