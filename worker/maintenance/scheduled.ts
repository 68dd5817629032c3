import { type AppEnv, getConfig } from "../env";
import { removeQueuedFiles } from "../files/file-removal";
import { log } from "../lib/log";
import { removeExpiredRows } from "./expired-rows";

/**
 * The Cron Trigger's handler (wrangler.toml `[triggers]`): removes expired rows, then the bytes
 * of the files whose rows went (worker/files/file-removal.ts), and logs how many. A table that fails is logged and the run marked failed, after the
 * other tables are done. How to run it locally: docs/decisions/0018-expired-rows-removed-on-a-schedule.md.
 */
export const scheduled: ExportedHandlerScheduledHandler<AppEnv> = async (controller, env) => {
  const results = await removeExpiredRows(env.DB, controller.scheduledTime, getConfig(env));
  const removed = results.map(({ error, ...counts }) => counts);
  log.info("maintenance.expired_rows_removed", { cron: controller.cron, removed });
  const failed: Array<{ table: string; error?: unknown }> = results.filter((result) => result.error !== undefined);
  try {
    log.info("maintenance.files_removed", { removed: await removeQueuedFiles(env.DB, env.FILES) });
  } catch (error) {
    failed.push({ table: "file_removal", error });
  }
  for (const { table, error } of failed) log.error("maintenance.expired_rows_failed", { table, error });
  if (failed.length > 0)
    throw new Error(`Expired rows not removed from ${failed.map(({ table }) => table).join(", ")}`);
};
