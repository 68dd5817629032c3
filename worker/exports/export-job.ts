import { createHash } from "@better-auth/utils/hash";
import { hex } from "@better-auth/utils/hex";
import { strToU8, type Zippable, zipSync } from "fflate";
import { dataExportEmail } from "../email/data-export-email";
import { enqueueEmail } from "../email/email-queue";
import { type AppEnv, getConfig } from "../env";
import { fileKey, fileName, fileUrl } from "../files/file-kinds.shared";
import { type Locale, locales } from "../i18n/locales.shared";
import { log } from "../lib/log";
import { type ExportFile, gatherExportData } from "./export-data";
import { EXPORT_KEEP_MS, ZIP_FILES_MAX_BYTES } from "./export-policy";

/** What a request puts on the exports queue: the row the job fills. */
export interface ExportJob {
  exportId: string;
}

/** `max_retries` of the exports consumer in wrangler.toml. */
export const EXPORT_MAX_RETRIES = 3;

export async function enqueueExport(env: AppEnv, job: ExportJob): Promise<void> {
  await env.EXPORT_QUEUE.send(job, { contentType: "json" });
}

/** The SHA-256 of a link's token, as its row keeps it. */
export const tokenHash = (token: string): Promise<string> => createHash("SHA-256", "hex").digest(token);

/** A file's name in the ZIP, as its download names it. */
const nameInZip = (file: ExportFile) =>
  `files/${fileName(file.kind, file.key.slice(file.key.lastIndexOf("/") + 1), file.contentType)}`;

/**
 * The copy's bytes: export.json alone, or a ZIP of it and the files R2 holds, up to
 * ZIP_FILES_MAX_BYTES; each file's entry in the JSON says whether the ZIP carries it.
 */
async function packed(
  bucket: R2Bucket,
  document: Record<string, unknown>,
  files: ExportFile[],
): Promise<{ body: Uint8Array; format: "json" | "zip" }> {
  const carried: Zippable = {};
  const inZip = new Map<string, string>();
  let total = 0;
  for (const file of files) {
    if (total + file.size > ZIP_FILES_MAX_BYTES) continue;
    const object = await bucket.get(file.key);
    if (!object) continue;
    // Pictures are compressed already: stored as they are, which also costs no CPU.
    carried[nameInZip(file)] = [new Uint8Array(await object.arrayBuffer()), { level: 0 }];
    inZip.set(file.key, nameInZip(file));
    total += file.size;
  }
  const listed = Array.isArray(document.files) ? (document.files as Array<{ key: string }>) : [];
  const json = JSON.stringify(
    { ...document, files: listed.map((file) => ({ ...file, inZip: inZip.get(file.key) ?? null })) },
    null,
    2,
  );
  if (inZip.size === 0) return { body: strToU8(json), format: "json" };
  return { body: zipSync({ "export.json": strToU8(json), ...carried }, { level: 6 }), format: "zip" };
}

/**
 * One export: the person's data gathered, stored in R2 under the row's key, a new one-use
 * token's hash written to the row, then the link emailed. A row that is gone (its person
 * deleted, expired) or downloaded is left be; a retry after a failure redoes it all with a new
 * token, so only the last email's link works. The job writes with `env.DB`: no request, no
 * audit context, so it records no event (decision 0040).
 */
export async function runExport(env: AppEnv, exportId: string, now = Date.now()): Promise<void> {
  const row = await env.DB.prepare(
    "SELECT user_id, locale, object_key FROM account_export WHERE id = ?1 AND downloaded_at IS NULL AND expires_at > ?2",
  )
    .bind(exportId, now)
    .first<{ user_id: string; locale: string; object_key: string }>();
  if (!row) return;
  const data = await gatherExportData(env.DB, row.user_id, new Date(now));
  if (!data) return;
  const { body, format } = await packed(env.FILES, data.document, data.files);
  await env.FILES.put(row.object_key, body, {
    httpMetadata: { contentType: format === "zip" ? "application/zip" : "application/json; charset=utf-8" },
  });

  const token = hex.encode(crypto.getRandomValues(new Uint8Array(32)));
  const expiresAt = now + EXPORT_KEEP_MS;
  const ready = await env.DB.prepare(
    `UPDATE account_export SET status = 'ready', format = ?2, size = ?3, token_hash = ?4, ready_at = ?5, expires_at = ?6
     WHERE id = ?1 AND downloaded_at IS NULL RETURNING id`,
  )
    .bind(exportId, format, body.byteLength, await tokenHash(token), now, expiresAt)
    .first();
  if (!ready) {
    // Its person was deleted while it was being gathered: their removal took the row and
    // queued a key R2 did not hold yet.
    await env.FILES.delete(row.object_key);
    return;
  }
  const locale = (locales as readonly string[]).includes(row.locale) ? (row.locale as Locale) : "en";
  const link = new URL(fileUrl(fileKey("export", token, row.user_id)), getConfig(env).baseURL).href;
  await enqueueEmail(env, {
    email: dataExportEmail({ to: data.email, link, format, expiresAt: new Date(expiresAt), locale }),
  });
  log.info("export.ready", { exportId, format, size: body.byteLength, files: data.files.length });
}

/** The exports queue's consumer: one job at a time (each may hold a person's files in memory). */
export async function runExportJobs(batch: MessageBatch<ExportJob>, env: AppEnv): Promise<void> {
  for (const message of batch.messages) {
    try {
      await runExport(env, message.body.exportId);
      message.ack();
    } catch (error) {
      if (message.attempts > EXPORT_MAX_RETRIES) {
        log.error("export.failed", { exportId: message.body.exportId, attempts: message.attempts, error });
      }
      message.retry({ delaySeconds: 30 * message.attempts });
    }
  }
}
