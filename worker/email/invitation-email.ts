import { msg } from "@lingui/core/macro";
import { highestRole } from "../auth/organization-policy.shared";
import { i18nFor } from "../i18n/i18n";
import type { Locale } from "../i18n/locales.shared";
import { escapeHtml } from "../lib/html.shared";
import type { Email } from "./email";

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
 * A value typed by someone (a name, an organization) set apart from the sentence around it
 * (first-strong isolate … pop directional isolate): an Arabic name in an English sentence, or
 * a Latin address in an Arabic one, keeps its own direction and does not reorder the rest.
 */
const isolate = (value: string) => `\u2068${value}\u2069`;

/**
 * The invitation to join an organization, in the language of the person who sent it (the
 * only one known): who invites, to what, with which role, until when, and the link.
 */
export function invitationEmail(input: InvitationEmailInput): Email {
  const { to, organizationName, inviterName, inviterEmail, expiresAt, link, locale } = input;
  const i18n = i18nFor(locale);
  const role = highestRole(input.role);
  const inviter = isolate(inviterName || inviterEmail);
  // The address too, when there is a name: it is how the recipient knows who this is.
  const inviterInFull = inviterName ? `${isolate(inviterName)} (${isolate(inviterEmail)})` : isolate(inviterEmail);
  const organization = isolate(organizationName);
  // The recipient's time zone is unknown: the date says it is UTC.
  const expires = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(
    expiresAt,
  );
  const subject = i18n._(msg`${inviter} invited you to ${organization}`);
  // One sentence per role, not a role word dropped into one: a role's article, capital and
  // the words before it change with the language.
  const intro = i18n._(
    {
      owner: msg`${inviterInFull} invited you to join ${organization} as an owner.`,
      admin: msg`${inviterInFull} invited you to join ${organization} as an admin.`,
      member: msg`${inviterInFull} invited you to join ${organization} as a member.`,
    }[role],
  );
  const action = i18n._(msg`Open the invitation`);
  const validity = i18n._(msg`The invitation is valid until ${expires} (UTC).`);
  const ignore = i18n._(msg`If you did not expect it, you can ignore this email.`);
  const dir = locale === "ar" ? "rtl" : "ltr";

  return {
    to,
    subject,
    link,
    text: `${intro}\n\n${action}: ${link}\n\n${validity}\n${ignore}\n`,
    html: `<!doctype html>
<html lang="${locale}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#1f1f1f">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#1f1f1f;color:#ffffff;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="word-break:break-all"><bdi dir="ltr">${escapeHtml(link)}</bdi></p>
<p>${escapeHtml(validity)}</p>
<p style="color:#6b6b6b">${escapeHtml(ignore)}</p>
</body></html>`,
  };
}
