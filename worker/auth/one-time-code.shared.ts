/**
 * One-time sign-in codes: 6 symbols from a 32-symbol alphabet without look-alikes
 * (no 0/O, 1/I), so 30 bits each. Pure module: the SPA shows the same figures.
 */
export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 6;
export const CODE_EXPIRES_IN_SECONDS = 5 * 60;
export const CODE_ALLOWED_ATTEMPTS = 3;

export function generateCode(): string {
  // 256 is a multiple of 32, so masking a random byte keeps every symbol equally likely.
  const bytes = crypto.getRandomValues(new Uint8Array(CODE_LENGTH));
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte & 31]).join("");
}

/** Codes are typed case-insensitively and may be pasted with spaces or dashes. */
export function normalizeCode(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}

/**
 * How a code is stored (never the code itself): SHA-256, base64url without padding, as
 * better-auth's own "hashed" storage does, so codes stored before stay valid. Ours, so the
 * email queue can tell which code an email carries (worker/email/email-queue.ts).
 */
export async function hashCode(code: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
