import { log } from "../lib/log";
import { FILES_PATH } from "./file-kinds.shared";

/**
 * How uploaded files go (docs/files.md): a file nothing refers to any more (no book's cover,
 * no person's picture) is removed by the scheduled clean-up once FILE_HOLD_MS have passed since
 * its last upload, which leaves a form time to save the file it uploaded. Its row goes first
 * (worker/maintenance/expired-rows.ts), in one statement with the check that nothing refers to
 * it; a trigger queues its object in `file_removal`, deleted from R2 here. A person's files go
 * with their account, the same way.
 */
export const FILE_HOLD_MS = 60 * 60 * 1000;

/** True for a `file` row something still refers to (SQL, of the row as `file`). */
export const FILE_IN_USE = `(EXISTS (SELECT 1 FROM book WHERE book.cover = '${FILES_PATH}' || file.key) OR EXISTS (SELECT 1 FROM user WHERE user.image = '${FILES_PATH}' || file.key))`;

/** R2 deletes up to this many keys in one call. */
const KEYS_PER_DELETE = 1000;

/** Deletes the queued objects from R2, then their queue rows; how many. A failure leaves them queued for the next run. */
export async function removeQueuedFiles(db: D1Database, bucket: R2Bucket): Promise<number> {
  const { results } = await db
    .prepare("SELECT key FROM file_removal ORDER BY since LIMIT ?1")
    .bind(KEYS_PER_DELETE)
    .all<{ key: string }>();
  const keys = results.map(({ key }) => key);
  if (keys.length === 0) return 0;
  await bucket.delete(keys);
  await db
    .prepare("DELETE FROM file_removal WHERE key IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(keys))
    .run();
  return keys.length;
}

/**
 * After a deletion that queued files (an account's pictures): their bytes go now, after the
 * answer, rather than at the next scheduled run. A failure leaves them for that run.
 */
export function removeQueuedFilesSoon(
  ctx: Pick<ExecutionContext, "waitUntil">,
  env: { DB: D1Database; FILES: R2Bucket },
) {
  ctx.waitUntil(
    removeQueuedFiles(env.DB, env.FILES).catch((error: unknown) =>
      log.warn("files.removal_deferred", { error: String(error) }),
    ),
  );
}
