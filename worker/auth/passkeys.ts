import type { PasskeyOptions } from "@better-auth/passkey";
import type { AppConfig } from "../env";
import { authError } from "./auth-error";

/** How many passkeys one person may hold: a phone, a laptop, keys and spares, with room to spare. */
export const PASSKEYS_PER_PERSON = 10;

/**
 * The relying party is the app's own address (BETTER_AUTH_URL): its host name is the RP ID,
 * so passkeys made on `localhost` work on any of its ports, and those made in production
 * belong to its domain. better-auth would take the host from its base URL only when that is
 * a plain string; here it is a list of allowed hosts (options.ts).
 */
export function passkeyOptions(config: Pick<AppConfig, "baseURL" | "local">): PasskeyOptions {
  const base = new URL(config.baseURL);
  return {
    rpID: base.hostname,
    rpName: "Edgestart",
    // Locally the app answers on any localhost port (two checkouts, the e2e server), and the
    // browser's origin has already passed better-auth's check against the allowed hosts.
    origin: config.local ? null : base.origin,
    // A passkey stands in for a code: it must prove the person (fingerprint, face, PIN), not
    // only a device at hand. better-auth asks for that but accepts answers without it, so the
    // checks below refuse them (outside report).
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    registration: {
      afterVerification: ({ verification }) => {
        if (!verification.registrationInfo?.userVerified) throw authError("FAILED_TO_VERIFY_REGISTRATION");
        return Promise.resolve();
      },
    },
    authentication: {
      afterVerification: ({ verification }) => {
        if (!verification.authenticationInfo.userVerified) throw authError("AUTHENTICATION_FAILED");
        return Promise.resolve();
      },
    },
  };
}
