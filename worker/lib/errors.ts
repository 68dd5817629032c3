import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { i18nFor } from "../i18n/i18n";
import type { Locale } from "../i18n/locales.shared";
import type { BanNotice } from "./api.schemas";
import { issueMessage } from "./api-field-messages";
import type { AppContext } from "./context";
import { log } from "./log";

/**
 * The challenge every 401 carries, as HTTP requires of one: the credential is the session
 * cookie, for which no scheme is registered, so it is named as such. Browsers only prompt for
 * the schemes they implement (Basic, Digest…): none appears.
 */
export const WWW_AUTHENTICATE = 'Cookie realm="Edgestart"';

/** How the documents describe it on a 401. */
export const WWW_AUTHENTICATE_HEADER = {
  description:
    '`Cookie realm="Edgestart"`: sign in (an emailed code, GitHub or a passkey) to get the session cookie; for an API key refused (wrong, revoked, expired, or its person banned), `Bearer realm="Edgestart", error="invalid_token"`',
  schema: { type: "string" as const },
};

/** What every 429 carries. */
export const RETRY_AFTER_HEADER = {
  description: "Seconds to wait before trying again",
  schema: { type: "integer" as const, minimum: 0 },
};

interface ErrorDefinition {
  status: ContentfulStatusCode;
  /** What the person reads, in their language. */
  message: MessageDescriptor;
  /** What the API documents say of it, for client developers (English). */
  description: string;
}

/**
 * Every error code the Worker answers with, on the app API and on better-auth's routes: its
 * status, its message and its documentation, so a change is one edit here. Clients switch
 * on the code, never on the text.
 */
