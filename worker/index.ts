import { createApp } from "./app";
import { codeIsCurrent, retireUndeliveredCode } from "./auth/code-store";
import { type QueuedEmail, sendQueuedEmails } from "./email/email-queue";
import type { AppEnv } from "./env";
import { type ExportJob, runExportJobs } from "./exports/export-job";
import { tracedEnv } from "./lib/tracing";
import { scheduled } from "./maintenance/scheduled";

const app = createApp();

/**
 * Requests go to the Hono app; the Cron Trigger (wrangler.toml) to the scheduled clean-up;
 * the email queue's messages to their sender, the exports queue's to the job that gathers a
 * person's data.
 */
export default {
  // KV, R2 and the queue as every request sees them: each call in a span (worker/lib/tracing.ts).
  fetch: (request: Request, env: AppEnv, ctx: ExecutionContext) => app.fetch(request, tracedEnv(env), ctx),
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
