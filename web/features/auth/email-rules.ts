import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * name@domain.tld, nothing more: the server (zod's stricter pattern) has the final word and
 * answers a refused address with a message of its own. The sign-in screen carries no schema
 * library for one field (docs/decisions/0012-performance-budgets.md).
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** 'Email is required', 'Email is invalid', in the user's language. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** A form validator: the error to show under the field, or nothing. */
export function emailError(i18n: I18n, value: string): string | undefined {
  const email = value.trim();
  if (!email) return i18n._(msg`Email is required`);
  if (!isEmail(email)) return i18n._(msg`Email is invalid`);
  return undefined;
}
