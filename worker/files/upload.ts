import { hex } from "@better-auth/utils/hex";
import type { Context } from "hono";
import { consumeQuotas } from "../auth/quota";
import { getConfig } from "../env";
import type { AppContext } from "../lib/context";
import { ApiError, type ErrorCode } from "../lib/errors";
import { recordEvent } from "../lib/product-events";
import { FILE_KINDS, type FileKind, fileKey, megabytes } from "./file-kinds.shared";
import { removeQueuedFilesSoon } from "./file-removal";
import { MarkupScanner, type Picture, pictureOf } from "./picture-bytes";

const DAY_SECONDS = 24 * 60 * 60;

/** An upload still writing after this has failed without saying so (its Worker went away): another may take its place. */
const UNFINISHED_AFTER_MS = 10 * 60 * 1000;

/** What an upload answers: the stored file, and whether these bytes were new. */
export interface Uploaded {
  key: string;
  picture: Picture;
  size: number;
  created: boolean;
}

/** The whole of `a` then `b`. */
function joined(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(a.length + b.length);
  bytes.set(a);
  bytes.set(b, a.length);
  return bytes;
}

/** Refused, with nothing stored: the reader is let go (the rest of the body is never read). */
async function refuse(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  code: ErrorCode,
  values?: Record<string, string>,
): Promise<never> {
  await reader.cancel().catch(() => undefined);
  throw new ApiError(code, values ? { values } : {});
}

/**
 * A picture streamed into R2 (decision 0050): its name is the SHA-256 the client computed, and
 * the bytes pass through on their way to the bucket, counted, searched for markup and hashed,
 * never held whole. Its header is read first: a file that is no allowed picture, or too large
 * in bytes or pixels, is refused before anything is written. The row goes in before the bytes
 * (so the scheduled clean-up never deletes an object an upload is writing), held by this
 * upload alone, and marked stored once R2 has them all; any failure takes it back, and R2 keeps
 * nothing of a stream that errors.
 */
export async function uploadPicture(
  c: Context<AppContext>,
  kind: FileKind,
  sha256: string,
  userId: string,
): Promise<Uploaded> {
  const { uploads } = getConfig(c.env);
  const announced = c.req.header("content-length");
  const length = Number(announced);
  if (!announced || !Number.isSafeInteger(length) || length < 0) throw new ApiError("LENGTH_REQUIRED");
  if (length > uploads.maxBytes)
    throw new ApiError("FILE_TOO_LARGE", { values: { maximum: megabytes(uploads.maxBytes, c.get("language")) } });
  const body = c.req.raw.body;
  if (!body || length === 0) throw new ApiError("UNSUPPORTED_FILE_TYPE");
  const reader = body.getReader();

  let head: Uint8Array<ArrayBuffer> = new Uint8Array(0);
  let picture: Picture | undefined;
  let ended = false;
  while (!picture) {
    const verdict = pictureOf(head, ended || head.length >= length);
    if ("refused" in verdict) return refuse(reader, verdict.refused);
    if ("picture" in verdict) {
      picture = verdict.picture;
      break;
    }
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
    if (done) ended = true;
    else head = joined(head, value);
    if (head.length > length || (ended && head.length < length)) return refuse(reader, "UPLOAD_INCOMPLETE");
  }
  if (picture.width > uploads.maxSide || picture.height > uploads.maxSide) {
    return refuse(reader, "IMAGE_DIMENSIONS_TOO_LARGE", { maximum: String(uploads.maxSide) });
  }

  const now = Date.now();
  const quota = await consumeQuotas(
    c.var.d1,
    [
      { key: `upload:${userId}`, rules: [{ window: DAY_SECONDS, max: uploads.perDay }] },
      { key: `upload-bytes:${userId}`, rules: [{ window: DAY_SECONDS, max: uploads.bytesPerDay }], amount: length },
    ],
    now,
  );
  if (!quota.allowed) {
    await reader.cancel().catch(() => undefined);
    throw new ApiError("UPLOAD_LIMIT_REACHED", { headers: { "retry-after": String(quota.retryAfter) } });
  }

  const key = fileKey(kind, sha256, userId);
  const attempt = crypto.randomUUID();
  // A new row, or one an upload left unfinished long ago; never a stored file (checked below)
  // nor one another upload is writing, and not while the clean-up is deleting these bytes.
  const claimed = await c.var.d1
    .prepare(
      `INSERT INTO file (key, kind, owner_id, uploaded_by, content_type, size, width, height, uploaded_at, attempt, stored)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 0
       WHERE NOT EXISTS (SELECT 1 FROM file_removal WHERE key = ?1)
       ON CONFLICT (key) DO UPDATE SET uploaded_at = excluded.uploaded_at, attempt = excluded.attempt,
         uploaded_by = excluded.uploaded_by
       WHERE file.stored = 0 AND file.uploaded_at < excluded.uploaded_at - ?11
       RETURNING key`,
    )
    .bind(
      key,
      kind,
      FILE_KINDS[kind].personal ? userId : null,
      userId,
      picture.type,
      length,
      picture.width,
      picture.height,
      now,
      attempt,
      UNFINISHED_AFTER_MS,
    )
    .first();
  if (!claimed) return uploadedAgain(c, reader, { key, head, length, sha256, now });

  let refusal: ErrorCode | undefined;
  try {
    await c.env.FILES.put(
      key,
      checkedStream(reader, head, length, sha256, (code) => (refusal = code)),
      {
        // R2 checks the hash too, before it keeps anything.
        sha256,
        httpMetadata: { contentType: picture.type },
        customMetadata: { width: String(picture.width), height: String(picture.height) },
      },
    );
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    // Whatever failed, its row goes: R2 kept nothing of it.
    await c.var.d1.prepare("DELETE FROM file WHERE key = ?1 AND attempt = ?2 AND stored = 0").bind(key, attempt).run();
    if (refusal) throw new ApiError(refusal);
    throw error;
  }
  const stored = await c.var.d1
    .prepare("UPDATE file SET stored = 1 WHERE key = ?1 AND attempt = ?2 RETURNING key")
    .bind(key, attempt)
    .first();
  if (!stored) {
    // The row went while the bytes came (its person was deleted): the bytes follow it, through
    // the clean-up's queue, unless another upload holds the row by now.
    await c.var.d1
      .prepare(
        `INSERT OR IGNORE INTO file_removal (key, since)
         SELECT ?1, ?2 WHERE NOT EXISTS (SELECT 1 FROM file WHERE key = ?1)`,
      )
      .bind(key, now)
      .run();
    removeQueuedFilesSoon(c.executionCtx, c.env);
    throw new ApiError("FILE_BUSY");
  }
  recordEvent("file.upload", kind);
  return { key, picture, size: length, created: true };
}

