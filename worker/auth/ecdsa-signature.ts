/**
 * An ECDSA signature as an authenticator sends it (DER: `SEQUENCE { r INTEGER, s INTEGER }`)
 * turned into what Web Crypto verifies (`r || s`, each the curve's length). This stands in for
 * @simplewebauthn/server's own, which reads the DER through a general ASN.1 library of some
 * 35 KiB gzipped (build/webauthn-without-attestation.ts, decision 0039). Anything but that
 * exact shape is refused: a signature read wrongly can only fail to verify, never pass.
 */

/** Each component's length by COSE curve (P-256, P-384, P-521). */
const COMPONENT_LENGTH: Record<number, number> = { 1: 32, 2: 48, 3: 66 };

const SEQUENCE = 0x30;
const INTEGER = 0x02;

function refuse(why: string): never {
  throw new Error(`Invalid ECDSA signature: ${why}`);
}

/** Reads one DER element of `tag` at `offset`: its contents and where the next starts. */
function readElement(bytes: Uint8Array, offset: number, tag: number): { contents: Uint8Array; end: number } {
  if (bytes[offset] !== tag) refuse(`expected tag ${tag} at ${offset}`);
  let length = bytes[offset + 1] ?? refuse("truncated");
  let start = offset + 2;
  // The long form with one length byte is the only one a signature up to P-521's needs.
  if (length === 0x81) {
    length = bytes[offset + 2] ?? refuse("truncated");
    if (length < 0x80) refuse("length not in its shortest form");
    start = offset + 3;
  } else if (length > 0x80) {
    refuse("length too long");
  }
  const end = start + length;
  if (end > bytes.length) refuse("truncated");
  return { contents: bytes.subarray(start, end), end };
}

/** A DER integer's magnitude, `size` bytes long, as Web Crypto wants it. */
function component(integer: Uint8Array, size: number): Uint8Array {
  let magnitude = integer;
  // One leading zero keeps a number whose top bit is set positive; r and s always are.
  if (magnitude.length > 1 && magnitude[0] === 0) magnitude = magnitude.subarray(1);
  if (magnitude.length === 0 || magnitude.length > size) refuse("component length");
  const out = new Uint8Array(size);
  out.set(magnitude, size - magnitude.length);
  return out;
}

export function unwrapEC2Signature(signature: Uint8Array, crv: number): Uint8Array {
  const size = COMPONENT_LENGTH[crv] ?? refuse(`unexpected COSE curve ${crv}`);
  const sequence = readElement(signature, 0, SEQUENCE);
  if (sequence.end !== signature.length) refuse("bytes after the signature");
  const r = readElement(sequence.contents, 0, INTEGER);
  const s = readElement(sequence.contents, r.end, INTEGER);
  if (s.end !== sequence.contents.length) refuse("bytes after s");
  const out = new Uint8Array(size * 2);
  out.set(component(r.contents, size), 0);
  out.set(component(s.contents, size), size);
  return out;
}