const errors = {
  BAD_REQUEST: {
    status: 400,
    message: msg`The request is not valid`,
    description: "The request cannot be understood",
  },
  IMAGE_DIMENSIONS_TOO_LARGE: {
    status: 400,
    message: msg`This picture is too large: at most {maximum} pixels on a side.`,
    description:
      "The picture is wider or taller than the deployment allows (`UPLOAD_MAX_SIDE`, 4,096 pixels unless set)",
  },
  UPLOAD_INCOMPLETE: {
    status: 400,
    message: msg`The file did not arrive whole. Upload it again.`,
    description: "The body is shorter or longer than its `Content-Length`, or broke off; nothing is stored",
  },
  HASH_MISMATCH: {
    status: 400,
    message: msg`The file did not arrive as it was sent. Upload it again.`,
    description: "The bytes' SHA-256 is not the one the path names; nothing is stored",
  },
  FILE_NOT_STORED: {
    status: 400,
    message: msg`This picture is not stored here. Upload it again.`,
    description:
      "The address names an uploaded file that is not stored (never uploaded, removed as unused, another person's picture or another kind's file)",
  },
  NOTHING_TO_UPDATE: {
    status: 400,
    message: msg`There is nothing to change`,
    description: "The update names none of the fields it can change",
  },
  NOT_IMPERSONATING: {
    status: 400,
    message: msg`You are not acting as someone else`,
    description: "Stopping an impersonation from a session that is not one",
  },
  VALIDATION_ERROR: {
    status: 400,
    message: msg`Some fields are not valid`,
    description: "A field or parameter is missing or not valid; `issues` names each one",
  },
  INVALID_JSON: {
    status: 400,
    message: msg`The request body is not valid JSON`,
    description: "The body is not valid JSON",
  },
  MISSING_RESPONSE: {
    status: 400,
    message: msg`Complete the check that you are human, then try again.`,
    description:
      "Turnstile is on (`captcha` in `/api/config`) and the request carries no token in `x-captcha-response`; nothing is sent",
  },
  FAILED_TO_VERIFY_REGISTRATION: {
    status: 400,
    message: msg`This passkey could not be verified. Try again, or use another device.`,
    description:
      "The new passkey's answer does not verify: not for this site, not for the challenge, or its attestation does not hold",
  },
  INVALID_NAME: {
    status: 400,
    message: msg`Name is invalid`,
    description: "The name is empty, too long or holds characters that are not allowed",
  },
  INVALID_EMAIL: {
    status: 400,
    message: msg`Email is invalid`,
    description:
      "The address is longer than any address can be (254 characters), or is already the account's own (a change of email); `issues` names the field",
  },
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: {
    status: 400,
    message: msg`User is already a member of this organization`,
    description: "A person joins an organization once (held by the database)",
  },
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER: {
    status: 400,
    message: msg`You cannot leave the organization as the only owner`,
    description: "An organization keeps an owner: its last one cannot leave or be removed",
  },
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER: {
    status: 400,
    message: msg`You cannot leave the organization without an owner`,
    description: "An organization keeps an owner: its last one keeps the role",
  },
  UNABLE_TO_REMOVE_LAST_TEAM: {
    status: 400,
    message: msg`Unable to remove last team`,
    description: "An organization keeps a team",
  },
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS: {
    status: 400,
    message: msg`You have reached the maximum number of teams`,
    description: "An organization holds at most 20 teams",
  },
  ROLE_NOT_FOUND: {
    status: 400,
    message: msg`Role not found`,
    description: "The role is not one an organization has (owner, admin, member); `issues` names the field",
  },
  UNAUTHORIZED: {
    status: 401,
    message: msg`Not authorized`,
    description:
      "No session, or an API key that is not valid or not accepted here: sign in first, or send a valid key where the operation lists `bearerAuth` (`WWW-Authenticate` names the scheme)",
  },
  AUTHENTICATION_FAILED: {
    status: 401,
    message: msg`Sign-in with this passkey failed. Try again, or sign in with a code.`,
    description: "The passkey's signature does not verify for this site and challenge",
  },
  FORBIDDEN: {
    status: 403,
    message: msg`You are not allowed to access resource: {resource}`,
    description: "The signed-in role lacks the permission",
  },
  INVALID_ORIGIN: {
    status: 403,
    message: msg`This request comes from another site`,
    description:
      "A write whose `Origin` header names another site than this app. A program sends this app's origin, or no `Origin` at all",
  },
  MISSING_OR_NULL_ORIGIN: {
    status: 403,
    message: msg`This request does not say which site it comes from`,
    description:
      "A write from a browser that hides its origin (`Origin: null`, or none with `Sec-Fetch-Site: cross-site` or `same-site`)",
  },
  DEMO_MODE: {
    status: 403,
    message: msg`This is a read-only demo, this action is disabled.`,
    description: "The read-only demo refuses every write but signing in and out",
  },
  VERIFICATION_FAILED: {
    status: 403,
    message: msg`The check that you are human failed. Try it again.`,
    description: "Cloudflare refused the Turnstile token: not valid, expired or already used (a token works once)",
  },
  SESSION_EXPIRED: {
    status: 403,
    message: msg`Session expired. Re-authenticate to perform this action.`,
    description: "Needs a sign-in from the last 10 minutes",
  },
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: {
    status: 403,
    message: msg`User is not a member of the organization`,
    description: "Only its members act on an organization (better-auth answered some of these with 400)",
  },
  USER_IS_NOT_A_MEMBER_OF_THE_TEAM: {
    status: 403,
    message: msg`User is not a member of the team`,
    description:
      "The person is not in the team: better-auth lists a team's people and makes a team active only for the people in it (any member of its organization reads them at `GET /api/teams/{id}/members`), and takes out of a team only someone in it",
  },
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: {
    status: 403,
    message: msg`You are not the recipient of the invitation`,
    description: "The invitation was sent to another email address than the signed-in person's",
  },
  INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION: {
    status: 403,
    message: msg`The person who invited you is no longer a member of the organization, or may no longer grant this role`,
    description:
      "The invitation's sender has left the organization or lost the role that may grant the invitation's role (an owner grants any role, an admin member or admin); held by the database as the invitation is accepted",
  },
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: {
    status: 403,
    message: msg`You are not allowed to delete this member`,
    description: "Removing a member needs an owner's or an admin's role, and removing an owner an owner's",
  },
  YOU_CANNOT_BAN_YOURSELF: {
    status: 403,
    message: msg`You cannot ban yourself`,
    description: "Nobody bans themselves",
  },
  YOU_CANNOT_REMOVE_YOURSELF: {
    status: 403,
    message: msg`You cannot delete your own account from here`,
    description: "Nobody deletes themselves here (their own account settings can)",
  },
  YOU_CANNOT_CHANGE_YOUR_OWN_ROLE: {
    status: 403,
    message: msg`You cannot change your own role`,
    description: "Nobody changes their own role",
  },
  YOU_CANNOT_CHANGE_YOUR_OWN_EMAIL: {
    status: 403,
    message: msg`Change your own email on your account screen: the new address confirms it with a code.`,
    description:
      "Nobody changes their own address through the users API: `/api/auth/email-otp/request-email-change` has the new address confirm it, after a recent sign-in",
  },
  YOU_CANNOT_IMPERSONATE_YOURSELF: {
    status: 403,
    message: msg`You cannot impersonate yourself`,
    description: "Nobody impersonates themselves",
  },
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS: {
    status: 403,
    message: msg`You have reached the maximum number of organizations`,
    description: "A person belongs to at most 20 organizations, created or joined",
  },
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: {
    status: 403,
    message: msg`Organization membership limit reached`,
    description:
      "An organization holds at most 100 members (`ORGANIZATION_MEMBERS` may set fewer): joining a full one, or inviting anyone to it",
  },
  INVITATION_LIMIT_REACHED: {
    status: 403,
    message: msg`Invitation limit reached`,
    description: "An organization has at most 100 pending invitations that have not expired",
  },
  PASSKEY_LIMIT_REACHED: {
    status: 403,
    message: msg`You have reached the maximum number of passkeys. Delete one to add another.`,
    description: "A person has at most 10 passkeys (held by the database)",
  },
  API_KEY_LIMIT_REACHED: {
    status: 403,
    message: msg`You have reached the maximum number of API keys. Revoke one to create another.`,
    description: "A person holds at most 20 API keys (held by the database)",
  },
  IMPERSONATION_REFUSED: {
    status: 403,
    message: msg`Not while impersonating: only the person can do this.`,
    description:
      "An administrator impersonating someone cannot change how they sign in or who they are (their email, their passkeys, their API keys), ask for a copy of their data, nor delete their account",
  },
  BANNED_USER: {
    status: 403,
    message: msg`You have been banned from this application`,
    description: "The person is banned: no session opens for them",
  },
  YOU_CANNOT_IMPERSONATE_ADMINS: {
    status: 403,
    message: msg`You cannot impersonate an administrator`,
    description: "Administrators cannot be impersonated",
  },
  NOT_FOUND: {
    status: 404,
    message: msg`Not Found`,
    description: "No such resource, or not one this person may see",
  },
  NO_ACTIVE_ORGANIZATION: {
    status: 400,
    message: msg`No active organization`,
    description: "The call names no organization and falls back to the session's active one, which it has none of",
  },
  ORGANIZATION_NOT_FOUND: {
    status: 404,
    message: msg`Organization not found`,
    description: "No organization has this id or slug",
  },
  MEMBER_NOT_FOUND: {
    status: 404,
    message: msg`Member not found`,
    description: "No member of this organization has this id or email",
  },
  TEAM_NOT_FOUND: {
    status: 404,
    message: msg`Team not found`,
    description: "No team of this organization has this id",
  },
  INVITATION_NOT_FOUND: {
    status: 404,
    message: msg`Invitation not found`,
    description: "No pending invitation: it was accepted, rejected, canceled or has expired (a resend needs one)",
  },
  PASSKEY_NOT_FOUND: {
    status: 404,
    message: msg`Passkey not found`,
    description:
      "None of this person's passkeys has this id, or, signing in, this credential is no passkey here (deleted, or never added)",
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    message: msg`This method is not allowed here`,
    description: "The path exists, but not with this method; the `Allow` header lists those it takes",
  },
  FILE_BUSY: {
    status: 409,
    message: msg`This file is being uploaded or removed right now. Upload it again in a minute.`,
    description:
      "Another upload of the same bytes is writing them (a second upload at once), or the scheduled clean-up is deleting them (left unused), or the uploader's account was deleted meanwhile; nothing is stored by this request. Upload again once the other has finished (the clean-up: its next run)",
  },
  CONFLICT: {
    status: 409,
    message: msg`This conflicts with existing data`,
    description: "Conflicts with existing data; `issues` names the field",
  },
  ORGANIZATION_ALREADY_EXISTS: {
    status: 409,
    message: msg`Organization already exists`,
    description: "Another organization has this slug",
  },
  ORGANIZATION_SLUG_ALREADY_TAKEN: {
    status: 409,
    message: msg`Organization slug already taken`,
    description: "Another organization has this slug",
  },
  TEAM_ALREADY_EXISTS: {
    status: 409,
    message: msg`Team already exists`,
    description:
      "Another team of the organization has this name, compared without case, spacing or invisible characters (held by the database)",
  },
  RESEND_CANNOT_CHANGE_INVITATION: {
    status: 409,
    message: msg`A resend sends the pending invitation as it is: cancel it to invite this person with another role or team.`,
    description:
      "A resend (`resend: true`) names another role or team than the pending invitation's; cancel it and invite again",
  },
  ONLY_OWNER_OF_AN_ORGANIZATION: {
    status: 409,
    message: msg`The only owner of an organization with other members cannot be deleted: make one of them an owner, or delete the organization, first`,
    description:
      "The account is the only owner of an organization that has other members (an organization they are alone in goes with them)",
  },
  SECOND_FACTOR_REQUIRED: {
    status: 403,
    message: msg`Turn on two-step sign-in on your account to open the manager area.`,
    description:
      "An administrator without two-step sign-in, where the deployment requires it (`REQUIRE_ADMIN_SECOND_FACTOR`, `secondFactorRequired` in `/api/config`)",
  },
  SECOND_STEP_NOT_DUE: {
    status: 400,
    message: msg`You are signed in already: no sign-in is waiting for its second step.`,
    description:
      "A second step from a session whose person has two-step sign-in on: it answers only a half-signed-in sign-in (or confirms a set-up)",
  },
  YOU_CANNOT_RESET_YOUR_OWN_SECOND_FACTOR: {
    status: 403,
    message: msg`Turn off your own two-step sign-in from your account.`,
    description: "An administrator's reset is for someone else; one's own is turned off on the account",
  },
  SECOND_FACTOR_NOT_ON: {
    status: 409,
    message: msg`This person has not turned on two-step sign-in.`,
    description: "Nothing to reset: the person signs in without a second step",
  },
  LAST_ADMIN: {
    status: 409,
    message: msg`The last administrator cannot be removed, banned or demoted`,
    description: "The last administrator stays",
  },
  LENGTH_REQUIRED: {
    status: 411,
    message: msg`The upload must say its size (Content-Length).`,
    description: "An upload sent without `Content-Length` (chunked): its size is checked before anything is stored",
  },
  FILE_TOO_LARGE: {
    status: 413,
    message: msg`This file is too large: at most {maximum}.`,
    description:
      "The file is over the deployment's limit (`UPLOAD_MAX_MB`, 5 MB unless set); refused before it is read",
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    message: msg`The request body is too large`,
    description: "The body is over 64 KiB",
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: msg`Send the request body as application/json`,
    description: "A write whose body is not `application/json`",
  },
  UNSUPPORTED_FILE_TYPE: {
    status: 415,
    message: msg`Upload a PNG, JPEG, WebP or AVIF picture.`,
    description:
      "The bytes are not a PNG, JPEG, WebP or AVIF picture whose header reads (the name and the declared type are not looked at)",
  },
  PICTURE_HOLDS_MARKUP: {
    status: 415,
    message: msg`This picture also holds text a browser could run as a page. Save it again, or in another format, then upload it.`,
    description:
      "The picture holds HTML, SVG or XML markup (a polyglot: a picture that is also a page); by chance, about one 5 MB photo in 4,000 does, and saving it again changes its bytes",
  },
  UPLOAD_LIMIT_REACHED: {
    status: 429,
    message: msg`You have uploaded as much as one day allows. Try again later.`,
    description:
      "The person's uploads in the last day, in number or in bytes, reached the deployment's limit (`UPLOADS_PER_DAY`, `UPLOAD_MB_PER_DAY`); `Retry-After` gives the seconds to wait",
  },
  EXPORT_LIMIT_REACHED: {
    status: 429,
    message: msg`You have asked for a copy of your data as often as one day allows. Try again later.`,
    description:
      "The person asked for a copy of their data 3 times in the last day; `Retry-After` gives the seconds to wait",
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    message: msg`Too many requests. Please try again later.`,
    description: "Too many requests; `Retry-After` gives the seconds to wait",
  },
  INTERNAL_SERVER_ERROR: {
    status: 500,
    message: msg`Something went wrong`,
    description: "An unexpected failure; quote `errorId` when reporting it",
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: msg`The check that you are human cannot be confirmed right now. Try again in a moment.`,
    description: "Cloudflare's Turnstile verification could not be reached or failed; nothing is sent",
  },
} satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof errors;

