import type { RouteHandler } from "@hono/zod-openapi";
import { consumeQuota } from "../auth/quota";
import { guardedRoute, jsonContent } from "../lib/api-routes";
import type { AppContext } from "../lib/context";
import { ApiError } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { enqueueExport } from "./export-job";
import { EXPORT_KEEP_MS, EXPORT_QUOTA, exportObjectKey } from "./export-policy";
import { ExportRequestedSchema } from "./exports.schemas";

const requestMyDataExport = guardedRoute({
  operationId: "requestMyDataExport",
  method: "post",
  path: "/account/exports",
  tags: ["Account"],
  summary: "Ask for a copy of my data",
  description:
    "Queues a job that gathers everything stored about me (profile, sign-in methods, sessions, passkeys, memberships, invitations sent and received, my audit events, the books I added, my files) into export.json, in a ZIP with my files when I have some, and emails me a link to it. The link (`GET /files/exports/{userId}/{token}`) works once, for 24 hours, in a browser signed in to this account. At most 3 a day; refused in the read-only demo and to an administrator acting as the person.",
  errors: ["EXPORT_LIMIT_REACHED", "IMPERSONATION_REFUSED"],
  responses: {
    202: { description: "Queued: the link will be emailed", content: jsonContent(ExportRequestedSchema) },
  },
});

const requestMyDataExportHandler: RouteHandler<typeof requestMyDataExport, AppContext> = async (c) => {
  const { user, session } = c.get("session");
  // A person's copy is theirs to ask for: an administrator acting as them would spend their
  // day's asks and send them an email they did not ask for, as changing their address would.
  if (session.impersonatedBy) throw new ApiError("IMPERSONATION_REFUSED");
  const userId = user.id;
  const now = Date.now();
  const quota = await consumeQuota(c.var.d1, `export:${userId}`, EXPORT_QUOTA, now);
  if (!quota.allowed) {
    throw new ApiError("EXPORT_LIMIT_REACHED", { headers: { "retry-after": String(quota.retryAfter) } });
  }
  const id = crypto.randomUUID();
  // Until the job has it ready (and gives it its 24 hours), a job that never runs leaves a row
  // the scheduled clean-up takes a day later.
  await c.var.d1
    .prepare(
      `INSERT INTO account_export (id, user_id, locale, status, object_key, requested_at, expires_at)
       VALUES (?1, ?2, ?3, 'pending', ?4, ?5, ?6)`,
    )
    .bind(id, userId, c.get("language"), exportObjectKey(userId, id), now, now + EXPORT_KEEP_MS)
    .run();
  try {
    await enqueueExport(c.env, { exportId: id });
  } catch (error) {
    // Nothing will gather it: the row goes, and the request fails as a whole.
    await c.var.d1.prepare("DELETE FROM account_export WHERE id = ?1").bind(id).run();
    throw error;
  }
  return c.json({ id, status: "pending" as const, requestedAt: new Date(now).toISOString() }, 202);
};

export const exportsRouter = createRouter().openapi(requestMyDataExport, requestMyDataExportHandler);
