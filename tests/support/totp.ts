import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

/**
 * An authenticator app, for the tests of both halves (Workers and Node): what it reads from a
 * QR code, and the code it shows. Real RFC 6238 codes, from better-auth's own implementation.
 */

/** The secret an authenticator app reads from the QR code's `otpauth://` address, or its key typed by hand (base32). */
export function secretOf(totpURIOrKey: string): string {
  const key = totpURIOrKey.startsWith("otpauth:")
    ? new URL(totpURIOrKey).searchParams.get("secret")
    : totpURIOrKey.replace(/\s/g, "");
  if (!key) throw new Error(`No secret in ${totpURIOrKey}`);
  return new TextDecoder().decode(base32.decode(key));
}

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
export function codeFor(secret: string, steps = 0): Promise<string> {
  return createOTP(secret).hotp(Math.floor(Date.now() / 30_000) + steps);
}
