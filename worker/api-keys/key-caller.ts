import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { truncatedIp } from "../audit/client";
import type { Session } from "../auth/auth";
import { user } from "../db/auth-schema";
import { createDb } from "../db/client";
import type { AppContext } from "../lib/context";
import { ApiError } from "../lib/errors";
import { isWellFormedKey, keyHashOf } from "./api-key-format";
import type { KeyPermissions } from "./api-key-permissions.shared";
import { apiKey } from "./api-keys.table";
import { recordKeyUse } from "./key-use";

/** The challenge of a refused key (RFC 6750): the key is wrong, revoked or expired. */
const INVALID_KEY = { "www-authenticate": 'Bearer realm="Edgestart", error="invalid_token"' };

/**
 * The person a presented key speaks for, as a session of theirs at this moment, with the key's
 * permissions; 401 for anything else. A malformed key or a wrong checksum is refused before
 * D1 is asked; the lookup reads the key with its person in one statement, so a revocation,
 * a ban or a deletion holds at the next request, and the role is the person's as it is now.
 */
export async function keyCaller(
  c: Context<AppContext>,
  presented: string,
): Promise<{ session: Session; permissions: KeyPermissions }> {
  if (!(await isWellFormedKey(presented))) throw new ApiError("UNAUTHORIZED", { headers: INVALID_KEY });
  const found = await createDb(c.var.d1)
    .select({ key: apiKey, user })
    .from(apiKey)
    .innerJoin(user, eq(user.id, apiKey.userId))
    .where(eq(apiKey.keyHash, await keyHashOf(presented)))
    .get();
  const now = Date.now();
  const banned = found?.user.banned && (!found.user.banExpires || found.user.banExpires.getTime() > now);
  if (!found || banned || (found.key.expiresAt && found.key.expiresAt.getTime() <= now)) {
    throw new ApiError("UNAUTHORIZED", { headers: INVALID_KEY });
  }
  const { key } = found;
  c.set("apiKeyId", key.id);
  c.executionCtx.waitUntil(recordKeyUse(c, key, truncatedIp(c.req.header("cf-connecting-ip")), now));
  const session: Session = {
    user: found.user,
    session: {
      id: `api-key:${key.id}`,
      token: "",
      userId: key.userId,
      // Never a recent sign-in: what needs one (requireFreshSignIn, worker/auth/session.ts) refuses a key.
      createdAt: new Date(0),
      updatedAt: new Date(0),
      expiresAt: key.expiresAt ?? new Date(8.64e15),
      ipAddress: null,
      userAgent: null,
      impersonatedBy: null,
      activeOrganizationId: null,
      activeTeamId: null,
    },
  };
  return { session, permissions: JSON.parse(key.permissions) as KeyPermissions };
}
