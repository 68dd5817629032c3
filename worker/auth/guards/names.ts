import { checkName } from "../user-name.shared";
import { type Guard, refuse } from "./guard";

function readName(body: Record<string, unknown> | undefined): string | undefined {
  const value = body?.name;
  if (value === undefined) return undefined;
  // A null name is a name to refuse (the column is NOT NULL), not an absent one.
  return typeof value === "string" ? value : "";
}

export const checkNames: Guard = (ctx) => {
  const name = readName(ctx.body);
  if (name === undefined) return undefined;
  const problem = checkName(name);
  // Renaming needs a name; on sign-in the name is optional, so only its shape counts.
  const refused = ctx.path === "/update-user" ? problem : ctx.path === "/sign-in/email-otp" && problem === "invalid";
  if (refused) refuse("INVALID_NAME");
  return undefined;
};
