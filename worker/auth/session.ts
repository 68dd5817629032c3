import { createMiddleware } from "hono/factory";
import { presentedKey } from "../api-keys/api-key-format";
import { includes, type KeyPermissions, keysMayReach } from "../api-keys/api-key-permissions.shared";
import { keyCaller } from "../api-keys/key-caller";
import { getConfig } from "../env";
import type { AppContext } from "../lib/context";
import { ApiError } from "../lib/errors";
import { inSpan } from "../lib/tracing";
import { getAuth, type Session } from "./auth";
import { type Permissions, roleCan } from "./permissions.shared";
import { mustSetUpSecondFactor } from "./second-factor.shared";
import { SESSION } from "./session-policy";

/** Whether administrators need two-step sign-in for this request (never in the demo). */
const secondFactorRequired = (c: { env: AppContext["Bindings"]; get(key: "demo"): boolean }) =>
  getConfig(c.env).requireAdminSecondFactor && !c.get("demo");

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
 * session is read from D1 on every request, so a ban or demotion applies at once. Where every
 * permission is one a key may hold (worker/api-keys/api-key-permissions.shared.ts), an API
 * key may stand for the session: then the key's permissions must grant them too.
 */
export function requirePermission(permissions: Permissions) {
  return guard(permissions);
}

/** Any signed-in person, whatever their role (their own account, say): never a key. */
export function requireSession() {
  return guard(null);
}

function guard(permissions: Permissions | null) {
  // What the refusal names: the resource, or for the areas' statement the area (`manager`), not "apps".
  const resource = Object.entries(permissions ?? {})
    .map(([name, actions]) => (name === "apps" ? actions.join(", ") : name))
    .join(", ");
  const keysAccepted = permissions !== null && keysMayReach(permissions);
  return createMiddleware<AppContext>(async (c, next) => {
    const presented = presentedKey(c.req.raw);
    let keyPermissions: KeyPermissions | undefined;
    let session: Session | null;
    if (presented !== undefined) {
      // A route no key reaches refuses one as it refuses no credential: its security names the cookie only.
      if (!keysAccepted) throw new ApiError("UNAUTHORIZED");
      ({ session, permissions: keyPermissions } = await inSpan("auth.api_key", {}, () => keyCaller(c, presented)));
    } else {
      session = await inSpan("auth.session", {}, async (span) => {
        const read = await getAuth(c.env, c.get("demo")).api.getSession({ headers: c.req.raw.headers });
        span.setAttributes({ "auth.signed_in": read !== null });
        return read;
      });
    }
    if (!session) throw new ApiError("UNAUTHORIZED");
    // A key does what its person may do now, and of that only what it was given.
    const granted =
      permissions &&
      roleCan(session.user.role, permissions) &&
      (!keyPermissions || includes(keyPermissions, permissions));
    if (permissions && !granted) throw new ApiError("FORBIDDEN", { values: { resource } });
    // What only administrators may do waits for their second factor, where one is required.
    if (permissions && !roleCan(null, permissions) && mustSetUpSecondFactor(session.user, secondFactorRequired(c)))
      throw new ApiError("SECOND_FACTOR_REQUIRED");
    c.set("session", session);
    await next();
  });
}

/**
 * What the app API's routes need of a person themselves, as better-auth's sensitive routes
 * do (worker/auth/guards/fresh-session.ts): a sign-in from the last 10 minutes. `person`
 * also refuses an administrator acting as them.
 */
export function requireFreshSignIn({ session }: Session, { person = false } = {}) {
  if (person && session.impersonatedBy) throw new ApiError("IMPERSONATION_REFUSED");
  if (Date.now() - new Date(session.createdAt).getTime() > SESSION.freshAge * 1000)
    throw new ApiError("SESSION_EXPIRED");
}
