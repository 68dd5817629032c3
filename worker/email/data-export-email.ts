import { msg } from "@lingui/core/macro";
import { i18nFor } from "../i18n/i18n";
import type { Locale } from "../i18n/locales.shared";
import { escapeHtml } from "../lib/html.shared";
import { type Email, emailHtml, labelledLink } from "./email";

export interface DataExportEmailInput {
  to: string;
  /** The copy's one-use address, `/files/exports/{userId}/{token}`, in full. */
  link: string;
  /** A ZIP when the copy carries files, else one JSON file. */
  format: "json" | "zip";
  expiresAt: Date;
  locale: Locale;
}

/**
 * The link to the copy of one's data, in the language the person asked in. It says what the
 * link needs (this account, signed in; once; until when) so that a click that answers "not
 * found" is understood, and what to do if they did not ask: only someone signed in as them can.
 */
export function dataExportEmail({ to, link, format, expiresAt, locale }: DataExportEmailInput): Email {
  const i18n = i18nFor(locale);
  // The recipient's time zone is unknown: the date says it is UTC.
  const until = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(
    expiresAt,
  );
  const subject = i18n._(msg`Your data is ready to download`);
  const intro = i18n._(
    format === "zip"
      ? msg`The copy of your data you asked for is ready: a ZIP file with your data (export.json) and the files you uploaded.`
      : msg`The copy of your data you asked for is ready: one JSON file.`,
  );
  const action = i18n._(msg`Download my data`);
  const rules = i18n._(
    msg`The link works once, until ${until} (UTC), and only in a browser where you are signed in to this account.`,
  );
  const unexpected = i18n._(
    msg`If you did not ask for it, someone may be signed in as you: end your other sessions from your account page.`,
  );
  return {
    to,
    subject,
    link,
    text: `${intro}\n\n${labelledLink(locale, action, link)}\n\n${rules}\n${unexpected}\n`,
    html: emailHtml(
      locale,
      `<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#1f1f1f;color:#ffffff;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="word-break:break-all"><bdi dir="ltr">${escapeHtml(link)}</bdi></p>
<p>${escapeHtml(rules)}</p>
<p style="color:#6b6b6b">${escapeHtml(unexpected)}</p>`,
    ),
  };
}
