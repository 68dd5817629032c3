import { describe, expect, it } from "vitest";
import { unwrapEC2Signature } from "../../worker/auth/ecdsa-signature";
import { derSignature } from "../support/passkey-authenticator";

const P256 = 1;
const P521 = 3;
const bytes = (...values: number[]) => new Uint8Array(values);

describe("reading an authenticator's ECDSA signature (worker/auth/ecdsa-signature.ts)", () => {
  it("gives back r || s for signatures with high bits, leading zeros and P-521's long form", () => {
    for (const [curve, size] of [
      [P256, 32],
      [P521, 66],
    ] as const) {
      for (const first of [0x00, 0x01, 0x7f, 0x80, 0xff]) {
        const raw = crypto.getRandomValues(new Uint8Array(size * 2));
        raw[0] = first;
        raw[size] = 0;
        raw[size + 1] = first;
        expect(unwrapEC2Signature(derSignature(raw), curve)).toEqual(raw);
      }
    }
  });

  it("refuses anything else: trailing bytes, a third integer, a truncation, an overlong component, an unknown curve", () => {
    const good = derSignature(crypto.getRandomValues(new Uint8Array(64)));
    const refused = [
      new Uint8Array([...good, 0]),
      bytes(0x30, 0x09, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01),
      good.subarray(0, good.length - 1),
      bytes(0x30, 0x26, 0x02, 0x21, ...new Array(33).fill(0x11), 0x02, 0x01, 0x01),
      bytes(0x31, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01),
      bytes(0x30, 0x81, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01),
      bytes(0x30, 0x04, 0x02, 0x00, 0x02, 0x00),
    ];
    for (const signature of refused) expect(() => unwrapEC2Signature(signature, P256)).toThrow(/Invalid ECDSA/);
    expect(() => unwrapEC2Signature(good, 99)).toThrow(/unexpected COSE curve/);
  });
});
