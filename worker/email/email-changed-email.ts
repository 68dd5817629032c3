import { msg } from "@lingui/core/macro";
import type { AppEnv } from "../env";
import { i18nFor } from "../i18n/i18n";
import type { Locale } from "../i18n/locales.shared";
import { escapeHtml } from "../lib/html.shared";
import { type Email, emailHtml } from "./email";
import { queueNotice } from "./email-queue";
import { typedText } from "./typed-text";

export interface EmailChangedInput {
  /** The address the account had: the one told. */
  to: string;
  newEmail: string;
  changedAt: Date;
  /** Changed by an administrator, not by the person signed in. */
  byAdministrator: boolean;
  locale: Locale;
}

/**
 * The notice the old address gets when an account's email changes. Whoever changed it now
 * receives every sign-in code, so this is the one word the owner gets if it was not them:
 * when, to what, and what to do. It carries no link: nothing to click in a message an
 * attacker could expect, and no way back in that would not be theirs too.
 */
export function emailChangedEmail({ to, newEmail, changedAt, byAdministrator, locale }: EmailChangedInput): Email {
  const i18n = i18nFor(locale);
  const address = typedText(newEmail);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(
    changedAt,
  );
  const subject = i18n._(msg`The email of your account was changed`);
  const what = i18n._(
    byAdministrator
      ? msg`An administrator changed the email of your account to ${address} on ${when} (UTC). Sign-in codes now go to that address.`
      : msg`The email of your account was changed to ${address} on ${when} (UTC). Sign-in codes now go to that address.`,
  );
  const fine = i18n._(msg`If you expected this, there is nothing to do.`);
  const act = i18n._(
    msg`If you did not, contact your administrator at once: they can give your account its address back and end every session opened with it.`,
  );
  return {
    to,
    subject,
    text: `${what}\n\n${fine}\n${act}\n`,
    html: emailHtml(
      locale,
      `<p>${escapeHtml(what)}</p>
<p>${escapeHtml(fine)}</p>
<p><strong>${escapeHtml(act)}</strong></p>`,
    ),
  };
}

/** Sends the notice through the email queue; the change stands whether or not it leaves. */
export function noticeEmailChange(env: AppEnv, input: EmailChangedInput): Promise<void> {
  return queueNotice(env, emailChangedEmail(input), "account.email_change_notice");
}
