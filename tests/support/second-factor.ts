import { env } from "cloudflare:test";
import { expect } from "vitest";
import { hashForLogs } from "../../worker/lib/log";
import { latestCode, requestCode, signIn, verifyCode } from "./auth";
import { codeFor, secretOf } from "./totp";
import { call, cookiesFrom, uniqueEmail, updateCookies } from "./worker";

/**
 * Someone new with authenticator codes on, confirmed with the code of the step before now (the
 * plugin takes one step either side): their session, secret and recovery codes. A sign-in after
 * takes this step's code or the next; this one's is spent (a code works once).
 */
export async function withSecondFactor(label = "second-factor") {
  const email = uniqueEmail(label);
  const cookie = await signIn(email);
  const enabled = await call("/api/auth/two-factor/enable", { cookie, json: {} });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretOf(totpURI);
  const confirmed = await call("/api/auth/two-factor/verify-totp", {
    cookie,
    json: { code: await codeFor(secret, -1) },
  });
  expect(confirmed.status).toBe(200);
  return { email, cookie: updateCookies(cookie, confirmed), secret, recoveryCodes: backupCodes };
}

/**
 * The first step (an emailed code): the answer, and the half-signed-in cookie it sets. These
 * tests sign one person in more often than the per-address quota allows in 10 minutes (3
 * codes): that person's count starts again first (tests/worker/auth.limits.test.ts holds the quota).
 */
export async function firstStep(email: string, headers: Record<string, string> = {}) {
  await env.DB.prepare("DELETE FROM quota WHERE key LIKE ?")
    .bind(`email:%:${await hashForLogs(email)}|%`)
    .run();
  expect((await requestCode(email, { headers })).status).toBe(200);
  const response = await verifyCode(email, await latestCode(email), { headers });
  return { response, halfSignedIn: cookiesFrom(response) };
}

/**
 * Turns a person's second factor on in the database, as a finished set-up leaves it, for
 * tests about who may reset it (its secret is no real one: nobody answers its codes).
 */
export async function secondFactorOn(userId: string) {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT OR IGNORE INTO two_factor (id, secret, backup_codes, user_id, verified) VALUES (?1, 'none', '[]', ?2, 1)",
    ).bind(crypto.randomUUID(), userId),
    env.DB.prepare("UPDATE user SET two_factor_enabled = 1 WHERE id = ?").bind(userId),
  ]);
}

/** Someone with two-step sign-in who trusted this "browser": their session and the device's id. */
export async function withTrustedDevice() {
  const { email, secret } = await withSecondFactor("trusting");
  const trusted = await call("/api/auth/two-factor/verify-totp", {
    cookie: (await firstStep(email)).halfSignedIn,
    json: { code: await codeFor(secret, 0), trustDevice: true },
  });
  expect(trusted.status).toBe(200);
  const cookie = cookiesFrom(trusted);
  const [device] = (await (await call("/api/account/trusted-devices", { cookie })).json()) as Array<{ id: string }>;
  return { cookie, deviceId: device?.id ?? "" };
}
