import type { Context, MiddlewareHandler } from "hono";
import { tryGetContext } from "hono/context-storage";
import { getCookie, setCookie } from "hono/cookie";
import { auditContext } from "../audit/audit-context";
import { type AppEnv, getConfig } from "../env";
import type { AppContext } from "../lib/context";
import { d1ServerTiming } from "../lib/server-timing";
import { WRITE_METHODS } from "../lib/write-methods";
import type { D1 } from "./client";
import { countedSession, type D1Start, type RequestD1 } from "./d1-session";

/** Carries a session's bookmark from a request that wrote to the same browser's next ones. */
export const BOOKMARK_COOKIE = "d1-bookmark";
/**
 * Long enough for a replica to catch up many times over; past it, the browser's reads start
 * from the nearest copy again.
 */
const BOOKMARK_MAX_AGE_SECONDS = 60;
/** What D1 hands out as a bookmark (hex groups joined by dashes); anything else is ignored. */
const BOOKMARK = /^[0-9a-f]{1,64}(-[0-9a-f]{1,64}){1,7}$/i;
/**
 * Reads that write and decide: the OAuth return checks a state stored a moment ago and opens a
 * session, so it starts on the primary as a write does.
 */
const WRITING_READS = /^\/api\/auth\/(?:oauth2\/)?callback\//;

/** Requests the Worker makes of itself (a page's handed data) share the page's session. */
const shared = new WeakMap<Request, RequestD1>();

export function shareD1Session(request: Request, c: Context<AppContext>): Request {
  shared.set(request, c.var.d1.branch());
  return request;
}

function startOf(c: Context<AppContext>): [D1SessionConstraint | D1SessionBookmark, D1Start] {
  if (WRITE_METHODS.has(c.req.method) || WRITING_READS.test(c.req.path)) return ["first-primary", "primary"];
  const bookmark = getCookie(c, BOOKMARK_COOKIE);
  if (bookmark && BOOKMARK.test(bookmark)) return [bookmark, "replica"];
  return ["first-unconstrained", "replica"];
}

/**
 * Opens the request's D1 session (decision 0031). Afterwards: the Server-Timing entry (when
 * the settings ask for it), and, after a write that was not refused, the bookmark the
 * browser's next reads start from.
 */
export const d1Session: MiddlewareHandler<AppContext> = async (c, next) => {
  const inherited = shared.get(c.req.raw);
  if (inherited) {
    c.set("d1", inherited);
    return next();
  }
  const d1 = countedSession(
    c.env.DB,
    ...startOf(c),
    auditContext(c.req.raw, c.get("requestId"), () => c.get("apiKeyId") ?? null),
  );
  c.set("d1", d1);
  await next();
  if (getConfig(c.env).serverTiming) c.header("Server-Timing", d1ServerTiming(d1.cost()), { append: true });
  // A refused request changed nothing its browser could read (a counter at most).
  const bookmark = d1.cost().wrote && c.res.status < 400 ? d1.bookmark() : null;
  if (bookmark) {
    setCookie(c, BOOKMARK_COOKIE, bookmark, {
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      // As the session cookie: Secure wherever the app is served over https.
      secure: getConfig(c.env).baseURL.startsWith("https://"),
      maxAge: BOOKMARK_MAX_AGE_SECONDS,
    });
  }
};

const routed = new WeakMap<AppEnv, D1Database>();

/**
 * D1 as the code that runs for a request sees it: the request's session when there is one
 * (the auth instance outlives requests, so it asks at each statement), the binding itself
 * otherwise (the scheduled clean-up, a queue's consumer).
 */
export function requestD1(env: AppEnv): D1Database {
  let d1 = routed.get(env);
  if (!d1) {
    const current = (): D1 => tryGetContext<AppContext>()?.var.d1 ?? env.DB;
    d1 = {
      prepare: (sql: string) => current().prepare(sql),
      batch: (statements: D1PreparedStatement[]) => current().batch(statements),
    } as D1Database;
    routed.set(env, d1);
  }
  return d1;
}
