import { keyOfFileUrl } from "../../files/file-kinds.shared";
import { fieldMessages } from "../../lib/field-messages.shared";
import { isAllowedImageUrl } from "../../lib/image-url.shared";
import { type Guard, refuse } from "./guard";

/**
 * Pictures one person stores and others' browsers load: a profile image, an organization's
 * logo. Each field is read where its route keeps it; "" or null removes the picture. A person's
 * own picture may also be one they uploaded (`/files/avatars/…`): the write itself refuses one
 * that is not stored or not theirs (FILE_NOT_STORED, migrations/0022_files.sql).
 */
const IMAGE_FIELDS: Record<
  string,
  (body: Record<string, unknown>) => { holder: Record<string, unknown>; key: string }
> = {
  "/update-user": (body) => ({ holder: body, key: "image" }),
  "/sign-in/email-otp": (body) => ({ holder: body, key: "image" }),
  "/organization/create": (body) => ({ holder: body, key: "logo" }),
  "/organization/update": (body) => ({ holder: (body.data ?? {}) as Record<string, unknown>, key: "logo" }),
};

export const checkImages: Guard = (ctx, deps) => {
  const field = IMAGE_FIELDS[ctx.path];
  if (!field || typeof ctx.body !== "object" || ctx.body === null) return undefined;
  const { holder, key } = field(ctx.body);
  const value = holder[key];
  if (value === undefined || value === null || value === "") return undefined;
  const uploaded = ctx.path === "/update-user" && typeof value === "string" && keyOfFileUrl(value, "avatar");
  if (!uploaded && (typeof value !== "string" || !isAllowedImageUrl(value, deps.config.imageHosts))) {
    const path = holder === ctx.body ? key : `data.${key}`;
    const message = key === "logo" ? fieldMessages.logoInvalid : fieldMessages.imageInvalid;
    refuse("VALIDATION_ERROR", { issues: [{ path, message: message.id }] });
  }
  return undefined;
};
