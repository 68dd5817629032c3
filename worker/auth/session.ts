import { createMiddleware } from "hono/factory";
import { getConfig } from "../env";
import type { AppContext } from "../lib/context";
import { ApiError } from "../lib/errors";
import { inSpan } from "../lib/tracing";
import { type Auth, getAuth } from "./auth";
import { type Permissions, roleCan } from "./permissions.shared";
import { mustSetUpSecondFactor } from "./second-factor.shared";

/** Whether administrators need two-step sign-in for this request (never in the demo). */
const secondFactorRequired = (c: { env: AppContext["Bindings"]; get(key: "demo"): boolean }) =>
  getConfig(c.env).requireAdminSecondFactor && !c.get("demo");

type Session = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

// Declared to Hono here rather than in AppContext (worker/lib/context.ts): the session's type
// comes from better-auth's instance, whose own modules read AppContext.
declare module "hono" {
  interface ContextVariableMap {
    /** The signed-in session, once requirePermission() let the request through. */
    session: Session;
  }
}

/**
 * Guards an API route with the access-control statements (worker/auth/permissions.shared.ts):
 * 401 without a session, 403 when the person's role lacks any of the permissions. The
 * session is read from D1 on every request, so a ban or demotion applies at once.
 */
export function requirePermission(permissions: Permissions) {
  return guard(permissions);
}

/** Any signed-in person, whatever their role (their own account, say). */
export function requireSession() {
  return guard(null);
}

function guard(permissions: Permissions | null) {
  // What the refusal names: the resource, or for the areas' statement the area (`manager`), not "apps".
  const resource = Object.entries(permissions ?? {})
    .map(([name, actions]) => (name === "apps" ? actions.join(", ") : name))
    .join(", ");
  return createMiddleware<AppContext>(async (c, next) => {
    const session = await inSpan("auth.session", {}, async (span) => {
      const read = await getAuth(c.env, c.get("demo")).api.getSession({ headers: c.req.raw.headers });
      span.setAttributes({ "auth.signed_in": read !== null });
      return read;
    });
    if (!session) throw new ApiError("UNAUTHORIZED");
    if (permissions && !roleCan(session.user.role, permissions))
      throw new ApiError("FORBIDDEN", { values: { resource } });
    // What only administrators may do waits for their second factor, where one is required.
    if (permissions && !roleCan(null, permissions) && mustSetUpSecondFactor(session.user, secondFactorRequired(c)))
      throw new ApiError("SECOND_FACTOR_REQUIRED");
    c.set("session", session);
    await next();
  });
}
