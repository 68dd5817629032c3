import { getSessionFromCtx } from "better-auth/api";
import { type Guard, refuse } from "./guard";

/**
 * An organization keeps a team (migrations/0003_rules.sql holds it in the write), and saying
 * so is the answer for its last one, even when it is the person's active team: better-auth
 * refuses removing one's active team first, as "not allowed to delete this team" (403), which
 * tells an owner nothing true. Only a member of the organization learns that a team is its last.
 */
export const lastTeamStays: Guard = async (ctx, deps) => {
  if (ctx.path !== "/organization/remove-team") return undefined;
  const teamId = (ctx.body as { teamId?: unknown } | undefined)?.teamId;
  if (typeof teamId !== "string") return undefined;
  const current = await getSessionFromCtx(ctx);
  if (current && (await deps.isLastTeam(teamId, current.user.id))) refuse("UNABLE_TO_REMOVE_LAST_TEAM");
  return undefined;
};