/** True for a code of ours, e.g. to translate better-auth answers that use it. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "string" && Object.hasOwn(errors, code);
}

export function errorStatus(code: ErrorCode): ContentfulStatusCode {
  return errors[code].status;
}

/**
 * Codes grouped by their status, each group with what the documents say of it: one
 * response per status, listing the codes it can carry.
 */
export function errorsByStatus(codes: ErrorCode[]): Array<{ status: number; codes: ErrorCode[]; description: string }> {
  return [...Map.groupBy(new Set(codes), errorStatus)].map(([status, group]) => ({
    status,
    codes: group,
    description: group.map((code) => `\`${code}\`: ${errors[code].description}`).join(". "),
  }));
}

/** A code's message in a language. */
export function errorMessageIn(locale: Locale, code: ErrorCode): string {
  return i18nFor(locale)._(errors[code].message);
}

/** A code's message in English, for answers that are not tied to a request's language. */
export function englishMessage(code: ErrorCode): string {
  return errorMessageIn("en", code);
}

/** A field's problem: `path` like `title` or `genre.id`, `message` a message id until sent. */
export interface FieldIssue {
  path: string;
  message: string;
  /** Values for the message, e.g. `{ maximum: "100" }`. */
  values?: Record<string, string>;
}

export interface ErrorBody {
  code: string;
  message: string;
  issues?: Array<{ path: string; message: string }>;
  /** Present on 500s: quote it when reporting a problem; the logs carry the details. */
  errorId?: string;
  /** On a sign-in refused with BANNED_USER: the ban's reason and end (ISO 8601), each null when none. */
  ban?: BanNotice;
}

