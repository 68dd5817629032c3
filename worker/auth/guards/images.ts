import { fieldMessages } from "../../lib/field-messages.shared";
import { isAllowedImageUrl } from "../../lib/image-url.shared";
import { type Guard, refuse } from "./guard";

/**
 * Pictures one person stores and others' browsers load: a profile image, an organization's
 * logo. Each field is read where its route keeps it; "" or null removes the picture.
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
  if (typeof value !== "string" || !isAllowedImageUrl(value, deps.config.imageHosts)) {
    const path = holder === ctx.body ? key : `data.${key}`;
    refuse("VALIDATION_ERROR", { issues: [{ path, message: fieldMessages.imageInvalid.id }] });
  }
  return undefined;
};
