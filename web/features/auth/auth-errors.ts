import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

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
