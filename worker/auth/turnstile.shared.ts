/**
 * Cloudflare Turnstile, which guards the one endpoint that mails a code to any address
 * (docs/decisions/0036-turnstile-on-code-requests.md). Pure, so the SPA reads it too.
 */

/** Where the widget's script and its frame come from: the CSP allows it only when Turnstile is on. */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/** The widget's script, rendered where and when the SPA says rather than on every `.cf-turnstile`. */
export const TURNSTILE_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;

/** Cloudflare's verification endpoint; TURNSTILE_VERIFY_URL replaces it (a local stub in tests). */
export const TURNSTILE_SITEVERIFY_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/siteverify`;

/** The request header better-auth's captcha plugin reads the widget's token from. */
export const CAPTCHA_HEADER = "x-captcha-response";
