import { getSessionFromCtx } from "better-auth/api";
import { z } from "zod";
import { fieldMessages } from "../../lib/field-messages.shared";
import { stripInvisible } from "../../lib/text-rules.shared";
import { PASSKEYS_PER_PERSON } from "../passkeys";
import { checkName } from "../user-name.shared";
import { type Guard, refuse } from "./guard";

/**
 * A passkey's name follows the rules of a person's name (worker/auth/user-name.shared.ts):
 * required to rename, optional when adding one, where the browser's suggestion stands in.
 * Stored without invisible characters, as a person's name is.
 */
export const checkPasskeyNames: Guard = (ctx) => {
  // better-auth hands `?name=` to the browser as the WebAuthn user's name, unchecked.
  if (ctx.path === "/passkey/generate-register-options") {
    const asked: unknown = ctx.query?.name;
    if (asked !== undefined && (typeof asked !== "string" || checkName(asked) || !asked.isWellFormed())) {
      refuse("INVALID_NAME");
    }
    return undefined;
  }
  const renaming = ctx.path === "/passkey/update-passkey";
  if (!renaming && ctx.path !== "/passkey/verify-registration") return undefined;
  const name: unknown = ctx.body?.name;
  if (name === undefined && !renaming) return undefined;
  // A name given is checked alike on both paths: one that is only invisible characters is no name.
  if (typeof name !== "string" || checkName(name) || !name.isWellFormed()) refuse("INVALID_NAME");
  return { ...ctx.body, name: stripInvisible(name).trim() };
};

/**
 * The browser's answers, as WebAuthn's JSON forms them, before better-auth reads them: it
 * looks a credential up by an id it does not check (an empty answer was a 500), and stores the
 * transports it is told, whatever they are (outside report).
 */
const BASE64URL = z
  .string()
  .min(1)
  .max(16_384)
  .regex(/^[\w-]+={0,2}$/);
const CREDENTIAL_ID = BASE64URL.max(1_023);
const TRANSPORTS = ["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"] as const;
const answer = (response: z.ZodType) =>
  z.looseObject({ id: CREDENTIAL_ID, rawId: CREDENTIAL_ID, type: z.literal("public-key"), response });
const ANSWERS: Record<string, z.ZodType> = {
  "/passkey/verify-registration": answer(
    z.looseObject({
      clientDataJSON: BASE64URL,
      attestationObject: BASE64URL,
      transports: z.array(z.enum(TRANSPORTS)).max(TRANSPORTS.length).optional(),
    }),
  ),
  "/passkey/verify-authentication": answer(
    z.looseObject({ clientDataJSON: BASE64URL, authenticatorData: BASE64URL, signature: BASE64URL }),
  ),
};

export const checkPasskeyAnswers: Guard = (ctx, deps) => {
  const schema = ANSWERS[ctx.path];
  if (!schema) return undefined;
  if (!schema.safeParse(ctx.body?.response).success) {
    refuse("VALIDATION_ERROR", { issues: [{ path: "response", message: fieldMessages.invalidValue.id }] });
  }
  // Locally the origin an answer is checked against is the request's own (any local port,
  // worker/auth/passkeys.ts): without one, better-auth answered a bare 400 "origin missing".
  if (deps.config.local && !ctx.headers?.get("origin")) refuse("MISSING_OR_NULL_ORIGIN");
  return undefined;
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
