import { env } from "cloudflare:test";
import avif from "../fixtures/pictures/cover.avif?inline";
import jpeg from "../fixtures/pictures/cover.jpg?inline";
import png from "../fixtures/pictures/cover.png?inline";
import webp from "../fixtures/pictures/cover.webp?inline";
import { type CallOptions, call } from "./worker";

const bytesOf = (dataUrl: string) => Uint8Array.from(atob(dataUrl.split(",")[1] ?? ""), (char) => char.charCodeAt(0));

/** Real 60 × 90 pictures, one per allowed type (made with ImageMagick). */
export const PICTURES = {
  "image/png": bytesOf(png),
  "image/jpeg": bytesOf(jpeg),
  "image/webp": bytesOf(webp),
  "image/avif": bytesOf(avif),
} as const;

export const text = (value: string) => new TextEncoder().encode(value) as Uint8Array<ArrayBuffer>;

export function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

export async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A PNG header of any size: signature, IHDR and IEND, padded with zeros to `size` bytes. The
 * Worker reads a header, not pixels, so this stands for a picture of those dimensions.
 */
export function pngOf(width: number, height: number, size = 0): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array(33 + 12);
  const view = new DataView(header.buffer);
  header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  view.setUint32(8, 13);
  header.set(text("IHDR"), 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  header.set([8, 6, 0, 0, 0], 24);
  view.setUint32(33, 0);
  header.set(text("IEND"), 37);
  const bytes = new Uint8Array(Math.max(size, header.length));
  bytes.set(header);
  return bytes;
}

export type UploadKind = "covers" | "avatars";

/** The request that uploads these bytes, named by their own hash unless told: its path and options. */
export async function uploadRequest(
  kind: UploadKind,
  bytes: Uint8Array<ArrayBuffer>,
  options: CallOptions & { name?: string } = {},
): Promise<[string, CallOptions]> {
  const { name, headers, ...rest } = options;
  return [
    `/api/files/${kind}/${name ?? (await sha256(bytes))}`,
    {
      ...rest,
      method: "PUT",
      body: bytes,
      headers: { "content-type": "image/png", "content-length": String(bytes.length), ...headers },
    },
  ];
}

/** PUT /api/files/<kind>/<sha256> with these bytes and their length. */
export async function upload(
  kind: UploadKind,
  bytes: Uint8Array<ArrayBuffer>,
  options: CallOptions & { name?: string } = {},
): Promise<Response> {
  return call(...(await uploadRequest(kind, bytes, options)));
}

/** The keys the FILES bucket holds. */
export async function storedKeys(): Promise<string[]> {
  const listed = await env.FILES.list();
  return listed.objects.map((object) => object.key).sort();
}
