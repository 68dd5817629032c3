import { APIError } from "better-auth/api";
import { type ErrorCode, englishMessage, errorStatus, type FieldIssue } from "../lib/errors";

type Status = ConstructorParameters<typeof APIError>[0];

/**
 * A refusal raised inside better-auth (a hook or a plugin), from the one error table
 * (worker/lib/errors.ts): our status and code, its English message. Answers over HTTP are
 * translated into the request's language on the way out (worker/auth/auth.api.ts).
 *
 *   throw authError("DEMO_MODE");
 *   throw authError("TOO_MANY_REQUESTS", { "Retry-After": String(retryAfter) });
 *   throw authError("VALIDATION_ERROR", {}, [{ path: "image", message: fieldMessages.imageInvalid.id }]);
 *
 * Issue messages are message ids of worker/lib/field-messages.shared.ts, translated on the way out too.
 */
export function authError(code: ErrorCode, headers?: Record<string, string>, issues?: FieldIssue[]): APIError {
  return new APIError(errorStatus(code) as Status, { code, message: englishMessage(code), issues }, headers);
}
