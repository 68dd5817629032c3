import type { Context } from "hono";
import { z } from "zod";
import { isBrowserNavigation, notHereExportPage, serveExport, signedInAsOwner } from "../exports/serve-export";
import { publicRoute } from "../lib/api-routes";
import type { AppContext } from "../lib/context";
import { ApiError } from "../lib/errors";
import { log } from "../lib/log";
import { createRouter } from "../lib/openapi";
import {
  FILES_PATH,
  type FileKind,
  fileName,
  PICTURE_TYPES,
  PICTURE_WIDTHS,
  parseFileKey,
  SHA256_HEX,
} from "./file-kinds.shared";
import { FileParams } from "./files.schemas";

type Parsed = NonNullable<ReturnType<typeof parseFileKey>>;

/**
 * Who may read a kind's files: everyone, for pictures shown to everyone. A private kind names
 * its rule here, as a copy of someone's data does: the route answers 404 to anyone else, as if
 * the file did not exist.
 */
const READERS: Record<FileKind, (file: Parsed, c: Context<AppContext>) => boolean | Promise<boolean>> = {
  cover: () => true,
  avatar: () => true,
  export: (file, c) => signedInAsOwner(c, file.ownerId),
};

/** A hashed name never changes its bytes: kept for a year, never asked again. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The headers every answer about a file carries. */
function fileHeaders(object: R2Object, parsed: Parsed): Headers {
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  const type = object.httpMetadata?.contentType ?? "application/octet-stream";
  headers.set("content-type", type);
  // A name of our own, safe in any header.
  headers.set("content-disposition", `inline; filename="${fileName(parsed.kind, parsed.sha256, type)}"`);
  headers.set("etag", object.httpEtag);
  headers.set("last-modified", object.uploaded.toUTCString());
  headers.set("cache-control", IMMUTABLE);
  headers.set("accept-ranges", "bytes");
  return headers;
}

/**
 * A picture at one of the drawn widths, through Cloudflare Images where the IMAGES binding is
 * set (docs/files.md); undefined where it is not, or when it fails: the original is sent.
 */
async function resized(c: Context<AppContext>, key: string, width: number): Promise<Response | undefined> {
  const images = c.env.IMAGES;
  if (!images) return undefined;
  const original = await c.env.FILES.get(key);
  if (!original) return undefined;
  try {
    const output = await images
      .input(original.body)
      .transform({ width, fit: "scale-down" })
      .output({ format: "image/webp" });
    return output.response();
  } catch (error) {
    log.warn("files.resize_failed", { key, width, error: String(error) });
    return undefined;
  }
}

/**
 * GET and HEAD /files/<key>: a stored file with its type, `nosniff`, an inline disposition with
 * a safe name, a year's immutable cache, its ETag (304) and byte ranges (206, 416).
 */
