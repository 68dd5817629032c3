import { createApp } from "./app";
import { codeIsCurrent, retireUndeliveredCode } from "./auth/code-store";
import { type QueuedEmail, sendQueuedEmails } from "./email/email-queue";
import type { AppEnv } from "./env";
import { type ExportJob, runExportJobs } from "./exports/export-job";
import { scheduled } from "./maintenance/scheduled";

/**
 * Requests go to the Hono app; the Cron Trigger (wrangler.toml) to the scheduled clean-up;
 * the email queue's messages to their sender, the exports queue's to the job that gathers a
 * person's data.
 */
export default {
  fetch: createApp().fetch,
  scheduled,
  queue: (batch, env) =>
    // The exports queue (wrangler.toml) by its name, whatever an environment adds to it.
    batch.queue.includes("exports")
      ? runExportJobs(batch as MessageBatch<ExportJob>, env)
      : sendQueuedEmails(batch as MessageBatch<QueuedEmail>, env, {
          codeIsCurrent: (key, hash) => codeIsCurrent(env.DB, key, hash),
          retireCode: (key, hash) => retireUndeliveredCode(env.KV, env.DB, key, hash),
        }),
} satisfies ExportedHandler<AppEnv>;
