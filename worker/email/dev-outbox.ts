import { EMAIL_MAX_LENGTH } from "../auth/user-email.shared";
import type { Email, Mailer } from "./email";

/**
 * Development transport: prints each email and keeps it in KV for an hour, so the
 * login screen, e2e tests and curious developers can read codes at
 * GET /api/dev/emails?to=EMAIL. Never selected outside APP_ENV=development.
 */
const PREFIX = "dev-outbox:";
const KEEP_SECONDS = 60 * 60;

export interface OutboxEmail extends Email {
  sentAt: string;
}

export function devMailer(kv: KVNamespace): Mailer {
  return {
    async send(email) {
      const sentAt = new Date().toISOString();
      console.log(
        `\n📧 Email to ${email.to}: ${email.subject}${email.code ? `\n   Code: ${email.code}` : ""}${email.link ? `\n   Link: ${email.link}` : ""}\n`,
      );
      // One key per message (no read-modify-write), sortable by time.
      const key = `${PREFIX}${email.to.toLowerCase()}:${sentAt}:${crypto.randomUUID()}`;
      await kv.put(key, JSON.stringify({ ...email, sentAt } satisfies OutboxEmail), {
        expirationTtl: KEEP_SECONDS,
      });
    },
  };
}

/** Emails sent to one address, newest first. */
export async function readOutbox(kv: KVNamespace, to: string): Promise<OutboxEmail[]> {
  // No email goes to a longer address, and its prefix would pass KV's 512-byte key limit
  // (bytes: 200 CJK characters are 600).
  if (new TextEncoder().encode(to).length > EMAIL_MAX_LENGTH) return [];
  const listed = await kv.list({ prefix: `${PREFIX}${to.toLowerCase()}:` });
  const emails = await Promise.all(listed.keys.map((key) => kv.get<OutboxEmail>(key.name, "json")));
  return emails
    .filter((email): email is OutboxEmail => email !== null)
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}
