import type { CodedError } from "./error-messages";

/**
 * Passkeys offered in the email field's autofill (WebAuthn's conditional mediation): the
 * browser lists this site's passkeys among the addresses it suggests, and picking one signs
 * in. It runs as the sign-in screen comes alive, so it cannot wait for better-auth's client
 * and @simplewebauthn/browser (some 35 KB the screen's first paint does without, decision
 * 0012): the browser's own JSON forms of WebAuthn (`parseRequestOptionsFromJSON`,
 * `toJSON`) do their work. A browser without them keeps the "Sign in with a passkey" button.
 */

type WithJSON = typeof PublicKeyCredential & {
  parseRequestOptionsFromJSON?: (options: unknown) => PublicKeyCredentialRequestOptions;
};

export type AutofillOutcome = { role?: string | null; error?: CodedError } | null;

/** Waits for the person to pick a passkey from autofill; null when the browser cannot offer them, or on abort. */
export async function passkeyAutofill(signal: AbortSignal): Promise<AutofillOutcome> {
  const credentials = window.PublicKeyCredential as WithJSON | undefined;
  const parse = credentials?.parseRequestOptionsFromJSON;
  if (!credentials || !parse || !(await credentials.isConditionalMediationAvailable?.())) return null;
  try {
    const options = await fetch("/api/auth/passkey/generate-authenticate-options", { signal });
    if (!options.ok) return null;
    const publicKey = parse.call(credentials, await options.json());
    const credential = (await navigator.credentials.get({ mediation: "conditional", publicKey, signal })) as
      | (PublicKeyCredential & { toJSON(): unknown })
      | null;
    if (!credential) return null;
    const verified = await fetch("/api/auth/passkey/verify-authentication", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ response: credential.toJSON() }),
      signal,
    });
    const answer = (await verified.json()) as { user?: { role?: string | null } } & CodedError;
    return verified.ok ? { role: answer.user?.role } : { error: answer };
  } catch {
    // The autofill is an offer, never an error: aborted (the button took over, the screen
    // went), dismissed, unreachable, or refused by the browser (WebAuthn takes no IP address
    // as its site: a local run at 127.0.0.1 has no passkeys, the button says why).
    return null;
  }
}
