import { expect } from "vitest";
import type { SoftPasskey } from "./passkey-authenticator";
import { type CallOptions, call, updateCookies } from "./worker";

/** Passkey ceremonies through the real Worker, answered by a software passkey (passkey-authenticator.ts). */

/** The options a ceremony starts with, and the cookie that carries its challenge. */
export async function ceremony(path: string, cookie: string, options: CallOptions = {}) {
  const response = await call(`/api/auth/passkey/${path}`, { cookie, ...options });
  const body = (await response.json()) as { challenge: string; rp: { id: string }; rpId: string; code?: string };
  return { response, body, cookie: updateCookies(cookie, response) };
}

export async function addPasskey(cookie: string, passkey: SoftPasskey, name?: string) {
  const started = await ceremony("generate-register-options", cookie);
  expect(started.response.status).toBe(200);
  return call("/api/auth/passkey/verify-registration", {
    cookie: started.cookie,
    json: { response: await passkey.register(started.body), ...(name === undefined ? {} : { name }) },
  });
}

export async function signInWith(passkey: SoftPasskey, cookie = "") {
  const started = await ceremony("generate-authenticate-options", cookie);
  expect(started.response.status).toBe(200);
  const answer = await passkey.authenticate(started.body);
  const response = await call("/api/auth/passkey/verify-authentication", {
    cookie: started.cookie,
    json: { response: answer },
  });
  return { response, answer, challengeCookie: started.cookie };
}

export async function myPasskeys(cookie: string) {
  const response = await call("/api/auth/passkey/list-user-passkeys", { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Array<{ id: string; name?: string; createdAt: string; lastUsedAt?: string | null }>;
}
