import { getSessionFromCtx } from "better-auth/api";
import { type Guard, refuse } from "./guard";

/**
 * Writes that would change nothing, which better-auth answered with a bare 400 (the generic
 * BAD_REQUEST once translated), each refused with a code of its own: a profile update naming
 * neither the name nor the picture ("No fields to update"), and stopping an impersonation
 * from a session that is not one ("You are not impersonating anyone"). Unknown fields are
 * refused before this (accepted-fields.ts).
 */
export const refuseNoOpWrites: Guard = async (ctx) => {
  if (ctx.path === "/update-user") {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    if (body.name === undefined && body.image === undefined) refuse("NOTHING_TO_UPDATE");
  }
  if (ctx.path === "/admin/stop-impersonating") {
    const current = await getSessionFromCtx(ctx);
    if (current && !current.session.impersonatedBy) refuse("NOT_IMPERSONATING");
  }
  return undefined;
};
