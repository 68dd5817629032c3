import type { SearchSchemaInput } from "@tanstack/react-router";
import { AUDIT_FILTERS } from "../../../worker/audit/audit.screens";
import { textParam } from "../../lib/search-params";

/** The trail's filters as the URL holds them: what was typed, an action, days ("YYYY-MM-DD"). */
export type AuditSearch = Record<(typeof AUDIT_FILTERS)[number], string>;

/** No filter: the trail whole. */
export const NO_AUDIT_FILTER = Object.fromEntries(AUDIT_FILTERS.map((filter) => [filter, ""])) as AuditSearch;

/**
 * As typed: an action the page does not know, or a day that is none, reads as no filter. The
 * route's validateSearch, so the build knows the screen reads them (docs/drawn-screens.md).
 */
export function auditSearch(search: Partial<AuditSearch> & SearchSchemaInput): AuditSearch {
  return Object.fromEntries(AUDIT_FILTERS.map((filter) => [filter, textParam(search, filter)])) as AuditSearch;
}
