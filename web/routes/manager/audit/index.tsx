import { createFileRoute } from "@tanstack/react-router";
import { AuditRoute } from "../../../features/audit/audit-page";

// Its filters are read by the page, not declared here: route options ship in the first chunk,
// which the sign-in screen downloads too (/login/ JS budget, docs/decisions/0012).
export const Route = createFileRoute("/manager/audit/")({ component: AuditRoute });
