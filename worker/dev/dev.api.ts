import { Hono } from "hono";
import { readOutbox } from "../email/dev-outbox";
import { getConfig } from "../env";
import type { AppContext } from "../lib/context";
import { ApiError } from "../lib/errors";
import { fieldMessages } from "../lib/field-messages.shared";
import { explainListQueries } from "./query-plans";

/**
 * Development helpers, absent (404) unless the Worker runs locally (APP_ENV development or
 * test) with the dev mail transport. Deliberately left out of the OpenAPI document.
 */
export const devRoutes = new Hono<AppContext>();

devRoutes.use(async (c, next) => {
  if (!getConfig(c.env).devOutbox) throw new ApiError("NOT_FOUND");
  await next();
});

/** The longest `wait` the outbox honours, in milliseconds. */
const OUTBOX_MAX_WAIT_MS = 5000;

/**
 * Emails sent to `to`, newest first. Emails leave through a queue, a moment after the request
 * that sent them: `wait=<ms>` (at most 5000) waits that long for a first one to arrive.
 */
devRoutes.get("/emails", async (c) => {
  const to = c.req.query("to")?.trim();
  if (!to) throw new ApiError("VALIDATION_ERROR", { issues: [{ path: "to", message: fieldMessages.required.id }] });
  const wait = Math.min(Math.max(Number(c.req.query("wait")) || 0, 0), OUTBOX_MAX_WAIT_MS);
  const until = Date.now() + wait;
  let emails = await readOutbox(c.env.KV, to);
  while (emails.length === 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    emails = await readOutbox(c.env.KV, to);
  }
  return c.json(emails);
});

/** How SQLite runs the list queries (`npm run bench` prints it; tests/worker/query-plans.test.ts checks it). */
devRoutes.get("/query-plans", async (c) => c.json(await explainListQueries(c.var.d1)));
