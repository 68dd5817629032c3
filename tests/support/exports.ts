import { env } from "cloudflare:test";
import { hex } from "@better-auth/utils/hex";
import { tokenHash } from "../../worker/exports/export-job";
import { EXPORT_KEEP_MS, exportObjectKey } from "../../worker/exports/export-policy";

/**
 * A copy of a person's data as the exports job leaves it (ready, in R2, its link's token
 * hashed in its row), without waiting for the queue: its link's path.
 */
export async function readyExport(userId: string): Promise<string> {
  const id = crypto.randomUUID();
  const token = hex.encode(crypto.getRandomValues(new Uint8Array(32)));
  const body = JSON.stringify({ profile: { id: userId } });
  const now = Date.now();
  await env.FILES.put(exportObjectKey(userId, id), body, {
    httpMetadata: { contentType: "application/json; charset=utf-8" },
  });
  await env.DB.prepare(
    `INSERT INTO account_export (id, user_id, locale, status, object_key, format, size, token_hash, requested_at, ready_at, expires_at)
     VALUES (?1, ?2, 'en', 'ready', ?3, 'json', ?4, ?5, ?6, ?6, ?7)`,
  )
    .bind(id, userId, exportObjectKey(userId, id), body.length, await tokenHash(token), now, now + EXPORT_KEEP_MS)
    .run();
  return `/files/exports/${userId}/${token}`;
}
