import { HEIF } from "image-size/types/heif";
import { JPG } from "image-size/types/jpg";
import { PNG } from "image-size/types/png";
import { WEBP } from "image-size/types/webp";
import type { PictureType } from "./file-kinds.shared";

/**
 * What an upload's bytes are, read from the bytes alone: the name and the declared type are
 * never trusted. image-size reads each format's header; which formats are allowed, and the
 * exact magic numbers, are ours.
 */
export interface Picture {
  type: PictureType;
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

const FORMATS: ReadonlyArray<{
  type: PictureType;
  is: (head: Uint8Array) => boolean;
  size: {
    calculate: (input: Uint8Array) => {
      width?: number;
      height?: number;
      images?: Array<{ width?: number; height?: number }>;
    };
  };
}> = [
  {
    type: "image/png",
    is: (head) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => head[index] === byte),
    size: PNG,
  },
  { type: "image/jpeg", is: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff, size: JPG },
  {
    type: "image/webp",
    is: (head) => ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 15) === "WEBPVP8",
    size: WEBP,
  },
  // An AVIF still image: its ISO box header's major brand (an animated one, `avis`, is not allowed).
  { type: "image/avif", is: (head) => ascii(head, 4, 12) === "ftypavif", size: HEIF },
];

/** Bytes enough to tell the formats apart. */
const MAGIC_BYTES = 16;

/** As far as a picture's header may go (a JPEG's metadata comes before its size). */
export const HEAD_MAX_BYTES = 1024 * 1024;

export type PictureVerdict = { picture: Picture } | { refused: "UNSUPPORTED_FILE_TYPE" } | { more: true };

/**
 * The picture `head` starts, once it holds enough of it; `whole` when no more bytes will come.
 * Anything not one of the four formats, or whose header does not read, is refused.
 */
export function pictureOf(head: Uint8Array, whole: boolean): PictureVerdict {
  if (head.length < MAGIC_BYTES && !whole) return { more: true };
  const format = FORMATS.find(({ is }) => is(head));
  if (!format) return { refused: "UNSUPPORTED_FILE_TYPE" };
  try {
    const size = format.size.calculate(head);
    // An AVIF lists a size per image it holds (the picture, a thumbnail, its alpha), in any
    // order: the largest is what a browser may have to draw.
    const sizes = size.images ?? [size];
    const width = Math.max(...sizes.map((each) => each.width ?? 0));
    const height = Math.max(...sizes.map((each) => each.height ?? 0));
    if (!width || !height) return { refused: "UNSUPPORTED_FILE_TYPE" };
    return { picture: { type: format.type, width, height } };
  } catch {
    // A header cut short reads as broken: wait for more of it, up to where a header may go.
    return whole || head.length >= HEAD_MAX_BYTES ? { refused: "UNSUPPORTED_FILE_TYPE" } : { more: true };
  }
}

const encode = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
/**
 * Markup a browser or a parser would act on, as an HTML or SVG polyglot carries it: a tag's name
 * (then a space, `/` or `>`), or a declaration.
 */
const PATTERNS = [
  ...["html", "head", "body", "script", "svg", "iframe", "object", "embed", "meta"].map((name) => ({
    bytes: encode(name),
    tag: true,
  })),
  ...["!doctype", "?xml", "!entity"].map((declaration) => ({ bytes: encode(declaration), tag: false })),
];
/** A pattern with `<` and the byte after it. */
const LONGEST = Math.max(...PATTERNS.map(({ bytes }) => bytes.length)) + 2;
const LESS_THAN = 0x3c;

const isLetter = (byte: number) => byte >= 0x61 && byte <= 0x7a;
/** The bytes that may follow `<` in a pattern, in either case: most `<` in picture data are past at once. */
const STARTS = new Uint8Array(256);
for (const { bytes } of PATTERNS) {
  const first = bytes[0] ?? 0;
  STARTS[first] = 1;
  if (isLetter(first)) STARTS[first - 0x20] = 1;
}
/** After a tag's name: whitespace, `/` or `>` (so "<svgx" is not a tag). */
const ENDS_NAME = new Uint8Array(256);
for (const byte of [0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x2f, 0x3e]) ENDS_NAME[byte] = 1;

/** Whether markup starts at the `<` at `at`; past the end of `bytes`, a tag's name is taken as ended. */
function markupAt(bytes: Uint8Array, at: number): boolean {
  if (!STARTS[bytes[at + 1] ?? 0]) return false;
  for (const { bytes: pattern, tag } of PATTERNS) {
    let index = 0;
    for (; index < pattern.length; index++) {
      const byte = bytes[at + 1 + index];
      const expected = pattern[index] ?? 0;
      if (byte === undefined || (isLetter(expected) ? (byte | 0x20) !== expected : byte !== expected)) break;
    }
    if (index < pattern.length) continue;
    const after = bytes[at + 1 + pattern.length];
    if (!tag || after === undefined || ENDS_NAME[after]) return true;
  }
  return false;
}

/** Whether markup starts at a `<` of `bytes` before `before`. */
function markupIn(bytes: Uint8Array, before: number): boolean {
  for (let at = bytes.indexOf(LESS_THAN); at !== -1 && at < before; at = bytes.indexOf(LESS_THAN, at + 1)) {
    if (markupAt(bytes, at)) return true;
  }
  return false;
}

/**
 * Finds markup anywhere in a stream of chunks, whatever the chunk boundaries: a picture that is
 * also an HTML page or an SVG document is refused. The end of each chunk waits for the next;
 * nothing else is copied. By chance, compressed picture data holds such a pattern about once
 * in 4,000 files of 5 MB (`<svg` and a space, in either case), and saving it again changes it.
 */
export class MarkupScanner {
  #tail = new Uint8Array(0);

  /** True once `chunk` (with the end of the previous one) holds markup. */
  found(chunk: Uint8Array): boolean {
    if (chunk.length < 2 * LONGEST) {
      const bytes = new Uint8Array(this.#tail.length + chunk.length);
      bytes.set(this.#tail);
      bytes.set(chunk, this.#tail.length);
      const kept = Math.max(0, bytes.length - LONGEST);
      if (markupIn(bytes, kept)) return true;
      this.#tail = bytes.slice(kept);
      return false;
    }
    // The previous chunk's end, with enough of this one to see any pattern there whole.
    const seam = new Uint8Array(this.#tail.length + LONGEST);
    seam.set(this.#tail);
    seam.set(chunk.subarray(0, LONGEST), this.#tail.length);
    if (markupIn(seam, this.#tail.length)) return true;
    const kept = chunk.length - LONGEST;
    if (markupIn(chunk, kept)) return true;
    this.#tail = chunk.slice(kept);
    return false;
  }

  /** At the stream's end: whether the bytes kept back hold markup. */
  foundAtEnd(): boolean {
    return markupIn(this.#tail, this.#tail.length);
  }
}
