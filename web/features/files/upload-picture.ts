import { createHash } from "@better-auth/utils/hash";
import { client } from "../../lib/api-client";
import { unwrap } from "../../lib/api-error";

/** Where a picture goes: a book's cover, or the person's own picture. */
export type PictureKind = "covers" | "avatars";

/**
 * Sends a picture to the files API: its bytes as the body, named by their SHA-256, which the
 * Worker checks as they arrive (decision 0050). The answer's `url` is what a book's cover or an
 * account's picture takes; an error is the API's, in the person's language.
 */
export async function uploadPicture(kind: PictureKind, file: Blob) {
  const sha256 = await createHash("SHA-256", "hex").digest(await file.arrayBuffer());
  const init = { body: file, headers: { "content-type": file.type || "application/octet-stream" } };
  return kind === "covers"
    ? unwrap(client.api.files.covers[":sha256"].$put({ param: { sha256 } }, { init }))
    : unwrap(client.api.files.avatars[":sha256"].$put({ param: { sha256 } }, { init }));
}
