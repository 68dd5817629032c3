import { msg, plural } from "@lingui/core/macro";
import { i18nFor } from "../i18n/i18n";
import type { Locale } from "../i18n/locales.shared";
import { escapeHtml } from "../lib/html.shared";
import { type Email, emailHtml } from "./email";

export interface CodeEmailInput {
  to: string;
  code: string;
  /** better-auth's kind of code: "change-email" confirms a new address; any other signs in. */
  type: string;
  expirationMinutes: number;
  locale: Locale;
}

/** The one-time code email, in the language of the request that asked for it. */
export function codeEmail({ to, code, type, expirationMinutes, locale }: CodeEmailInput): Email {
  const i18n = i18nFor(locale);
  const changingEmail = type === "change-email";
  const subject = i18n._(msg`Your verification code`);
  const intro = i18n._(
    changingEmail ? msg`Use this code to make this address your account's email:` : msg`Use this code to sign in:`,
  );
  const validity = i18n._(
    msg`It is valid for the next ${plural(expirationMinutes, { one: "# minute", other: "# minutes" })}.`,
  );
  const ignore = i18n._(
    changingEmail
      ? msg`If you did not ask to change your email to this address, you can ignore this email.`
      : msg`If you did not try to sign in, you can ignore this email.`,
  );

  return {
    to,
    subject,
    code,
    text: `${intro}\n\n${code}\n\n${validity}\n${ignore}\n`,
    html: emailHtml(
      locale,
      `<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:ui-monospace,monospace">${escapeHtml(code)}</p>
<p>${escapeHtml(validity)}</p>
<p style="color:#6b6b6b">${escapeHtml(ignore)}</p>`,
    ),
  };
}
