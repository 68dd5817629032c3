import { type Context, Hono } from "hono";
import { providerOfCallback, recordProviderRefusal, recordRefusal, refusalWitness } from "../audit/refusals";
import type { AppContext } from "../lib/context";
import {
  ApiError,
  codeForStatus,
  type ErrorBody,
  errorBody,
  errorStatus,
  type FieldIssue,
  isErrorCode,
  logFailure,
} from "../lib/errors";
import { fieldMessages } from "../lib/field-messages.shared";
import { recordEvent } from "../lib/product-events";
import { inSpan } from "../lib/tracing";
import { AUTH_DOCUMENT_PATH, authDocument } from "../openapi/auth-document";
import { getAuth } from "./auth";
import { authErrorMessage } from "./auth-error-messages";
import { banNotice } from "./ban-notice";
import { authMethodsAt } from "./served-endpoints";
import { setsSession } from "./session-policy";

/**
 * better-auth's own endpoints under /api/auth. Only the routes it serves reach it (the rest
 * get our 404 or 405 first, worker/auth/served-endpoints.ts), and its answers pass through
 * two rules of ours: session tokens never reach the browser in a body (the HttpOnly cookie
 * carries them), and an error is always JSON `{ code, message }`.
 */
export const authRoutes = new Hono<AppContext>();

authRoutes.all("/*", async (c) => {
  const auth = getAuth(c.env, c.get("demo"));
  const allowed = authMethodsAt(auth, c.req.path);
  if (allowed.length === 0) throw new ApiError("NOT_FOUND");
  if (!allowed.includes(c.req.method)) {
    throw new ApiError("METHOD_NOT_ALLOWED", { headers: { allow: allowed.join(", ") } });
  }
  if (c.req.path === AUTH_DOCUMENT_PATH) {
    // Served where it was asked for, as the app's document is: "try it" in the reference then
    // calls this origin, not BETTER_AUTH_URL's (another port, locally).
    const servers = [{ url: `${new URL(c.req.url).origin}/api/auth` }];
    return c.json({ ...(await authDocument(auth)), servers });
  }

  // HEAD is a GET whose body is dropped on the way out, as Hono does for the app's routes.
  const request = c.req.method === "HEAD" ? new Request(c.req.raw, { method: "GET" }) : c.req.raw;
  // A body that is no JSON is the app API's INVALID_JSON: better-auth's answer names no code.
  if (request.body && !(await isJsonOrEmpty(request.clone()))) throw new ApiError("INVALID_JSON");
  const witness = refusalWitness(request);
  // The session read, the one auth call most requests make, has a span named as the guard's.
  const span = c.req.path === "/api/auth/get-session" ? "auth.session" : "auth.endpoint";
  const response = await inSpan(span, {}, () => auth.handler(request));
  await recordProviderRefusal(c, response);
  recordSignIn(c, response);
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;

  if (response.status >= 400 && !isJson) {
    const headers = answerHeaders(response);
    headers.set("content-type", "application/json");
    const body = await errorOf(c, response.status, null);
    await recordRefusal(c, witness, response.status, body.code);
    return new Response(JSON.stringify(body), { status: response.status, headers });
  }
  if (!isJson) return response;

  const text = await response.text();
  // Some refusals (no session for an admin endpoint, say) come with an empty body.
  if (!text && response.status < 400) return new Response(null, response);
  const parsed = text ? JSON.parse(text, (key, value) => (key === "token" ? undefined : value)) : null;
  if (response.status < 400)
    return new Response(JSON.stringify(parsed), { status: response.status, headers: answerHeaders(response) });
  const body = await errorOf(c, response.status, parsed);
  // A code of the one error table answers with its status there: better-auth refuses a member
  // who may not remove another with 401, as if they were not signed in.
  const status = isErrorCode(body.code) ? errorStatus(body.code) : response.status;
  if (body.code === "BANNED_USER" && witness) body.ban = await banNotice(c.var.d1, witness.clone());
  await recordRefusal(c, witness, status, body.code);
  return new Response(JSON.stringify(body), { status, headers: answerHeaders(response) });
});

