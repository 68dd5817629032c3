import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import type { QueuedEmail } from "../../worker/email/email-queue";
import worker from "../../worker/index";
import { bindingsWith } from "./security-input";

/**
 * One delivery of one queued email to the Worker's consumer, as the queue would make it on
 * try `attempts`: whether the consumer acknowledged it, or after how many seconds it asked
 * for the next try.
 */
export async function consume(bindings: Cloudflare.Env, body: QueuedEmail, attempts: number) {
  const id = crypto.randomUUID();
  const batch = createMessageBatch<QueuedEmail>("edgestart-email", [{ id, timestamp: new Date(), attempts, body }]);
  // The queue's result records that a message is retried, not after how long: the delay is
  // read from the call itself.
  const retries: Array<QueueRetryOptions | undefined> = [];
  const [message] = batch.messages;
  const retry = message?.retry.bind(message);
  if (message && retry) {
    message.retry = (options) => {
      retries.push(options);
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await (worker as ExportedHandler<Cloudflare.Env>).queue?.(batch, bindings, ctx);
  const result = await getQueueResult(batch, ctx);
  const retried = result.retryMessages.some((retried) => retried.msgId === id);
  return { acked: result.explicitAcks.includes(id), retriedAfter: retried ? retries[0]?.delaySeconds : undefined };
}

/** A queue binding that keeps what is sent to it, for a test to deliver itself. */
export function keptQueue(): { queue: Queue; kept: QueuedEmail[] } {
  const kept: QueuedEmail[] = [];
  const queue = {
    async send(body: QueuedEmail) {
      kept.push(body);
    },
  } as unknown as Queue;
  return { queue, kept };
}

/** A Cloudflare Email Service binding that fails its first `failures` sends. */
export function flakyMail(failures: number) {
  const sent: string[] = [];
  let tries = 0;
  const binding = {
    async send(message: { to: string }) {
      tries += 1;
      if (tries <= failures) throw new Error("Email Service unavailable (injected fault)");
      sent.push(message.to);
    },
  } as unknown as SendEmail;
  return { bindings: bindingsWith({ EMAIL: binding, EMAIL_TRANSPORT: "cloudflare" }), sent, tries: () => tries };
}
