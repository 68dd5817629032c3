import { directionOf, type Locale } from "../i18n/locales.shared";

/** An email as every transport sends it. */
export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-time code a code email carries; only the dev outbox keeps it. */
  code?: string;
  /** The link an invitation email carries; only the dev outbox keeps it. */
  link?: string;
}

/**
 * How email leaves the Worker. The transports implement it and import it from here; the one
 * in use is chosen by createMailer() (mailer.ts).
 */
export interface Mailer {
  send(email: Email): Promise<void>;
}

/** A label and its link in a plain-text email: French puts a no-break space before the colon. */
export function labelledLink(locale: Locale, label: string, link: string): string {
  return `${label}${locale === "fr" ? "\u00a0:" : ":"} ${link}`;
}

/**
 * An email's HTML document around `body` (its paragraphs, already escaped): in the
 * language and direction it is written in, in the one font stack and colour every email uses.
 */
export function emailHtml(locale: Locale, body: string): string {
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:system-ui,sans-serif;color:#1f1f1f">
${body}
</body></html>`;
}
