import { msg } from "@lingui/core/macro";
import type { AppEnv } from "../env";
import { i18nFor } from "../i18n/i18n";
import type { Locale } from "../i18n/locales.shared";
import { escapeHtml } from "../lib/html.shared";
import { type Email, emailHtml } from "./email";
import { queueNotice } from "./email-queue";

export interface SecondFactorResetInput {
  to: string;
  resetAt: Date;
  locale: Locale;
}

/**
 * The notice a person gets when an administrator resets their two-step sign-in: their
 * account now opens with an emailed code alone, so if they did not ask for it they must say
 * so. No link, as the other notices (worker/email/email-changed-email.ts).
 */
export function secondFactorResetEmail({ to, resetAt, locale }: SecondFactorResetInput): Email {
  const i18n = i18nFor(locale);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(
    resetAt,
  );
  const subject = i18n._(msg`Your two-step sign-in was reset`);
  const what = i18n._(
    msg`An administrator turned off two-step sign-in on your account on ${when} (UTC): signing in now asks only for a code sent to this address. Your recovery codes and trusted devices no longer work.`,
  );
  const again = i18n._(msg`Turn it on again from your account's settings once you can sign in.`);
  const act = i18n._(msg`If you did not ask for this, contact your administrator at once.`);
  return {
    to,
    subject,
    text: `${what}\n\n${again}\n${act}\n`,
    html: emailHtml(
      locale,
      `<p>${escapeHtml(what)}</p>
<p>${escapeHtml(again)}</p>
<p><strong>${escapeHtml(act)}</strong></p>`,
    ),
  };
}

/** Sends the notice through the email queue; the reset stands whether or not it leaves. */
export function noticeSecondFactorReset(env: AppEnv, input: SecondFactorResetInput): Promise<void> {
  return queueNotice(env, secondFactorResetEmail(input), "account.second_factor_reset_notice");
}
