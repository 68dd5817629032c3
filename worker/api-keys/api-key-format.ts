import { createHash } from "@better-auth/utils/hash";
import { createRandomStringGenerator } from "@better-auth/utils/random";

/**
 * What an API key looks like: `edgestart_`, 30 random letters and digits (178 bits), then a
 * checksum of 6 more. The prefix lets secret scanners find a leaked key in code or logs
 * (docs/api-keys.md gives them the pattern); the checksum lets them, and the Worker, tell a
 * key from a typo or a made-up string without asking the database.
 */
export const API_KEY_PREFIX = "edgestart_";
const RANDOM_LENGTH = 30;
const CHECKSUM_LENGTH = 6;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const SHAPE = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);
/** How much of a key lists show: the prefix and four characters. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 4;

const randomBody = createRandomStringGenerator("A-Z", "a-z", "0-9");

/** The checksum of a key's prefix and random part: the first bytes of their SHA-256, as letters and digits. */
async function checksumOf(body: string): Promise<string> {
  const digest = new Uint8Array(await createHash("SHA-256").digest(body));
  return Array.from(digest.subarray(0, CHECKSUM_LENGTH), (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

/** What the database keeps of a key: its SHA-256, by which a request's key is found. */
export const keyHashOf = (key: string) => createHash("SHA-256", "hex").digest(key);

/** A new key, what lists show of it, and what is stored. */
export async function newApiKey(): Promise<{ key: string; start: string; keyHash: string }> {
  const body = `${API_KEY_PREFIX}${randomBody(RANDOM_LENGTH)}`;
  const key = `${body}${await checksumOf(body)}`;
  return { key, start: key.slice(0, SHOWN_LENGTH), keyHash: await keyHashOf(key) };
}

/** Whether a string is a key of ours, by its shape and checksum: true says nothing of whether it exists. */
export async function isWellFormedKey(candidate: string): Promise<boolean> {
  if (!SHAPE.test(candidate)) return false;
  const body = candidate.slice(0, -CHECKSUM_LENGTH);
  return (await checksumOf(body)) === candidate.slice(-CHECKSUM_LENGTH);
}

/**
 * The key a request presents in `Authorization: Bearer <key>`: undefined when it presents
 * none (a session's cookie may then speak for it, as when the API reference sends its key
 * field empty, or a deployment behind HTTP Basic authentication sends that scheme), the string
 * otherwise, well formed or not.
 */
export function presentedKey(request: Request): string | undefined {
  const [scheme = "", ...rest] = (request.headers.get("authorization") ?? "").trim().split(/\s+/);
  if (scheme.toLowerCase() !== "bearer") return undefined;
  return rest.join(" ") || undefined;
}
