import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MarkupScanner } from "../../worker/files/picture-bytes";

/** The same rule, written the obvious way: a regular expression over the whole file at once. */
const MARKUP =
  /<(?:(?:html|head|body|script|svg|iframe|object|embed|meta)(?:[\t\n\f\r /]|>|$)|!doctype|\?xml|!entity)/i;
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join("");

/** Bytes rich in what the scanner looks for, cut into chunks anywhere. */
const pieces = fc.array(
  fc.oneof(
    fc.uint8Array({ maxLength: 40 }),
    fc
      .constantFrom("<", "<svg", "<SvG ", "<html>", "<scrip", "t>", "<!DOCTYPE", "<?xm", "l", "<meta/", "<bodyx")
      .map((text) => Uint8Array.from(text, (char) => char.charCodeAt(0))),
  ),
  { maxLength: 30 },
);
const cuts = fc.array(fc.integer({ min: 1, max: 80 }), { maxLength: 20 });

function scanned(bytes: Uint8Array, sizes: number[]): boolean {
  const scanner = new MarkupScanner();
  let at = 0;
  for (const size of [...sizes, bytes.length]) {
    if (at >= bytes.length) break;
    if (scanner.found(bytes.subarray(at, at + size))) return true;
    at += size;
  }
  return scanner.foundAtEnd();
}

describe("finding markup in a picture's bytes", () => {
  it("finds what the whole file's regular expression finds, however the bytes arrive in chunks", () => {
    fc.assert(
      fc.property(pieces, cuts, (parts, sizes) => {
        const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
        let offset = 0;
        for (const part of parts) {
          bytes.set(part, offset);
          offset += part.length;
        }
        expect(scanned(bytes, sizes)).toBe(MARKUP.test(latin1(bytes)));
      }),
      { numRuns: 2000 },
    );
  });

  it("finds a tag split across two large chunks", () => {
    const first = new Uint8Array(100_000);
    first.set([0x3c, 0x73, 0x56], first.length - 3);
    const second = new Uint8Array(100_000);
    second.set([0x47, 0x20]);
    const scanner = new MarkupScanner();
    expect(scanner.found(first)).toBe(false);
    expect(scanner.found(second)).toBe(true);
  });
});