/** The endpoints that finish a sign-in, and the method each signs in with. */
const SIGN_IN_METHODS: Record<string, string> = {
  "/api/auth/sign-in/email-otp": "code",
  "/api/auth/passkey/verify-authentication": "passkey",
  "/api/auth/two-factor/verify-totp": "second_factor",
  "/api/auth/two-factor/verify-backup-code": "recovery_code",
};

/**
 * A sign-in is an answer that sets a session from one of those endpoints, or from a provider's
 * return (`github`). A first step that asks for a second factor sets none: the second counts.
 */
function recordSignIn(c: Context<AppContext>, response: Response) {
  const method = SIGN_IN_METHODS[c.req.path] ?? providerOfCallback(c);
  if (!method || response.status >= 400) return;
  if (setsSession(response)) recordEvent("sign_in", method);
}

/** Whether a body is JSON (the content type is checked before, worker/app.ts), or nothing at all. */
async function isJsonOrEmpty(request: Request): Promise<boolean> {
  const text = await request.text();
  if (!text.trim()) return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The headers of an answer whose body we rewrite. better-auth's rate limit says how long to
 * wait in `X-Retry-After`; HTTP's own header, which clients and the document know, is
 * `Retry-After`.
 */
function answerHeaders(response: Response): Headers {
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const retryAfter = headers.get("x-retry-after");
  if (retryAfter !== null && !headers.has("retry-after")) headers.set("retry-after", retryAfter);
  return headers;
}

/**
 * The fields better-auth's own schema check refused, which it names only in its English
 * message ("[body.name] Invalid input: expected string, received undefined; [body.slug] …"):
 * each with our message, "required" only of one not sent. If an upgrade of better-auth
 * changes that message, auth.fields.test.ts ("better-auth's own schema checks name the
 * field") fails.
 */
function issuesNamedIn(message: string | undefined): FieldIssue[] | undefined {
  // "[body] Invalid input": the body as a whole (one of two shapes, neither given), path "".
  const issues = [...(message ?? "").matchAll(/\[(?:body|query)(?:\.([^\]]+))?\] ([^;]*)/g)].map(
    ([, path = "", text]) => ({
      path,
      message: /received undefined/.test(text ?? "") ? fieldMessages.required.id : fieldMessages.invalidValue.id,
    }),
  );
  return issues.length > 0 ? issues : undefined;
}

/**
 * better-auth's error answer in the API's shape, `code` and `message` first, the message in
 * the request's language: our own codes (SESSION_EXPIRED, LAST_ADMIN, DEMO_MODE…), and any
 * answer that came without a code, in our wording (a 401 reads as the app API's, not "User not
 * found" or "Not authenticated"); better-auth's other codes in the SPA's wording
 * (worker/auth/auth-error-messages.ts), or its English message for a code the SPA does not
 * know; on a 5xx an `errorId` that is also logged.
 */
async function errorOf(c: Context<AppContext>, status: number, answer: unknown): Promise<ErrorBody> {
  const {
    code: given,
    message,
    issues: givenIssues,
    ...rest
  } = typeof answer === "object" && answer !== null ? (answer as Partial<ErrorBody>) : ({} as Partial<ErrorBody>);
  // Our own refusals (worker/auth/guards) carry field issues as message ids: translated here.
  const issues = givenIssues ?? (given === "VALIDATION_ERROR" ? issuesNamedIn(message) : undefined);
  const code = isErrorCode(given) ? given : given ? undefined : codeForStatus(status);
  const language = c.get("language") ?? "en";
  const translated = !code && given ? await authErrorMessage(c.env.ASSETS, c.req.url, language, given) : "";
  const body: ErrorBody = code
    ? { ...errorBody(c, code, { issues }), ...rest }
    : { code: given ?? "", message: translated || message || "", ...(givenIssues && { issues: givenIssues }), ...rest };
  if (status >= 500) body.errorId = logFailure(c, { status, code: body.code });
  return body;
}
