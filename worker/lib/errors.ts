import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { i18nFor } from "../i18n/i18n";
import type { AppContext } from "./context";
import { fieldMessage } from "./field-messages";
import { log } from "./log";

/** Stable codes of the app's own API errors; clients switch on these, never on text. */
const messages = {
  BAD_REQUEST: msg`The request is not valid`,
  VALIDATION_ERROR: msg`Some fields are not valid`,
  INVALID_JSON: msg`The request body is not valid JSON`,
  UNAUTHORIZED: msg`Not authorized`,
  FORBIDDEN: msg`You are not allowed to access resource: {resource}`,
  NOT_FOUND: msg`Not Found`,
  METHOD_NOT_ALLOWED: msg`This method is not allowed here`,
  CONFLICT: msg`This conflicts with existing data`,
  PAYLOAD_TOO_LARGE: msg`The request body is too large`,
  UNSUPPORTED_MEDIA_TYPE: msg`Send the request body as application/json`,
  TOO_MANY_REQUESTS: msg`Too many requests. Please try again later.`,
  INTERNAL_SERVER_ERROR: msg`Something went wrong`,
  // The users rule set (worker/users/users.rules.ts).
  YOU_CANNOT_BAN_YOURSELF: msg`You cannot ban yourself`,
  YOU_CANNOT_REMOVE_YOURSELF: msg`You cannot delete your own account from here`,
  YOU_CANNOT_CHANGE_YOUR_OWN_ROLE: msg`You cannot change your own role`,
  YOU_CANNOT_IMPERSONATE_YOURSELF: msg`You cannot impersonate yourself`,
  YOU_CANNOT_IMPERSONATE_ADMINS: msg`You cannot impersonate an administrator`,
  LAST_ADMIN: msg`The last administrator cannot be removed, banned or demoted`,
  INVALID_NAME: msg`Name is invalid`,
  INVALID_EMAIL: msg`Email is invalid`,
  SESSION_EXPIRED: msg`Session expired. Re-authenticate to perform this action.`,
  // Organization rules the database holds (migrations/0003_rules.sql), in better-auth's codes.
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: msg`User is already a member of this organization`,
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: msg`Organization membership limit reached`,
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER: msg`You cannot leave the organization as the only owner`,
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER: msg`You cannot leave the organization without an owner`,
  UNABLE_TO_REMOVE_LAST_TEAM: msg`Unable to remove last team`,
  DEMO_MODE: msg`This is a read-only demo, this action is disabled.`,
} satisfies Record<string, MessageDescriptor>;

export type ErrorCode = keyof typeof messages;

const statusOf: Record<ErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  YOU_CANNOT_BAN_YOURSELF: 403,
  YOU_CANNOT_REMOVE_YOURSELF: 403,
  YOU_CANNOT_CHANGE_YOUR_OWN_ROLE: 403,
  YOU_CANNOT_IMPERSONATE_YOURSELF: 403,
  YOU_CANNOT_IMPERSONATE_ADMINS: 403,
  LAST_ADMIN: 409,
  INVALID_NAME: 400,
  INVALID_EMAIL: 400,
  SESSION_EXPIRED: 403,
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: 400,
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: 403,
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER: 400,
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER: 400,
  UNABLE_TO_REMOVE_LAST_TEAM: 400,
  DEMO_MODE: 403,
};

/** True for a code of ours, e.g. to translate better-auth answers that use it. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "string" && code in statusOf;
}

/** A field's problem: `path` like `title` or `genre.id`, `message` a message id until sent. */
export interface FieldIssue {
  path: string;
  message: string;
}

export interface ErrorBody {
  code: string;
  message: string;
  issues?: FieldIssue[];
  /** Present on 500s: quote it when reporting a problem; the logs carry the details. */
  errorId?: string;
}

export interface ApiErrorOptions {
  /** Values for the code's message, e.g. `{ resource: "book" }`. */
  values?: Record<string, string>;
  /** A more precise message than the code's own. */
  message?: MessageDescriptor;
  issues?: FieldIssue[];
}

/** Thrown anywhere in a route; app.onError turns it into the JSON error shape. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: ApiErrorOptions = {},
  ) {
    super(code);
  }
}

export function errorStatus(code: ErrorCode): ContentfulStatusCode {
  return statusOf[code];
}

export function errorBody(c: Context<AppContext>, code: ErrorCode, options: ApiErrorOptions = {}): ErrorBody {
  const i18n = i18nFor(c.get("language") ?? "en");
  const body: ErrorBody = { code, message: i18n._({ ...(options.message ?? messages[code]), values: options.values }) };
  // Issue messages are message ids (worker/lib/field-messages.ts), translated here.
  if (options.issues) {
    body.issues = options.issues.map((issue) => ({ ...issue, message: i18n._(fieldMessage(issue.message)) }));
  }
  return body;
}

export function errorResponse(c: Context<AppContext>, error: ApiError) {
  return c.json(errorBody(c, error.code, error.options), errorStatus(error.code));
}

const codeOfStatus: Partial<Record<number, ErrorCode>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
};

/** Our code for an error that arrived with a status only (Hono's, better-auth's). */
export function codeForStatus(status: number): ErrorCode {
  return status >= 500 ? "INTERNAL_SERVER_ERROR" : (codeOfStatus[status] ?? "BAD_REQUEST");
}

/**
 * Logs a failure the client cannot do anything about and returns the id that ties the
 * answer to the log line; the answer itself never carries the details.
 */
export function logFailure(c: Context<AppContext>, details: Record<string, unknown>): string {
  const errorId = crypto.randomUUID();
  log.error("request.failed", { errorId, method: c.req.method, path: c.req.path, ...details });
  return errorId;
}