/**
 * The name is taken: by a stored file, whose bytes are checked against it before it counts as
 * uploaded again (the same answer, its hold renewed); by an upload still writing it; or by
 * bytes the clean-up is deleting (409, until it has).
 */
async function uploadedAgain(
  c: Context<AppContext>,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  upload: { key: string; head: Uint8Array; length: number; sha256: string; now: number },
): Promise<Uploaded> {
  const { key, head, length, sha256, now } = upload;
  const stored = await c.var.d1.prepare("SELECT 1 FROM file WHERE key = ?1 AND stored = 1").bind(key).first();
  if (!stored) return refuse(reader, "FILE_BUSY");
  let refusal: ErrorCode | undefined;
  try {
    await checkedStream(reader, head, length, sha256, (code) => (refusal = code)).pipeTo(new WritableStream());
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (refusal) throw new ApiError(refusal);
    throw error;
  }
  const touched = await c.var.d1
    .prepare(
      `UPDATE file SET uploaded_at = max(uploaded_at, ?2) WHERE key = ?1 AND stored = 1
       RETURNING content_type AS type, width, height, size`,
    )
    .bind(key, now)
    .first<Picture & { size: number }>();
  if (!touched) throw new ApiError("FILE_BUSY");
  const { type, width, height, size } = touched;
  return { key, picture: { type, width, height }, size, created: false };
}

/**
 * The body, from its header on, as R2 takes it (a length known in advance): each chunk counted,
 * searched for markup and hashed. The last chunk is held back until the whole has been checked
 * and its hash is the file's name: R2 stores an object once it has every byte it was promised,
 * so a broken rule must keep one back. A failed check errors the stream, which fails the put.
 */
function checkedStream(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  head: Uint8Array,
  length: number,
  sha256: string,
  refused: (code: ErrorCode) => void,
): ReadableStream<Uint8Array> {
  const scanner = new MarkupScanner();
  const digest = new crypto.DigestStream("SHA-256");
  const hashing = digest.getWriter();
  let received = 0;
  let held: Uint8Array | undefined;
  let first: Uint8Array | undefined = head;
  const fail = (code: ErrorCode) => {
    refused(code);
    return new Error(code);
  };
  const next = async () => {
    if (first) {
      const chunk = first;
      first = undefined;
      return chunk;
    }
    try {
      return (await reader.read()).value;
    } catch {
      throw fail("UPLOAD_INCOMPLETE");
    }
  };
  const source = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = await next();
      if (chunk === undefined) {
        if (received !== length) throw fail("UPLOAD_INCOMPLETE");
        if (scanner.foundAtEnd()) throw fail("PICTURE_HOLDS_MARKUP");
        await hashing.close();
        if (hex.encode(await digest.digest) !== sha256) throw fail("HASH_MISMATCH");
        if (held) controller.enqueue(held);
        controller.close();
        return;
      }
      received += chunk.length;
      if (received > length) throw fail("UPLOAD_INCOMPLETE");
      if (scanner.found(chunk)) throw fail("PICTURE_HOLDS_MARKUP");
      await hashing.write(chunk);
      if (held) controller.enqueue(held);
      held = chunk;
    },
    async cancel(reason) {
      await reader.cancel(reason);
    },
  });
  const fixed = new FixedLengthStream(length);
  source.pipeTo(fixed.writable).catch(() => undefined);
  return fixed.readable;
}
