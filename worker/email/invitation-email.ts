import { msg } from "@lingui/core/macro";
import { highestRole } from "../auth/organization-policy.shared";
import { i18nFor } from "../i18n/i18n";
import type { Locale } from "../i18n/locales.shared";
import { escapeHtml } from "../lib/html.shared";
import { type Email, emailHtml, labelledLink } from "./email";
import { typedText } from "./typed-text";

export interface InvitationEmailInput {
  to: string;
  organizationName: string;
  inviterName: string;
  inviterEmail: string;
  /** The role, or roles comma-separated, as better-auth stores it. */
  role: string;
  expiresAt: Date;
  /** The invitation's own page, `/app/invitations/{id}/`. */
  link: string;
  locale: Locale;
}

/**
 * The invitation to join an organization, in the language of the person who sent it (the
 * only one known): who invites, to what, with which role, until when, and the link. Every
 * name in it was typed by the inviter, so it reads as theirs: quoted, after "named", beside
 * the inviter's proven address, and never in the subject, which says only that address.
 */
export function invitationEmail(input: InvitationEmailInput): Email {
  const { to, organizationName, inviterName, inviterEmail, expiresAt, link, locale } = input;
  const i18n = i18nFor(locale);
  const role = highestRole(input.role);
  const address = typedText(inviterEmail);
  // The address too, when there is a name: it is how the recipient knows who this is.
  const inviterInFull = inviterName ? `${typedText(inviterName)} (${address})` : address;
  const organization = typedText(organizationName);
  // The recipient's time zone is unknown: the date says it is UTC.
  const expires = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(
    expiresAt,
  );
  const subject = i18n._(msg`${address} invited you to join an organization`);
  // One sentence per role, not a role word dropped into one: a role's article, capital and
  // the words before it change with the language; so do the quotation marks.
  const intro = i18n._(
    {
      owner: msg`${inviterInFull} invited you to join the organization named “${organization}” as an owner.`,
      admin: msg`${inviterInFull} invited you to join the organization named “${organization}” as an admin.`,
      member: msg`${inviterInFull} invited you to join the organization named “${organization}” as a member.`,
    }[role],
  );
  const action = i18n._(msg`Open the invitation`);
  const validity = i18n._(msg`The invitation is valid until ${expires} (UTC).`);
  const ignore = i18n._(msg`If you did not expect it, you can ignore this email.`);

  return {
    to,
    subject,
    link,
    text: `${intro}\n\n${labelledLink(locale, action, link)}\n\n${validity}\n${ignore}\n`,
    html: emailHtml(
      locale,
      `<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#1f1f1f;color:#ffffff;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="word-break:break-all"><bdi dir="ltr">${escapeHtml(link)}</bdi></p>
<p>${escapeHtml(validity)}</p>
<p style="color:#6b6b6b">${escapeHtml(ignore)}</p>`,
    ),
  };
}