export interface ApiErrorOptions {
  /** Values for the code's message, e.g. `{ resource: "book" }`. */
  values?: Record<string, string>;
  /** A more precise message than the code's own. */
  message?: MessageDescriptor;
  issues?: FieldIssue[];
  /** Headers the answer carries, e.g. `Allow` on a 405. */
  headers?: Record<string, string>;
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

export function errorBody(c: Context<AppContext>, code: ErrorCode, options: ApiErrorOptions = {}): ErrorBody {
  const i18n = i18nFor(c.get("language") ?? "en");
  const body: ErrorBody = {
    code,
    // "Not allowed to access resource: {resource}" names the path unless told otherwise.
    message: i18n._({
      ...(options.message ?? errors[code].message),
      values: { resource: c.req.path, ...options.values },
    }),
  };
  // Issue messages are message ids (worker/lib/field-messages.shared.ts, api-field-messages.ts), translated here.
  if (options.issues) {
    body.issues = options.issues.map(({ path, message, values }) => ({
      path,
      message: i18n._({ ...issueMessage(message), values }),
    }));
  }
  return body;
}

export function errorResponse(c: Context<AppContext>, error: ApiError) {
  return c.json(errorBody(c, error.code, error.options), errorStatus(error.code), error.options.headers);
}

const codeOfStatus: Partial<Record<number, ErrorCode>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  411: "LENGTH_REQUIRED",
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
 * answer to the log line (the request's own id); the answer itself never carries the details.
 */
export function logFailure(c: Context<AppContext>, details: Record<string, unknown>): string {
  const errorId = c.get("requestId") ?? crypto.randomUUID();
  log.error("request.failed", { errorId, method: c.req.method, path: c.req.path, ...details });
  return errorId;
}
