import { type AppEnv, getConfig } from "../env";
import { hashForLogs, log } from "../lib/log";
import type { Email } from "./email";
import { createMailer } from "./mailer";

/**
 * Emails leave through a Cloudflare Queue (wrangler.toml, decision 0033): a request returns
 * once its email is enqueued; this consumer sends it with the configured transport, retrying
 * with growing delays, and the queue moves it to the dead-letter queue after the last try.
 */
export interface QueuedEmail {
  email: Email;
  /**
   * For an email that carries a one-time code: the code's key and stored hash. An email whose
   * code a newer one has replaced is not sent (its code would not work); a code whose email is
   * never delivered is retired, so that no one who reads it later can use it.
   */
  code?: { key: string; hash: string };
}

/** `max_retries` of the consumer in wrangler.toml: the last try is attempt this + 1. */
export const EMAIL_MAX_RETRIES = 3;

/** Seconds before the next try: 10, 20, 40 (all within a code's 5 minutes). */
export const retryDelaySeconds = (attempts: number) => 10 * 2 ** (attempts - 1);

export async function enqueueEmail(env: AppEnv, message: QueuedEmail): Promise<void> {
  await env.EMAIL_QUEUE.send(message, { contentType: "json" });
}

/**
 * A notice about something already done (an account's email changed, its two-step sign-in
 * reset): queued, and logged as `<event>_queued` or `<event>_failed`; what it tells stands
 * whether or not it leaves.
 */
export async function queueNotice(env: AppEnv, email: Email, event: string): Promise<void> {
  const emailHash = await hashForLogs(email.to);
  try {
    await enqueueEmail(env, { email });
    log.info(`${event}_queued`, { emailHash });
  } catch (error) {
    log.error(`${event}_failed`, { emailHash, error });
  }
}

/** What the consumer asks of the code store (worker/auth/code-store.ts). */
export interface EmailConsumerDependencies {
  codeIsCurrent(key: string, hash: string): Promise<boolean>;
  retireCode(key: string, hash: string): Promise<void>;
}

/** The queue's consumer: each message sent once it succeeds, retried until it is dead-lettered. */
export async function sendQueuedEmails(
  batch: MessageBatch<QueuedEmail>,
  env: AppEnv,
  dependencies: EmailConsumerDependencies,
): Promise<void> {
  const mailer = createMailer(env, getConfig(env));
  await Promise.all(
    batch.messages.map(async (message) => {
      const { email, code } = message.body;
      // Two requests for one address at once: only the code that stands is worth an email,
      // and one that arrives after it must not be the one the person types.
      if (code && !(await dependencies.codeIsCurrent(code.key, code.hash))) {
        log.info("email.superseded", { emailHash: await hashForLogs(email.to) });
        message.ack();
        return;
      }
      try {
        await mailer.send(email);
        message.ack();
      } catch (error) {
        if (message.attempts > EMAIL_MAX_RETRIES) {
          // Logged once, on the last try; the message itself goes on to the dead-letter queue.
          const errorId = crypto.randomUUID();
          log.error("email.undelivered", {
            errorId,
            emailHash: await hashForLogs(email.to),
            attempts: message.attempts,
            error,
          });
          if (code) await dependencies.retireCode(code.key, code.hash);
        }
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    }),
  );
}
