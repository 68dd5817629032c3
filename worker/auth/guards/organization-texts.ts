import { fieldMessages } from "../../lib/field-messages.shared";
import { hasOnlyAllowedCharacters, stripInvisible } from "../../lib/text-rules.shared";
import { ORGANIZATION_NAME_MAX } from "../organization-policy.shared";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "../organization-slug.shared";
import { type Guard, refuse } from "./guard";

/**
 * Names that every member of an organization sees (the organization's, a team's) follow the
 * rules of a person's name: at most 100 characters, no control characters or direction
 * overrides, no invisible ones (they are removed). A slug is as organization-slug.shared.ts says;
 * metadata stays small. better-auth takes any length.
 */
const METADATA_MAX_BYTES = 2048;

type Fields = Record<string, unknown>;

/**
 * Where each route keeps its texts: the body itself, or its `data`. check-slug holds the slug
 * to create's rule: better-auth called any slug it did not find "available", those create
 * refuses included.
 */
const HOLDERS: Record<string, (body: Fields) => { holder: Fields; prefix: string }> = {
  "/organization/create": (body) => ({ holder: body, prefix: "" }),
  "/organization/check-slug": (body) => ({ holder: body, prefix: "" }),
  "/organization/update": (body) => ({ holder: (body.data ?? {}) as Fields, prefix: "data." }),
  "/organization/create-team": (body) => ({ holder: body, prefix: "" }),
  "/organization/update-team": (body) => ({ holder: (body.data ?? {}) as Fields, prefix: "data." }),
};

function problemOf(field: string, value: unknown): string | null {
  if (value === undefined) return null;
  if (field === "name") {
    if (typeof value !== "string") return fieldMessages.nameInvalid.id;
    const name = stripInvisible(value).trim();
    if (!name) return fieldMessages.nameRequired.id;
    return name.length > ORGANIZATION_NAME_MAX || !hasOnlyAllowedCharacters(name) ? fieldMessages.nameInvalid.id : null;
  }
  if (field === "slug") {
    return typeof value === "string" && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value)
      ? null
      : fieldMessages.invalidValue.id;
  }
  if (field === "metadata") {
    return new TextEncoder().encode(JSON.stringify(value)).length <= METADATA_MAX_BYTES
      ? null
      : fieldMessages.tooLong.id;
  }
  return null;
}

export const checkOrganizationTexts: Guard = (ctx) => {
  const locate = HOLDERS[ctx.path];
  if (!locate || typeof ctx.body !== "object" || ctx.body === null) return undefined;
  const { holder, prefix } = locate(ctx.body);
  // better-auth writes an update of nothing as an UPDATE without columns, which D1 refuses (500).
  if (ctx.path === "/organization/update" && Object.keys(holder).length === 0) {
    refuse("VALIDATION_ERROR", { issues: [{ path: "data", message: fieldMessages.required.id }] });
  }
  const issues = ["name", "slug", "metadata"].flatMap((field) => {
    const message = problemOf(field, holder[field]);
    return message ? [{ path: `${prefix}${field}`, message }] : [];
  });
  if (issues.length > 0) refuse("VALIDATION_ERROR", { issues });
  if (typeof holder.name !== "string") return undefined;
  const name = stripInvisible(holder.name).trim();
  return prefix ? { ...ctx.body, data: { ...holder, name } } : { ...ctx.body, name };
};
