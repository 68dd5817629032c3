import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiRequestError } from "./api-client";

/**
 * Localised messages for error codes from better-auth and the API. The spec's full
 * catalogue (§8) grows here; unknown codes fall back to a generic message.
 */
const messages: Record<string, MessageDescriptor> = {
  INVALID_OTP: msg`Code is invalid`,
  OTP_EXPIRED: msg`The code has expired. Request a new one.`,
  TOO_MANY_ATTEMPTS: msg`Too many attempts. Request a new code.`,
  TOO_MANY_REQUESTS: msg`Too many requests. Please try again later.`,
  INVALID_EMAIL: msg`Email is invalid`,
  BANNED_USER: msg`You have been banned from this application`,
  SESSION_EXPIRED: msg`Session expired. Re-authenticate to perform this action.`,
  DEMO_MODE: msg`This is a read-only demo, this action is disabled.`,
  FAILED_TO_UPDATE_USER: msg`Failed to update user`,
};

const unknownError = msg`Something went wrong`;

export interface CodedError {
  code?: string;
  status?: number;
}

export function errorMessage(i18n: I18n, error: CodedError | null | undefined): string {
  const code = error?.code ?? (error?.status === 429 ? "TOO_MANY_REQUESTS" : "UNKNOWN_ERROR");
  return i18n._(messages[code] ?? unknownError);
}

/**
 * What to tell the person about any failure: the app API already answers in their
 * language; better-auth's codes are looked up here.
 */
export function describeError(i18n: I18n, error: unknown): string {
  if (error instanceof ApiRequestError) return error.body.message;
  return errorMessage(i18n, typeof error === "object" && error !== null ? (error as CodedError) : undefined);
}

/** The error code of any failure: a better-auth error, or the API's `ApiRequestError`. */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof ApiRequestError) return error.body.code;
  if (typeof error !== "object" || error === null) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === "string" ? code : undefined;
}
