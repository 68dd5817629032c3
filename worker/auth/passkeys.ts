import type { PasskeyOptions } from "@better-auth/passkey";
import type { AppConfig } from "../env";

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
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  };
}
