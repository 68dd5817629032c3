import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { vi } from "vitest";
import worker from "../../worker/index";

/** The Cron Trigger firing at `now`: the scheduled clean-up, its summary line kept quiet. */
export async function runCleanUp(now: number) {
  const logged = vi.spyOn(console, "log").mockImplementation(() => {});
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "*/10 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
  logged.mockRestore();
}
