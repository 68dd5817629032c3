import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { z } from "zod";

/** Spec §5: 'Email is required', 'Email is invalid', in the user's language. */
export function emailSchema(i18n: I18n) {
  return z
    .string()
    .trim()
    .min(1, i18n._(msg`Email is required`))
    .pipe(z.email(i18n._(msg`Email is invalid`)));
}

export function isEmail(value: string): boolean {
  return z.email().safeParse(value).success;
}
