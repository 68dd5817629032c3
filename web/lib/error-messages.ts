import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiRequestError, NO_RESPONSE } from "./api-error";

/**
 * Localised messages for the error codes the SPA is answered with. Here: the app's
 * own codes and the fallback, which any screen may need at once (even offline).
 * better-auth's codes are in web/lib/auth-errors.ts, which arrives with better-auth's client:
 * no better-auth error can come before it (docs/decisions/0012).
 * tests/worker/error-catalogue.test.ts fails when better-auth has a code missing from both or
 * a message lacks a translation. The build writes both tables, translated, for the Worker
 * (build/auth-error-catalogs.ts, docs/decisions/0038).
 */
export const errorMessages = {
  UNKNOWN_ERROR: msg`Something went wrong`,

  // The app's own answers: its better-auth hooks (worker/auth/options.ts), rate limits,
  // better-auth's codeless 401s, and a request that got no answer (web/lib/api-error.ts).
  TOO_MANY_REQUESTS: msg`Too many requests. Please try again later.`,
  NETWORK_ERROR: msg`The server could not be reached. Check your connection and try again.`,
  DEMO_MODE: msg`This is a read-only demo, this action is disabled.`,
  INVALID_NAME: msg`Name is invalid`,
  LAST_ADMIN: msg`The last administrator cannot be removed, banned or demoted`,
  ONLY_OWNER_OF_AN_ORGANIZATION: msg`The only owner of an organization with other members cannot be deleted: make one of them an owner, or delete the organization, first`,
  IMPERSONATION_REFUSED: msg`Not while impersonating: only the person can do this.`,
  RESEND_CANNOT_CHANGE_INVITATION: msg`A resend sends the pending invitation as it is: cancel it to invite this person with another role or team.`,
  UNAUTHORIZED: msg`Not authorized`,
  // A picture set on the account that is not stored (worker/files).
  FILE_NOT_STORED: msg`This picture is not stored here. Upload it again.`,
} satisfies Record<string, MessageDescriptor>;

/** What errorMessage() knows: the messages above, and better-auth's once its client has loaded. */
const known: Record<string, MessageDescriptor> = { ...errorMessages };

/** Adds messages for more codes; for the tables that load with the features that need them. */
export function addErrorMessages(messages: Record<string, MessageDescriptor>): void {
  Object.assign(known, messages);
}

/** Codes for answers that come with a status only. */
const statusCodes: Partial<Record<number, keyof typeof errorMessages>> = {
  401: "UNAUTHORIZED",
  429: "TOO_MANY_REQUESTS",
};

export interface CodedError {
  code?: string;
  status?: number;
}

export function errorMessage(i18n: I18n, error: CodedError | null | undefined): string {
  const code = error?.code ?? statusCodes[error?.status ?? 0] ?? "UNKNOWN_ERROR";
  // Own keys only: a code such as "constructor" must not find Object's.
  return i18n._((Object.hasOwn(known, code) && known[code]) || errorMessages.UNKNOWN_ERROR);
}

/**
 * What to tell the person about any failure: the app API already answers in their
 * language; better-auth's codes, and a request that got no answer, are looked up here.
 */
export function describeError(i18n: I18n, error: unknown): string {
  if (error instanceof ApiRequestError && error.status !== NO_RESPONSE) return error.body.message;
  if (error instanceof ApiRequestError) return errorMessage(i18n, error.body);
  return errorMessage(i18n, typeof error === "object" && error !== null ? (error as CodedError) : undefined);
}

/** The error code of any failure: a better-auth error, or the API's `ApiRequestError`. */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof ApiRequestError) return error.body.code;
  if (typeof error !== "object" || error === null) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === "string" ? code : undefined;
}
