import { getSessionFromCtx } from "better-auth/api";
import { stripInvisible } from "../../lib/text-rules";
import { PASSKEYS_PER_PERSON } from "../passkeys";
import { checkName } from "../user-name";
import { type Guard, refuse } from "./guard";

/**
 * A passkey's name follows the rules of a person's name (worker/auth/user-name.ts):
 * required to rename, optional when adding one, where the browser's suggestion stands in.
 * Stored without invisible characters, as a person's name is.
 */
export const checkPasskeyNames: Guard = (ctx) => {
  const renaming = ctx.path === "/passkey/update-passkey";
  if (!renaming && ctx.path !== "/passkey/verify-registration") return undefined;
  const name: unknown = ctx.body?.name;
  if (name === undefined && !renaming) return undefined;
  const problem = typeof name === "string" ? checkName(name) : "invalid";
  if (problem === "invalid" || (problem && renaming)) refuse("INVALID_NAME");
  if (problem === "required") return { ...ctx.body, name: undefined };
  return { ...ctx.body, name: stripInvisible(name as string).trim() };
};

/**
 * At most PASSKEYS_PER_PERSON passkeys each, told before the browser asks the person for a
 * new one. The database holds the same number against parallel registrations
 * (migrations/0015_passkeys.sql).
 */
export const passkeysWithinLimit: Guard = async (ctx) => {
  if (ctx.path !== "/passkey/generate-register-options") return undefined;
  const current = await getSessionFromCtx(ctx);
  if (!current) return undefined;
  const held = await ctx.context.adapter.count({
    model: "passkey",
    where: [{ field: "userId", value: current.user.id }],
  });
  if (held >= PASSKEYS_PER_PERSON) refuse("PASSKEY_LIMIT_REACHED");
  return undefined;
};

/**
 * Renaming or deleting a passkey that is not the person's own is refused as one that does not
 * exist (better-auth tells the two apart, and words the first as a registration refusal).
 */
export const ownPasskeysOnly: Guard = async (ctx) => {
  if (ctx.path !== "/passkey/update-passkey" && ctx.path !== "/passkey/delete-passkey") return undefined;
  const current = await getSessionFromCtx(ctx);
  const id: unknown = ctx.body?.id;
  if (!current || typeof id !== "string") return undefined;
  const own = await ctx.context.adapter.count({
    model: "passkey",
    where: [
      { field: "id", value: id },
      { field: "userId", value: current.user.id },
    ],
  });
  if (own === 0) refuse("PASSKEY_NOT_FOUND");
  return undefined;
};
