import { apiFieldMessages } from "../../lib/api-field-messages";
import type { FieldIssue } from "../../lib/errors";
import { fieldMessages } from "../../lib/field-messages.shared";
import { type Guard, refuse } from "./guard";

/**
 * better-auth's two searchable lists, /organization/list-members (any member of the
 * organization) and /admin/list-users (administrators), turn their query parameters into
 * D1 conditions as they come. Past D1's limits, or naming no column, a parameter made
 * list-members answer 500 and list-users an empty list; it is refused first instead, on that
 * parameter (docs/limits.md).
 */

/** D1 refuses LIKE patterns over 50 bytes; better-auth adds one `%` or two around the value. */
const LIKE_VALUE_MAX_BYTES = 48;
/** D1 binds at most 100 values per query; the list's own conditions, limit and offset take some. */
const LISTED_VALUES_MAX = 90;
/** Larger offsets or limits do not fit the integer SQLite binds. */
const NUMBER = /^\d{1,9}$/;
const NUMBER_MAX = 999_999_999;
const LIKE_OPERATORS = new Set(["contains", "starts_with", "ends_with"]);
const LIST_OPERATORS = new Set(["in", "not_in"]);

interface ListFields {
  /** Its table's columns, as better-auth names them. */
  sortBy: ReadonlySet<string>;
  /** The columns a filter works on: list-members compares dates as Date objects, which a query string cannot give. */
  filterField: ReadonlySet<string>;
}

const MEMBER_COLUMNS = ["id", "organizationId", "userId", "role"];
const USER_COLUMNS = new Set([
  "id",
  "name",
  "email",
  "emailVerified",
  "image",
  "createdAt",
  "updatedAt",
  "role",
  "banned",
  "banReason",
  "banExpires",
]);

const FIELDS: Record<string, ListFields> = {
  "/organization/list-members": {
    sortBy: new Set([...MEMBER_COLUMNS, "createdAt"]),
    filterField: new Set(MEMBER_COLUMNS),
  },
  "/admin/list-users": { sortBy: USER_COLUMNS, filterField: USER_COLUMNS },
};

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** Whether D1 can run `operator` on `value` (operators themselves are checked by better-auth). */
function runnable(value: unknown, operator: unknown): boolean {
  if (LIST_OPERATORS.has(String(operator))) return Array.isArray(value) && value.length <= LISTED_VALUES_MAX;
  if (Array.isArray(value)) return false;
  return !LIKE_OPERATORS.has(String(operator)) || bytes(String(value)) <= LIKE_VALUE_MAX_BYTES;
}

/** The first parameter of a list's query that D1 could not run, if any, and what to say of it. */
function unrunnableParameter(fields: ListFields, query: Record<string, unknown>): FieldIssue | undefined {
  const name = unrunnableName(fields, query);
  if (name === undefined) return undefined;
  if (name !== "limit" && name !== "offset") return { path: name, message: fieldMessages.invalidValue.id };
  return /^\d+$/.test(String(query[name]))
    ? { path: name, message: apiFieldMessages.tooLarge.id, values: { maximum: String(NUMBER_MAX) } }
    : { path: name, message: apiFieldMessages.wholeNumber.id };
}

function unrunnableName(fields: ListFields, query: Record<string, unknown>): string | undefined {
  const { searchValue, searchOperator = "contains", filterField, filterValue, filterOperator = "eq" } = query;
  if (searchValue !== undefined && !runnable(searchValue, searchOperator)) return "searchValue";
  // A filter without a value (or a value without its field) would compare with undefined.
  if (filterField !== undefined && filterValue === undefined) return "filterValue";
  if (filterValue !== undefined && filterField === undefined) return "filterField";
  if (filterValue !== undefined && !runnable(filterValue, filterOperator)) return "filterValue";
  for (const name of ["filterField", "sortBy"] as const) {
    const field = query[name];
    if (field !== undefined && !fields[name].has(String(field))) return name;
  }
  for (const name of ["limit", "offset"]) {
    const number = query[name];
    if (number !== undefined && !NUMBER.test(String(number))) return name;
  }
  return undefined;
}

/** Refuses, on the parameter at fault, a list query D1 could not run; other paths pass untouched. */
export const refuseUnrunnableListQueries: Guard = (ctx) => {
  const fields = FIELDS[ctx.path];
  const issue = fields && ctx.query ? unrunnableParameter(fields, ctx.query) : undefined;
  if (issue) refuse("VALIDATION_ERROR", { issues: [issue] });
  return undefined;
};
