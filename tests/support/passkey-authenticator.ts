import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";
import { ORIGIN } from "./worker";

/**
 * A passkey held in software, answering WebAuthn ceremonies as a platform authenticator does
 * ("none" attestation, ES256, user verified), so the Worker tests can add passkeys and sign in
 * with them without a browser. The browser tests use Chromium's own virtual authenticator.
 */
export interface SoftPasskey {
  /** The credential's id, base64url, as the server stores it. */
  id: string;
  register(options: CreationOptions, origin?: string): Promise<Record<string, unknown>>;
  authenticate(options: RequestOptions, origin?: string): Promise<Record<string, unknown>>;
}

/** `userVerified: false`: a device that proves presence only (a tap, no fingerprint or PIN). */
export interface SoftPasskeyOptions {
  userVerified?: boolean;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

const encoder = new TextEncoder();
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = async (bytes: Uint8Array) =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(bytes)));

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A DER INTEGER of an unsigned big-endian number: leading zeros dropped, one added for a set top bit. */
function derInteger(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  let body = bytes.subarray(start);
  if ((body[0] ?? 0) & 0x80) body = concat(new Uint8Array([0]), body);
  return concat(new Uint8Array([0x02, body.length]), body);
}

/** Web Crypto's `r || s` as the DER sequence authenticators send. */
export function derSignature(raw: Uint8Array): Uint8Array {
  const half = raw.length / 2;
  const body = concat(derInteger(raw.subarray(0, half)), derInteger(raw.subarray(half)));
  // P-521's signatures pass 127 bytes: DER's long form, one length byte.
  const length = body.length < 0x80 ? [body.length] : [0x81, body.length];
  return concat(new Uint8Array([0x30, ...length]), body);
}

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 };

export async function softPasskey({ userVerified = true }: SoftPasskeyOptions = {}): Promise<SoftPasskey> {
  const verified = userVerified ? FLAGS.userVerified : 0;
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const rawId = crypto.getRandomValues(new Uint8Array(16));
  const id = b64(rawId);
  let counter = 0;

  const authenticatorData = async (rpId: string, flags: number, attested: Uint8Array = new Uint8Array()) => {
    const count = new Uint8Array(4);
    new DataView(count.buffer).setUint32(0, counter);
    return concat(await sha256(encoder.encode(rpId)), new Uint8Array([flags]), count, attested);
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    encoder.encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,
    async register(options, origin = ORIGIN) {
      const jwk = (await crypto.subtle.exportKey("jwk", keys.publicKey)) as JsonWebKey;
      const publicKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, isoBase64URL.toBuffer(jwk.x ?? "")],
          [-3, isoBase64URL.toBuffer(jwk.y ?? "")],
        ]),
      );
      const idLength = new Uint8Array([rawId.length >> 8, rawId.length & 0xff]);
      const attested = concat(new Uint8Array(16), idLength, rawId, publicKey);
      const flags = FLAGS.userPresent | verified | FLAGS.attestedData;
      const authData = await authenticatorData(options.rp.id ?? new URL(origin).hostname, flags, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]) as never,
      );
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: b64(clientData("webauthn.create", options.challenge, origin)),
          attestationObject: b64(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
    async authenticate(options, origin = ORIGIN) {
      counter += 1;
      const authData = await authenticatorData(options.rpId ?? new URL(origin).hostname, FLAGS.userPresent | verified);
      const client = clientData("webauthn.get", options.challenge, origin);
      const signed = concat(authData, await sha256(client));
      const raw = new Uint8Array(
        await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, keys.privateKey, new Uint8Array(signed)),
      );
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(authData),
          signature: b64(derSignature(raw)),
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}
