import type { AppEnv } from "../env";
import { log } from "../lib/log";
import { removeExpiredRows } from "./expired-rows";

/**
 * The Cron Trigger's handler (wrangler.toml `[triggers]`): removes expired rows, and logs
 * how many per table. How to run it locally: docs/decisions/0018-expired-rows-removed-on-a-schedule.md.
 */
export const scheduled: ExportedHandlerScheduledHandler<AppEnv> = async (controller, env) => {
  const removed = await removeExpiredRows(env.DB, controller.scheduledTime);
  log.info("maintenance.expired_rows_removed", { cron: controller.cron, removed });
};