export async function serveFile(c: Context<AppContext>): Promise<Response> {
  const key = c.req.path.slice(FILES_PATH.length);
  const parsed = parseFileKey(key);
  if (!parsed || !(await READERS[parsed.kind](parsed, c))) {
    if (parsed?.kind === "export" && isBrowserNavigation(c)) return notHereExportPage(c);
    throw new ApiError("NOT_FOUND");
  }
  // Read once, never cached: the name in its address is its token (worker/exports).
  if (parsed.kind === "export") return serveExport(c, parsed.ownerId ?? "", parsed.sha256);

  const width = Number(c.req.query("w"));
  if (c.env.IMAGES && PICTURE_WIDTHS.includes(width as (typeof PICTURE_WIDTHS)[number])) {
    // Each resize is an Images transformation (billed): made once per location, then cached.
    const cacheKey = new Request(new URL(`${c.req.path}?w=${width}`, c.req.url));
    const cached = await caches.default.match(cacheKey);
    // A copy: the cache's own answer has headers the middlewares may not change.
    if (cached) return new Response(c.req.method === "HEAD" ? null : cached.body, cached);
    const variant = await resized(c, key, width);
    if (variant) {
      const headers = new Headers(variant.headers);
      headers.set("cache-control", IMMUTABLE);
      headers.set(
        "content-disposition",
        `inline; filename="${parsed.kind}-${parsed.sha256.slice(0, 12)}-${width}.webp"`,
      );
      const response = new Response(variant.body, { status: 200, headers });
      c.executionCtx.waitUntil(caches.default.put(cacheKey, response.clone()));
      return c.req.method === "HEAD" ? new Response(null, response) : response;
    }
  }

  const head = await c.env.FILES.head(key);
  if (!head) throw new ApiError("NOT_FOUND");
  const headers = fileHeaders(head, parsed);
  const etags = c.req.header("if-none-match");
  if (etags?.split(",").some((tag) => ["*", head.httpEtag].includes(tag.trim().replace(/^W\//, "")))) {
    return new Response(null, { status: 304, headers });
  }
  // A range of the copy the client holds, by its ETag: of another copy, the whole file.
  const ifRange = c.req.header("if-range");
  const range = ifRange && ifRange !== head.httpEtag ? undefined : byteRange(c.req.header("range"), head.size);
  if (range === "unsatisfiable") {
    headers.set("content-range", `bytes */${head.size}`);
    return new Response(null, { status: 416, headers });
  }
  if (c.req.method === "HEAD") {
    headers.set("content-length", String(head.size));
    return new Response(null, { status: 200, headers });
  }
  const object = await c.env.FILES.get(key, range ? { range } : {});
  if (!object) throw new ApiError("NOT_FOUND");
  if (!range) return new Response(object.body, { status: 200, headers });
  headers.set("content-range", `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`);
  return new Response(object.body, { status: 206, headers });
}

/**
 * One range of `bytes=` (RFC 9110): `start-end`, `start-` or `-suffix`. Several ranges, another
 * unit, or a range that is no range (its end before its start) are answered whole, as the RFC
 * allows; a range that starts past the end is 416.
 */
function byteRange(
  header: string | undefined,
  size: number,
): { offset: number; length: number } | "unsatisfiable" | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const [, from = "", to = ""] = match;
  if (from === "") {
    const suffix = Math.min(Number(to), size);
    return suffix === 0 ? "unsatisfiable" : { offset: size - suffix, length: suffix };
  }
  const offset = Number(from);
  if (to !== "" && Number(to) < offset) return undefined;
  if (offset >= size) return "unsatisfiable";
  const last = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  return { offset, length: last - offset + 1 };
}

const FILE_HEADERS = {
  "Content-Type": { description: "What the bytes are", schema: { type: "string" as const } },
  "Last-Modified": { description: "When these bytes were first stored", schema: { type: "string" as const } },
  "Content-Security-Policy": {
    description: "`default-src 'none'; sandbox`: opened on its own, a file runs nothing",
    schema: { type: "string" as const },
  },
  "Content-Disposition": { description: "`inline`, with a safe name", schema: { type: "string" as const } },
  "Cache-Control": {
    description: "`public, max-age=31536000, immutable`: a name's bytes never change",
    schema: { type: "string" as const },
  },
  ETag: { description: "Send it back in `If-None-Match` for a 304", schema: { type: "string" as const } },
  "Accept-Ranges": { description: "`bytes`", schema: { type: "string" as const } },
  "X-Content-Type-Options": { description: "`nosniff`", schema: { type: "string" as const } },
};

const binary = (description: string) => ({
  description,
  headers: FILE_HEADERS,
  content: Object.fromEntries(PICTURE_TYPES.map((type) => [type, { schema: z.string().meta({ format: "binary" }) }])),
});

const fileRoute = <const Params extends z.ZodObject>(kind: FileKind, path: string, params: Params, summary: string) =>
  publicRoute({
    operationId: `get${kind[0]?.toUpperCase()}${kind.slice(1)}File`,
    method: "get",
    path,
    tags: ["Files"],
    summary,
    description: "Anyone may read it: what an upload's `url` names. Outside `/api`, on the same origin.",
    request: {
      params,
      query: z.object({
        w: z
          .enum(PICTURE_WIDTHS.map(String) as [string, ...string[]])
          .optional()
          .meta({ description: "A width to resize to (where Cloudflare Images is bound; else the original)" }),
      }),
      headers: z.object({
        range: z.string().optional().meta({ description: "One byte range, e.g. `bytes=0-1023`" }),
        "if-none-match": z.string().optional().meta({ description: "The ETag of a copy already held" }),
        "if-range": z.string().optional().meta({
          description: "With `Range`: the ETag of the copy the range is of; another copy gets the whole file",
        }),
      }),
    },
    responses: {
      200: binary("The file"),
      206: {
        ...binary("The byte range asked for"),
        headers: {
          ...FILE_HEADERS,
          "Content-Range": { description: "`bytes start-end/size`", schema: { type: "string" as const } },
        },
      },
      304: { description: "The copy held (its ETag, or `*`) is this file", headers: FILE_HEADERS },
      416: {
        description: "The range cannot be served: it starts past the file's end, or asks for its last 0 bytes",
        headers: {
          ...FILE_HEADERS,
          "Content-Range": { description: "`bytes */size`", schema: { type: "string" as const } },
        },
      },
    },
  });

const getCoverFile = fileRoute("cover", "/files/covers/{sha256}", FileParams, "Get a book cover");
const getAvatarFile = fileRoute(
  "avatar",
  "/files/avatars/{userId}/{sha256}",
  FileParams.extend({ userId: z.string().min(1).max(64).meta({ description: "Its person's id" }) }),
  "Get a person's picture",
);

const getExportFile = publicRoute({
  operationId: "getExportFile",
  method: "get",
  path: "/files/exports/{userId}/{token}",
  tags: ["Files"],
  summary: "Download a copy of my data",
  description:
    "The link `POST /api/account/exports` emails: it works once, within 24 hours, in a browser signed in as the person it belongs to (not while an administrator acts as them). Anyone else, a second download and an expired link get 404, as if it did not exist; a browser opening it (`Sec-Fetch-Dest: document`) while not signed in as its owner gets that 404 as an HTML page saying to sign in and open the link again. `HEAD` says whether it still works without spending it. Outside `/api`, on the same origin.",
  request: {
    params: z.object({
      userId: z.string().min(1).max(64).meta({ description: "Its person's id" }),
      token: z.string().regex(SHA256_HEX).meta({
        description: "The link's one-use token, 64 lowercase hex digits",
        example: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
      }),
    }),
  },
  responses: {
    200: {
      description: "The copy: a ZIP (export.json and the person's files) when they have files, else export.json",
      headers: {
        "Content-Type": { description: "`application/zip` or `application/json`", schema: { type: "string" as const } },
        "Content-Disposition": {
          description: "`attachment`, named `my-data-<date>.zip` or `.json`",
          schema: { type: "string" as const },
        },
        "Cache-Control": { description: "`private, no-store`", schema: { type: "string" as const } },
      },
      content: {
        "application/zip": { schema: z.string().meta({ format: "binary" }) },
        "application/json": {
          schema: z.record(z.string(), z.unknown()).meta({
            description:
              "export.json: `profile`, `sessions`, `passkeys`, `memberships`, `events`, `booksCreated`, `files`…",
          }),
        },
      },
    },
    404: {
      description: "Not found",
      content: {
        "text/html": {
          schema: z.string().meta({
            description: "To a browser not signed in as its owner: a page saying to sign in, then open the link again",
          }),
        },
      },
    },
  },
});

/**
 * The files' addresses, outside `/api` (a picture's address stays short, and nothing of the
 * API's applies to it), described in the same document (worker/openapi/openapi.api.ts).
 */
export const fileServingRouter = createRouter()
  .openapi(getCoverFile, serveFile)
  .openapi(getAvatarFile, serveFile)
  .openapi(getExportFile, serveFile);
