import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from "@simplewebauthn/browser";
import { authClient } from "./auth-client";
import type { CodedError } from "./error-messages";

/**
 * Passkey ceremonies: the server's options, the browser's prompt, the server's verdict.
 * Loaded by the account's passkey card and the sign-in screen's passkey button when used, with
 * better-auth's client (whose errors' messages come with it), so neither screen's first paint
 * pays for WebAuthn's code.
 */

/** The browser's refusals, as the codes better-auth's passkey plugin names them. */
function browserRefusal(error: unknown, cancelled: string): CodedError {
  if (error instanceof WebAuthnError && error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
    return { code: "PREVIOUSLY_REGISTERED" };
  }
  // The person closed the prompt, or it timed out: nothing to report as a failure.
  if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")) {
    return { code: cancelled };
  }
  if (error instanceof WebAuthnError && error.cause instanceof Error && error.cause.name === "NotAllowedError") {
    return { code: cancelled };
  }
  return { code: "UNKNOWN_ERROR" };
}

type Outcome = { error: CodedError | null };

/** Adds a passkey to the signed-in person's account; `SESSION_EXPIRED` asks for a fresh sign-in first. */
export async function addPasskey(name: string): Promise<Outcome> {
  const options = await authClient.$fetch<PublicKeyCredentialCreationOptionsJSON>(
    "/passkey/generate-register-options",
    { method: "GET" },
  );
  if (options.error || !options.data) return { error: options.error ?? { code: "UNKNOWN_ERROR" } };
  let response: Awaited<ReturnType<typeof startRegistration>>;
  try {
    response = await startRegistration({ optionsJSON: options.data });
  } catch (error) {
    return { error: browserRefusal(error, "REGISTRATION_CANCELLED") };
  }
  const verified = await authClient.$fetch("/passkey/verify-registration", {
    method: "POST",
    body: { response, ...(name.trim() ? { name: name.trim() } : {}) },
  });
  return { error: verified.error ?? null };
}

/** Signs in with a passkey the browser offers; the session cookie comes with the answer, and the person's role. */
export async function signInWithPasskey(): Promise<Outcome & { role?: string | null }> {
  const options = await authClient.$fetch<PublicKeyCredentialRequestOptionsJSON>(
    "/passkey/generate-authenticate-options",
    { method: "GET" },
  );
  if (options.error || !options.data) return { error: options.error ?? { code: "UNKNOWN_ERROR" } };
  let response: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    response = await startAuthentication({ optionsJSON: options.data });
  } catch (error) {
    return { error: browserRefusal(error, "AUTH_CANCELLED") };
  }
  const verified = await authClient.$fetch<{ user: { role?: string | null } }>("/passkey/verify-authentication", {
    method: "POST",
    body: { response },
  });
  return { error: verified.error ?? null, role: verified.data?.user.role };
}
