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
