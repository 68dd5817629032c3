import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppContext } from "../lib/context";
import { createRouter } from "../lib/openapi";
import { type FileKind, fileUrl } from "./file-kinds.shared";
import { uploadAvatar, uploadCover } from "./files.routes";
import { uploadPicture } from "./upload";

async function upload(c: Context<AppContext>, kind: FileKind, sha256: string, userId: string) {
  const { key, picture, size, created } = await uploadPicture(c, kind, sha256, userId);
  const url = fileUrl(key);
  const body = { url, contentType: picture.type, size, width: picture.width, height: picture.height };
  if (!created) return c.json(body, 200);
  c.header("Location", url);
  return c.json(body, 201);
}

const uploadCoverHandler: RouteHandler<typeof uploadCover, AppContext> = (c) =>
  upload(c, "cover", c.req.valid("param").sha256, c.get("session").user.id);

const uploadAvatarHandler: RouteHandler<typeof uploadAvatar, AppContext> = (c) =>
  upload(c, "avatar", c.req.valid("param").sha256, c.get("session").user.id);

export const filesRouter = createRouter()
  .openapi(uploadCover, uploadCoverHandler)
  .openapi(uploadAvatar, uploadAvatarHandler);
