import { type ApplyGlobalResponse, type ClientResponse, hc } from "hono/client";
import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status";
import { expect } from "vitest";
import type { z } from "zod";
import type { Api } from "../../worker/app";
import type { ErrorSchema } from "../../worker/lib/api.schemas";
import { type CallOptions, call, callWith, ORIGIN } from "./worker";

export type ErrorBody = z.infer<typeof ErrorSchema>;

/**
 * The app API as its routes declare it, plus what the Worker answers around every route: any
 * error is the one error shape (worker/app.ts), whatever its status.
 */
type TestedApi = ApplyGlobalResponse<
  Api,
  { [Status in ClientErrorStatusCode | ServerErrorStatusCode]: { json: ErrorBody } }
>;

/**
 * Who sends the request and how: everything `call()` takes but what the route states itself,
 * or a whole bindings object as `callWith()` takes it (a failing D1, KV or mail binding).
 */
export type Caller = Omit<CallOptions, "method" | "json" | "body"> & { bindings?: Cloudflare.Env };

/**
 * The app API through the SPA's typed client (`hc<Api>`), each request sent by `call()`: the
 * real Worker entry, `caller`'s cookie, address, headers and vars, and the check against the
 * API document. Paths, bodies and answers are typed from the routes, so a renamed field fails
 * the typecheck. Malformed input, a wrong method or better-auth's routes go through `call()`.
 */
/** The typed client's root, named: its inferred type is too large for the compiler to write out. */
type TestedClient = ReturnType<typeof hc<TestedApi>>;

export function api({ bindings, ...caller }: Caller = {}): TestedClient["api"] {
  return hc<TestedApi>(ORIGIN, {
    fetch: (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(input instanceof Request ? input.url : input);
      const path = `${url.pathname}${url.search}`;
      const options = {
        ...caller,
        method: init.method,
        headers: { ...caller.headers, ...Object.fromEntries(new Headers(init.headers)) },
        json: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      };
      return bindings ? callWith(bindings, path, options) : call(path, options);
    },
  }).api;
}

export type ApiClient = ReturnType<typeof api>;

type TypedAnswer = ClientResponse<unknown, number, "json" | "text" | "body">;
type BodyOf<Answer, Status> =
  Answer extends ClientResponse<infer Body, infer S, "json"> ? (S extends Status ? Body : never) : never;

/** The answer's body, typed as its route declares it for `status`, once the answer has that status. */
export async function bodyOf<Answer extends TypedAnswer, Status extends Answer["status"]>(
  answer: Answer,
  status: Status,
): Promise<BodyOf<Answer, Status>> {
  expect(answer.status, await answer.clone().text()).toBe(status);
  return answer.json() as Promise<BodyOf<Answer, Status>>;
}

/** What a helper reads of an answer, from the typed client or from `call()`. */
export interface Answer {
  ok: boolean;
  status: number;
  headers: Headers;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/**
 * The error an answer carries, where no route types it: a raw `call()`, better-auth's routes,
 * a helper that takes any answer. `call()` has held the answer to its API document, and both
 * documents give every error this one shape.
 */
export function errorOf(answer: Answer): Promise<ErrorBody> {
  return answer.json() as Promise<ErrorBody>;
}
