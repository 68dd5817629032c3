import type { MiddlewareHandler } from "hono";
import type { AppContext } from "./context";

/** The header every answer carries its request's id in. */
export const REQUEST_ID_HEADER = "X-Request-Id";

/** What the documents say of it. */
export const REQUEST_ID_DOC = {
  description:
    "This request's id (Cloudflare's `cf-ray` where there is one): the same in the logs, the audit trail and a 500's `errorId`. Quote it when reporting a problem",
  schema: { type: "string" as const },
};

/** Cloudflare's ray id: 16 hex digits, then the data centre (`8f1c2b3a4d5e6f70-CDG`). */
const RAY = /^[0-9a-f]{16}(-[A-Z]{3})?$/;

/** Requests the Worker makes of itself (a page's handed data) are the page's request. */
const shared = new WeakMap<Request, string>();

/** Marks a request the Worker sends itself as part of `parentId`'s. */
export function withRequestId(request: Request, parentId: string): Request {
  shared.set(request, parentId);
  return request;
}

/** A request the Worker sent itself for a page (its handed reads). */
export const isHandedRequest = (request: Request) => shared.has(request);

/**
 * Names the request, first of all: `cf-ray` as Cloudflare sets it in front of the Worker (its
 * dashboard and logs use it too), else a new UUID (local runs, or a header that is no ray id,
 * which a client could have sent). Every answer says it.
 */
export const requestId: MiddlewareHandler<AppContext> = async (c, next) => {
  const ray = c.req.header("cf-ray");
  const id = shared.get(c.req.raw) ?? (ray && RAY.test(ray) ? ray : crypto.randomUUID());
  c.set("requestId", id);
  await next();
  c.res.headers.set(REQUEST_ID_HEADER, id);
};

type Responses = Record<string, { headers?: Record<string, unknown> }>;

/** An OpenAPI document with every answer saying it carries `X-Request-Id`, as every one does. */
export function withRequestIdHeader<Document extends { paths?: Record<string, unknown> }>(
  document: Document,
): Document {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations as Record<string, { responses?: Responses }>)) {
      for (const response of Object.values(operation.responses ?? {})) {
        response.headers = { ...response.headers, [REQUEST_ID_HEADER]: REQUEST_ID_DOC };
      }
    }
  }
  return document;
}
