import { fieldMessages } from "../../lib/field-messages.shared";
import type { Fields } from "../dependencies";
import { type Guard, refuse } from "./guard";

/**
 * better-auth checks a body against its route's schema but silently drops fields it does
 * not know; we refuse them, on every route that takes a body, as the app's own routes do
 * (mass assignment, ASVS 15.3.3). A field that only changes which rule applies (a decoy
 * `newEmail` on a code request, say) is refused before any rule runs.
 *
 * Where a route's schema accepts any field (a record), or fields this app does not offer, the
 * fields a person may send are listed here (the auth document shows only those);
 * `role`, `banned`, `emailVerified`, ids and timestamps are never among them.
 */
export const LISTED_FIELDS: Record<string, readonly string[]> = {
  "/update-user": ["name", "image"],
  "/sign-in/email-otp": ["email", "otp", "name", "image"],
  // The second factor is an authenticator app set up by a fresh sign-in (no password here,
  // no emailed second code, the app's own name): nothing to choose. A second step signs in;
  // better-auth's `disableSession` would spend a recovery code and sign no one in.
  "/two-factor/enable": [],
  "/two-factor/disable": [],
  "/two-factor/generate-backup-codes": [],
  "/two-factor/verify-totp": ["code", "trustDevice"],
  "/two-factor/verify-backup-code": ["code", "trustDevice"],
};

/** Every field of `body`, at any depth, that `accepted` does not name, as a dotted path. */
function unknownFields(body: object, accepted: Fields, prefix = ""): string[] {
  return Object.entries(body).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    if (!accepted.has(key)) return [path];
    const nested = accepted.get(key);
    const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
    return nested && isObject ? unknownFields(value, nested, `${path}.`) : [];
  });
}

export const refuseUnknownFields: Guard = (ctx, deps) => {
  const body: unknown = ctx.body;
  if (body === undefined) return undefined;
  // A body that is not an object (null, an array, a number) names no field: all of it is wrong.
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    refuse("VALIDATION_ERROR", { issues: [{ path: "", message: fieldMessages.invalidValue.id }] });
  }
  const listed = LISTED_FIELDS[ctx.path];
  const accepted = listed ? new Map(listed.map((field) => [field, null])) : (deps.bodyFields(ctx.path) ?? new Map());
  const unknown = unknownFields(body, accepted);
  if (unknown.length > 0) {
    refuse("VALIDATION_ERROR", { issues: unknown.map((path) => ({ path, message: fieldMessages.unknownField.id })) });
  }
  return undefined;
};

interface SchemaDefinition {
  type?: string;
  shape?: Record<string, unknown>;
  innerType?: SchemaLike;
  left?: SchemaLike;
  right?: SchemaLike;
  options?: SchemaLike[];
}
type SchemaLike = { def?: SchemaDefinition } | undefined;

/**
 * The fields a zod body schema declares (objects, possibly optional, intersected or in a
 * union), with those of its fields that are objects in turn, or null when it accepts fields
 * it does not name (a record, `any`).
 */
export function declaredFields(schema: SchemaLike): Fields | null {
  const def = schema?.def;
  switch (def?.type) {
    case "object":
      return new Map(
        Object.entries(def.shape ?? {}).map(([field, value]) => [field, declaredFields(value as SchemaLike)]),
      );
    case "optional":
    case "nullable":
    case "default":
      return declaredFields(def.innerType);
    case "intersection":
    case "union": {
      const parts = def.type === "union" ? (def.options ?? []) : [def.left, def.right];
      const fields = parts.map(declaredFields);
      if (fields.some((map) => map === null)) return null;
      // A field two parts declare differently takes any value: the parts' own checks decide.
      const merged = new Map<string, Fields | null>();
      for (const map of fields)
        for (const [field, nested] of map ?? []) merged.set(field, merged.has(field) ? null : nested);
      return merged;
    }
    default:
      return null;
  }
}
