import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../worker/index";
import { contractProblems } from "./api-contracts";

export const ORIGIN = "http://localhost:8787";

export type EnvOverrides = Partial<Record<keyof Cloudflare.Env | "OAUTH_MOCK_ISSUER" | "ANALYTICS_SQL_URL", string>>;

const envs = new Map<string, Cloudflare.Env>();

/**
 * The test bindings with some vars changed. The same overrides give the same object, so
 * the Worker keeps one auth instance per configuration, as it does in production.
 */
export function envWith(overrides: EnvOverrides = {}): Cloudflare.Env {
  const key = JSON.stringify(overrides);
  let value = envs.get(key);
  if (!value) {
    value = { ...env, ...overrides } as Cloudflare.Env;
    envs.set(key, value);
  }
  return value;
}

export interface CallOptions {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  cookie?: string;
  /** A write names this app's origin unless `headers` names another; null sends none, as a program may. */
  origin?: null;
  /** Client address as Cloudflare reports it (cf-connecting-ip). */
  ip?: string;
  env?: EnvOverrides;
}

/**
 * One request through the real Worker entry, inside workerd, against local D1 and KV.
 * Waits for work the request left in waitUntil (emails) before returning, and fails when
 * the answer breaks the API document that describes it (tests/support/api-contracts.ts).
 */
export function call(path: string, options: CallOptions = {}): Promise<Response> {
  return callWith(envWith(options.env), path, options);
}

/** Like `call`, but with a whole bindings object (a failing D1, KV or mail binding, say). */
export async function callWith(
  bindings: Cloudflare.Env,
  path: string,
  options: Omit<CallOptions, "env"> = {},
): Promise<Response> {
  const response = await send(bindings, path, options);
  const exchange = {
    method: methodOf(options),
    path: new URL(path, ORIGIN).pathname,
    requestJson: options.json,
    response,
  };
  const problems = await contractProblems(exchange, (document) => send(envWith(), document, {}));
  if (problems.length > 0) throw new Error(`The answer breaks the API document:\n${problems.join("\n")}`);
  return response;
}

const methodOf = (options: CallOptions) =>
  options.method ?? (options.json !== undefined || options.body ? "POST" : "GET");

async function send(bindings: Cloudflare.Env, path: string, options: Omit<CallOptions, "env">): Promise<Response> {
  const method = methodOf(options);
  const headers = new Headers(options.headers);
  if (options.json !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  if (options.cookie) headers.set("cookie", options.cookie);
  if (!headers.has("cf-connecting-ip")) headers.set("cf-connecting-ip", options.ip ?? uniqueIp());
  const write = method !== "GET" && method !== "HEAD";
  if (write && !headers.has("origin") && options.origin !== null) headers.set("origin", ORIGIN);

  const request = new Request(`${ORIGIN}${path}`, {
    method,
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
    redirect: "manual",
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

let counter = 0;

/** A documentation-range address no other test uses, so per-IP limits stay independent. */
export function uniqueIp(): string {
  counter += 1;
  return `198.51.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
}

export function uniqueEmail(label = "someone"): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** `name=value` pairs from a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesFrom(response: { headers: Headers }): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair): pair is string => Boolean(pair) && !pair?.endsWith("="))
    .join("; ");
}

/** A Cookie header updated with a response's Set-Cookie, as a browser would (cleared ones removed). */
export function updateCookies(cookie: string, response: { headers: Headers }): string {
  const jar = new Map(
    cookie
      .split(";")
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0] ?? "";
    const name = pair.slice(0, pair.indexOf("="));
    if (pair.endsWith("=") || /max-age=0/i.test(header)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}
