import { getSessionFromCtx } from "better-auth/api";
import type { Guard } from "./guard";

/**
 * Any team but an organization's last may go, the person's own active team included.
 * better-auth refuses removing one's active team outright, as "not allowed to delete this
 * team" (403): an organization's first team, its creator's active one, could never go, even
 * beside others. Its check reads this request's session, which is shown here without an
 * active team; the stored session is left alone, so a refused removal changes nothing, and
 * when the team goes every session lets go of it in the same statement (migrations/0012).
 * The last team stays by better-auth's check and, against parallel removals, by the
 * database's (migrations/0003_rules.sql).
 */
export const activeTeamMayGo: Guard = async (ctx) => {
  if (ctx.path !== "/organization/remove-team") return undefined;
  const teamId = (ctx.body as { teamId?: unknown } | undefined)?.teamId;
  const current = await getSessionFromCtx(ctx);
  if (current && typeof teamId === "string" && current.session.activeTeamId === teamId) {
    current.session.activeTeamId = null;
  }
  return undefined;
};
