import { created, guardedRoute, jsonContent } from "../lib/api-routes";
import type { ErrorCode } from "../lib/errors";
import type { ApiTag } from "../lib/openapi";
import { FileParams, PictureBody, UploadedFileSchema } from "./files.schemas";

/** The uploads' contract (docs/files.md), served at /api/openapi.json. */
export const filesTag: ApiTag = {
  name: "Files",
  description:
    "Pictures people upload (book covers, profile pictures): `PUT` the bytes to their SHA-256's name, then give the answer's `url` to the book or the account. Files are served at `/files/…`",
};
const tags = [filesTag.name];

const UPLOAD_ERRORS: ErrorCode[] = [
  "LENGTH_REQUIRED",
  "FILE_TOO_LARGE",
  "UNSUPPORTED_FILE_TYPE",
  "PICTURE_HOLDS_MARKUP",
  "IMAGE_DIMENSIONS_TOO_LARGE",
  "UPLOAD_INCOMPLETE",
  "HASH_MISMATCH",
  "FILE_BUSY",
  "UPLOAD_LIMIT_REACHED",
];

const DESCRIPTION =
  "The body is the file itself, with its `Content-Length`: a PNG, JPEG, WebP or AVIF picture (by its bytes), at most 5 MB and 4,096 pixels a side unless the deployment says otherwise, without markup. It is stored once whoever uploads the same bytes again (200). A file nothing refers to is removed an hour after its last upload.";

const responses = {
  200: { description: "These bytes were already stored", content: jsonContent(UploadedFileSchema) },
  201: created("Stored", UploadedFileSchema),
};

export const uploadCover = guardedRoute({
  operationId: "uploadCover",
  method: "put",
  path: "/files/covers/{sha256}",
  tags,
  summary: "Upload a book cover",
  description: `${DESCRIPTION} Needs the right to change books.`,
  permissions: { book: ["update"] },
  request: { params: FileParams, body: { required: true, content: PictureBody } },
  responses,
  errors: UPLOAD_ERRORS,
});

export const uploadAvatar = guardedRoute({
  operationId: "uploadAvatar",
  method: "put",
  path: "/files/avatars/{sha256}",
  tags,
  summary: "Upload my profile picture",
  description: `${DESCRIPTION} Stored under my own account, removed with it; set it with better-auth's \`POST /api/auth/update-user\` (\`image\`).`,
  permissions: { account: ["update"] },
  request: { params: FileParams, body: { required: true, content: PictureBody } },
  responses,
  errors: UPLOAD_ERRORS,
});
