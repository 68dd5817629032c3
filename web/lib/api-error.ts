import type { z } from "zod";
import type { ErrorSchema } from "../../worker/lib/api.schemas";
import { reportError } from "./report-error";

/** The API's one error shape, as its OpenAPI document describes it. */
export type ApiErrorBody = z.infer<typeof ErrorSchema>;

/** A non-2xx answer from the API, carrying its JSON error body. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    /** The answer's `X-Request-Id`: what to quote, and what the server's log lines carry. */
    readonly requestId?: string,
  ) {
    super(body.message);
  }
}

/** Status of an `ApiRequestError` for a request that got no answer at all. */
export const NO_RESPONSE = 0;

/**
 * Unwraps a typed response: the JSON body on success, an ApiRequestError otherwise. A
 * request that never got an answer (offline, DNS) becomes one too, with `NETWORK_ERROR`,
 * so screens handle every failure the same way.
 */
export async function unwrap<T>(
  response: Promise<{ ok: boolean; status: number; headers?: Headers; json(): Promise<T> }>,
): Promise<T> {
  const result = await response.catch(() => {
    throw new ApiRequestError(NO_RESPONSE, { code: "NETWORK_ERROR", message: "" });
  });
  // 204 has no body (a delete, say).
  if (result.status === 204) return undefined as T;
  if (result.ok) return result.json();
  const body = (await result.json().catch(() => null)) as ApiErrorBody | null;
  const requestId = result.headers?.get("x-request-id") ?? undefined;
  // A failure of the server's own is reported with its id; a refusal is the person's answer.
  if (result.status >= 500)
    void reportError({ kind: "request", message: body?.code ?? "", requestId, status: result.status });
  throw new ApiRequestError(
    result.status,
    body ?? { code: "UNKNOWN_ERROR", message: `HTTP ${result.status}` },
    requestId,
  );
}
