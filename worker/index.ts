import { createApp } from "./app";
import type { AppEnv } from "./env";
import { scheduled } from "./maintenance/scheduled";

/** Requests go to the Hono app; the Cron Trigger (wrangler.toml) to the scheduled clean-up. */
export default { fetch: createApp().fetch, scheduled } satisfies ExportedHandler<AppEnv>;
