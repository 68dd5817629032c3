import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { delivered, sessionUser, signIn } from "../support/auth";
import { nextOAuthSignIn } from "../support/oauth-mock.shared";
import { softPasskey } from "../support/passkey-authenticator";
import { addPasskey, signInWith } from "../support/passkeys";
import { firstStep, secondFactorOn, withSecondFactor } from "../support/second-factor";
import { codeFor, secretOf } from "../support/totp";
import { ageSessions, userIdOf } from "../support/users";
import { call, cookiesFrom, type EnvOverrides, uniqueEmail, updateCookies } from "../support/worker";

const totp = (cookie: string, code: string, extra: object = {}) =>
  call("/api/auth/two-factor/verify-totp", { cookie, json: { code, ...extra } });
const recovery = (cookie: string, code: string) =>
  call("/api/auth/two-factor/verify-backup-code", { cookie, json: { code } });
const codeOf = async (response: Response) => ((await response.json()) as { code?: string }).code;
const signedInAs = async (response: Response) => (await sessionUser(cookiesFrom(response)))?.email;

/** The trail's events for a person since `after`, oldest first. */
async function eventsOf(userId: string, after = 0) {
  const { results } = await env.DB.prepare(
    "SELECT action, details FROM audit_event WHERE target_id = ? AND id > ? ORDER BY id",
  )
    .bind(userId, after)
    .all<{ action: string; details: string | null }>();
  return results.map(({ action, details }) => (details ? { action, details: JSON.parse(details) } : { action }));
}
const lastEvent = async () =>
  (await env.DB.prepare("SELECT coalesce(max(id), 0) AS id FROM audit_event").first<number>("id")) ?? 0;

describe("a second factor at sign-in", () => {
  it("a right emailed code asks for the second step and opens no session; the authenticator's code then does", async () => {
    const { email, secret } = await withSecondFactor();
    const { response, halfSignedIn } = await firstStep(email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(halfSignedIn).not.toMatch(/session_token=/);
    expect(await sessionUser(halfSignedIn)).toBeNull();

    expect(await signedInAs(await totp(halfSignedIn, await codeFor(secret, 1)))).toBe(email);
  });

  it("takes the code of this step, the one before (the set-up's) and the next, not two away", async () => {
    const { email, secret } = await withSecondFactor();
    for (const [steps, accepted] of [
      [-2, false],
      [2, false],
      [0, true],
    ] as const) {
      const { halfSignedIn } = await firstStep(email);
      const answer = await totp(halfSignedIn, await codeFor(secret, steps));
      if (accepted) expect(await signedInAs(answer)).toBe(email);
      else expect([answer.status, await codeOf(answer)]).toEqual([401, "INVALID_CODE"]);
    }
    const { halfSignedIn } = await firstStep(email);
    expect(await signedInAs(await totp(halfSignedIn, await codeFor(secret, 1)))).toBe(email);
  });

  it("a code works once: the same code for a second sign-in is INVALID_CODE", async () => {
    const { email, secret } = await withSecondFactor();
    const code = await codeFor(secret, 1);
    expect(await signedInAs(await totp((await firstStep(email)).halfSignedIn, code))).toBe(email);
    const again = await totp((await firstStep(email)).halfSignedIn, code);
    expect([again.status, await codeOf(again)]).toEqual([401, "INVALID_CODE"]);
    // Nor an older step's than one used.
    const older = await totp((await firstStep(email)).halfSignedIn, await codeFor(secret, 0));
    expect([older.status, await codeOf(older)]).toEqual([401, "INVALID_CODE"]);
  });

  it("two sign-ins with the same code at once: one gets a session, the other INVALID_CODE", async () => {
    const { email, secret } = await withSecondFactor();
    const [first, second] = [await firstStep(email), await firstStep(email)];
    const code = await codeFor(secret, 1);
    const answers = await Promise.all([totp(first.halfSignedIn, code), totp(second.halfSignedIn, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const userId = await userIdOf(email);
    const sessions = await env.DB.prepare("SELECT count(*) AS n FROM session WHERE user_id = ?")
      .bind(userId)
      .first<number>("n");
    // The set-up's session and the winner's.
    expect(sessions).toBe(2);
  });

  it("a recovery code signs in once, typed in any case with or without its dash; it is stored only as a hash", async () => {
    const { email, recoveryCodes } = await withSecondFactor();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    const [code = ""] = recoveryCodes;
    const stored = await env.DB.prepare("SELECT backup_codes AS codes FROM two_factor WHERE user_id = ?")
      .bind(await userIdOf(email))
      .first<string>("codes");
    for (const shown of recoveryCodes) expect(stored).not.toContain(shown.replace("-", ""));

    const used = await recovery((await firstStep(email)).halfSignedIn, code.replace("-", "").toLowerCase());
    expect(await signedInAs(used)).toBe(email);
    const again = await recovery((await firstStep(email)).halfSignedIn, code);
    expect([again.status, await codeOf(again)]).toEqual([401, "INVALID_BACKUP_CODE"]);
    const left = await env.DB.prepare("SELECT json_array_length(backup_codes) AS n FROM two_factor WHERE user_id = ?")
      .bind(await userIdOf(email))
      .first<number>("n");
    expect(left).toBe(9);
  });

  it("five wrong answers end the half-signed-in state: a right code after them signs no one in", async () => {
    const { email, secret } = await withSecondFactor();
    const { halfSignedIn } = await firstStep(email);
    for (let wrong = 0; wrong < 5; wrong += 1) {
      expect(await codeOf(await totp(halfSignedIn, "000000"))).toBe("INVALID_CODE");
    }
    const after = await totp(halfSignedIn, await codeFor(secret));
    expect(after.status).toBeGreaterThanOrEqual(400);
    expect(await sessionUser(cookiesFrom(after))).toBeNull();
    // A new first step starts a new state.
    expect(await signedInAs(await totp((await firstStep(email)).halfSignedIn, await codeFor(secret, 1)))).toBe(email);
  });

  it("the half-signed-in state lasts 5 minutes: after that its code signs no one in", async () => {
    const { email, secret } = await withSecondFactor();
    const { halfSignedIn } = await firstStep(email);
    expect(halfSignedIn).toMatch(/two_factor=/);
    const past = Date.now() - 1000;
    await env.DB.prepare(
      "UPDATE otp_guard SET expires_at = ?1, record = json_set(record, '$.expiresAt', ?2) WHERE key LIKE 'verification:2fa-%' AND json_extract(record, '$.value') = ?3",
    )
      .bind(past, new Date(past).toISOString(), await userIdOf(email))
      .run();
    const late = await totp(halfSignedIn, await codeFor(secret, 1));
    expect([late.status, await codeOf(late)]).toEqual([401, "INVALID_TWO_FACTOR_COOKIE"]);
  });

  it("a passkey, which verifies its person, signs in with no second step; one that does not verify, not at all", async () => {
    const { email, cookie } = await withSecondFactor("passkey-two-step");
    const passkey = await softPasskey();
    expect((await addPasskey(cookie, passkey)).status).toBe(200);
    const { response } = await signInWith(passkey);
    expect(response.status).toBe(200);
    expect(await sessionUser(cookiesFrom(response))).toMatchObject({ email });
    // Without verifying the person (a tap only), no passkey is added or signs in (tests/worker/auth.passkeys.test.ts).
    expect((await addPasskey(cookie, await softPasskey({ userVerified: false }))).status).toBe(400);
  });

  it("the half-signed-in cookie grants nothing else: no session, no account", async () => {
    const { email } = await withSecondFactor();
    const { halfSignedIn } = await firstStep(email);
    expect((await call("/api/account/sessions", { cookie: halfSignedIn })).status).toBe(401);
    expect((await call("/api/auth/list-sessions", { cookie: halfSignedIn })).status).toBe(404);
    expect((await call("/api/auth/two-factor/disable", { cookie: halfSignedIn, json: {} })).status).toBe(401);
  });

  it("GitHub's return redirects to the second step's screen with the half-signed-in cookie, no session", async () => {
    const { email, secret } = await withSecondFactor("octo-second");
    const withMock: EnvOverrides = { OAUTH_MOCK_ISSUER: env.TEST_OAUTH_MOCK_ISSUER };
    await nextOAuthSignIn(env.TEST_OAUTH_MOCK_ISSUER, { email, name: "Octo" });
    const start = await call("/api/auth/sign-in/social", {
      env: withMock,
      json: { provider: "github", callbackURL: "/app", errorCallbackURL: "/login/error" },
    });
    const { url } = (await start.json()) as { url: string };
    const back = new URL((await fetch(url, { redirect: "manual" })).headers.get("location") ?? "");
    const done = await call(`${back.pathname}${back.search}`, { env: withMock, cookie: cookiesFrom(start) });
    expect([done.status, done.headers.get("location")]).toEqual([302, "/login/second-step"]);
    const halfSignedIn = cookiesFrom(done);
    expect(halfSignedIn).toMatch(/two_factor=/);
    expect(halfSignedIn).not.toMatch(/session_token=/);
    expect(await signedInAs(await totp(halfSignedIn, await codeFor(secret, 1)))).toBe(email);
  });

  it("a trusted device skips the second step for 30 days; another browser still answers it", async () => {
    const { email, secret } = await withSecondFactor();
    const { halfSignedIn } = await firstStep(email);
    const trusted = await totp(halfSignedIn, await codeFor(secret, 1), { trustDevice: true });
    expect(trusted.status).toBe(200);
    const device = trusted.headers.getSetCookie().find((cookie) => cookie.includes("trust_device="));
    expect(device).toMatch(/Max-Age=2592000/);
    const trustCookie = cookiesFrom(trusted)
      .split("; ")
      .filter((pair) => pair.includes("trust_device="))
      .join("; ");

    const again = await firstStep(email, { cookie: trustCookie });
    expect(await signedInAs(again.response)).toBe(email);
    const elsewhere = await firstStep(email);
    expect(await elsewhere.response.json()).toMatchObject({ twoFactorRedirect: true });
  });
});

describe("turning it on and off", () => {
  it("needs a sign-in from the last 10 minutes, and is refused while impersonating", async () => {
    const email = uniqueEmail("stale");
    const cookie = await signIn(email);
    await ageSessions(await userIdOf(email), 11);
    for (const path of ["/two-factor/enable", "/two-factor/disable", "/two-factor/generate-backup-codes"]) {
      const response = await call(`/api/auth${path}`, { cookie, json: {} });
      expect([path, response.status, await codeOf(response)]).toEqual([path, 403, "SESSION_EXPIRED"]);
    }
  });

  it("counts only once confirmed by a first code; the secret is never shown again", async () => {
    const email = uniqueEmail("half-set-up");
    const cookie = await signIn(email);
    const enabled = await call("/api/auth/two-factor/enable", { cookie, json: {} });
    expect(enabled.status).toBe(200);
    // Not confirmed: signing in asks nothing more.
    expect(await signedInAs((await firstStep(email)).response)).toBe(email);
    expect((await call("/api/auth/two-factor/get-totp-uri", { cookie, json: {} })).status).toBe(404);
  });

  it("off: sign-in asks nothing more, and the recovery codes are gone", async () => {
    const { email, cookie } = await withSecondFactor();
    const off = await call("/api/auth/two-factor/disable", { cookie, json: {} });
    expect(off.status).toBe(200);
    expect(await signedInAs((await firstStep(email)).response)).toBe(email);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM two_factor WHERE user_id = ?")
      .bind(await userIdOf(email))
      .first<number>("n");
    expect(rows).toBe(0);
  });

  it("off ends the trusted devices: on again, an old trusted browser answers the second step", async () => {
    const { email, cookie, secret } = await withSecondFactor();
    const trusted = await totp((await firstStep(email)).halfSignedIn, await codeFor(secret, 0), { trustDevice: true });
    const trustCookie = cookiesFrom(trusted)
      .split("; ")
      .filter((pair) => pair.includes("trust_device="))
      .join("; ");
    expect((await call("/api/auth/two-factor/disable", { cookie, json: {} })).status).toBe(200);
    const again = await call("/api/auth/two-factor/enable", { cookie: cookiesFrom(trusted), json: {} });
    expect(again.status).toBe(200);
    const { totpURI } = (await again.json()) as { totpURI: string };
    const confirmed = await totp(cookiesFrom(trusted), await codeFor(secretOf(totpURI), 1));
    expect(confirmed.status).toBe(200);
    const { response } = await firstStep(email, { cookie: trustCookie });
    expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it("new recovery codes replace the old ones", async () => {
    const { email, cookie, recoveryCodes } = await withSecondFactor();
    const renewed = await call("/api/auth/two-factor/generate-backup-codes", { cookie, json: {} });
    expect(renewed.status).toBe(200);
    const { backupCodes } = (await renewed.json()) as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    const old = await recovery((await firstStep(email)).halfSignedIn, recoveryCodes[0] ?? "");
    expect(await codeOf(old)).toBe("INVALID_BACKUP_CODE");
    expect(await signedInAs(await recovery((await firstStep(email)).halfSignedIn, backupCodes[0] ?? ""))).toBe(email);
  });
});

describe("the second factor in the audit trail", () => {
  it("on, a refused second step, a recovery code used, new codes and off: each one event; a half sign-in none", async () => {
    const start = await lastEvent();
    const { email, cookie, secret, recoveryCodes } = await withSecondFactor();
    const userId = await userIdOf(email);
    const { halfSignedIn } = await firstStep(email);
    await totp(halfSignedIn, "000000");
    const second = await recovery(halfSignedIn, recoveryCodes[0] ?? "");
    expect(second.status).toBe(200);
    const renewed = await call("/api/auth/two-factor/generate-backup-codes", { cookie, json: {} });
    expect(renewed.status).toBe(200);
    const off = await call("/api/auth/two-factor/disable", { cookie, json: {} });
    expect(off.status).toBe(200);
    expect(secret).not.toBe("");

    expect(await eventsOf(userId, start)).toEqual([
      { action: "user.create", details: { email: "s…@example.com" } },
      { action: "sign_in" },
      { action: "second_factor.on" },
      { action: "second_factor.failed", details: { code: "INVALID_CODE", with: "totp" } },
      { action: "recovery_code.use", details: { left: 9 } },
      { action: "sign_in" },
      { action: "recovery_codes.renew", details: { left: 10 } },
      { action: "second_factor.off" },
    ]);
    const trail = JSON.stringify(await eventsOf(userId, start));
    for (const code of recoveryCodes) expect(trail).not.toContain(code);
  });

  it("a trusted device's sign-in is one sign-in", async () => {
    const { email, secret } = await withSecondFactor();
    const trusted = await totp((await firstStep(email)).halfSignedIn, await codeFor(secret, 1), { trustDevice: true });
    const trustCookie = updateCookies("", trusted)
      .split("; ")
      .filter((pair) => pair.includes("trust_device="))
      .join("; ");
    const after = await lastEvent();
    expect(await signedInAs((await firstStep(email, { cookie: trustCookie })).response)).toBe(email);
    expect(await eventsOf(await userIdOf(email), after)).toEqual([{ action: "sign_in" }]);
  });
});

describe("an administrator's reset", () => {
  const reset = (cookie: string, id: string) => call(`/api/users/${id}/second-factor`, { method: "DELETE", cookie });

  it("removes the second factor and the trusted devices, tells the person, and records who did it", async () => {
    const { email, secret } = await withSecondFactor("reset-me");
    const id = await userIdOf(email);
    const admin = await signIn("admin@example.com");
    const before = await lastEvent();
    expect((await call(`/api/users/${id}`, { cookie: admin }).then((r) => r.json())) as object).toMatchObject({
      twoFactorEnabled: true,
    });
    const answer = await reset(admin, id);
    expect(answer.status).toBe(204);
    // Signing in now takes the emailed code alone.
    expect(await signedInAs((await firstStep(email)).response)).toBe(email);
    expect(secret).not.toBe("");
    const [notice] = await delivered(email, 1).then((emails) => emails.filter((e) => /reset/.test(e.subject)));
    expect(notice?.subject).toBe("Your two-step sign-in was reset");
    expect(notice?.text).toContain("An administrator turned off two-step sign-in on your account");
    const events = await env.DB.prepare(
      "SELECT action, actor_id AS actor FROM audit_event WHERE target_id = ? AND id > ?",
    )
      .bind(id, before)
      .all<{ action: string; actor: string }>();
    expect(events.results.filter((event) => event.action.startsWith("second_factor"))).toEqual([
      { action: "second_factor.reset", actor: await userIdOf("admin@example.com") },
    ]);
    // Again: nothing to reset.
    const again = await reset(admin, id);
    expect([again.status, await codeOf(again)]).toEqual([409, "SECOND_FACTOR_NOT_ON"]);
  });

  it("needs the administrator's sign-in from the last 10 minutes, and is an administrator's only", async () => {
    const { email } = await withSecondFactor("keep-me");
    const id = await userIdOf(email);
    const adminEmail = uniqueEmail("stale-admin");
    const admin = await signIn(adminEmail);
    await env.DB.prepare("UPDATE user SET role = 'admin' WHERE email = ?").bind(adminEmail).run();
    await ageSessions(await userIdOf(adminEmail), 11);
    const stale = await reset(admin, id);
    expect([stale.status, await codeOf(stale)]).toEqual([403, "SESSION_EXPIRED"]);
    const someone = await signIn(uniqueEmail("not-admin"));
    expect((await reset(someone, id)).status).toBe(403);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM two_factor WHERE user_id = ?")
      .bind(id)
      .first<number>("n");
    expect(rows).toBe(1);
  });
});

describe("administrators required to have it (REQUIRE_ADMIN_SECOND_FACTOR)", () => {
  const required: EnvOverrides = { REQUIRE_ADMIN_SECOND_FACTOR: "on" };

  it("an administrator without it is refused the admin routes, not their own; with it, let through", async () => {
    const email = uniqueEmail("admin-one-step");
    const admin = await signIn(email);
    await env.DB.prepare("UPDATE user SET role = 'admin' WHERE email = ?").bind(email).run();
    expect(await call("/api/config", { env: required }).then((r) => r.json())).toMatchObject({
      secondFactorRequired: true,
    });
    for (const path of ["/api/users", "/api/audit", "/api/dashboard", "/api/auth/admin/list-users"]) {
      const refused = await call(path, { cookie: admin, env: required });
      expect([path, refused.status, await codeOf(refused)]).toEqual([path, 403, "SECOND_FACTOR_REQUIRED"]);
    }
    expect((await call("/api/books", { cookie: admin, env: required })).status).toBe(200);
    expect((await call("/api/account/sessions", { cookie: admin, env: required })).status).toBe(200);
    // Not required (the default of local runs): let through.
    expect((await call("/api/users", { cookie: admin })).status).toBe(200);

    await secondFactorOn(await userIdOf(email));
    expect((await call("/api/users", { cookie: admin, env: required })).status).toBe(200);
    expect((await call("/api/auth/admin/list-users", { cookie: admin, env: required })).status).toBe(200);
  });

  it("never in the demo, whose shared accounts cannot turn it on", async () => {
    const demo: EnvOverrides = { ...required, DEMO_MODE: "true" };
    expect(await call("/api/config", { env: demo }).then((r) => r.json())).toMatchObject({
      secondFactorRequired: false,
    });
    const admin = await signIn("admin@example.com");
    expect((await call("/api/users", { cookie: admin, env: demo })).status).toBe(200);
  });
});

describe("trusted devices on the account", () => {
  const trustCookieOf = (response: Response) =>
    cookiesFrom(response)
      .split("; ")
      .filter((pair) => pair.includes("trust_device="))
      .join("; ");

  it("lists each browser trusted, ends one, and that browser answers the second step again", async () => {
    const { email, cookie, secret } = await withSecondFactor("trusting");
    const userId = await userIdOf(email);
    const before = await lastEvent();
    const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
    const trusted = await call("/api/auth/two-factor/verify-totp", {
      cookie: (await firstStep(email)).halfSignedIn,
      json: { code: await codeFor(secret, 0), trustDevice: true },
      headers: { "user-agent": chrome },
    });
    expect(trusted.status).toBe(200);
    const trustCookie = trustCookieOf(trusted);

    // A trusted sign-in renews the record, and the cookie that names it: still one device, no event for it.
    const renewed = (await firstStep(email, { cookie: trustCookie, "user-agent": chrome })).response;
    expect(await signedInAs(renewed.clone())).toBe(email);
    const renewedCookie = trustCookieOf(renewed);
    expect(renewedCookie).not.toBe(trustCookie);
    const listed = await call("/api/account/trusted-devices", { cookie: `${cookie}; ${renewedCookie}` });
    const devices = (await listed.json()) as Array<{ id: string; userAgent: string; current: boolean }>;
    expect(devices).toEqual([expect.objectContaining({ userAgent: chrome, current: true })]);
    expect((await eventsOf(userId, before)).map(({ action }) => action)).toEqual([
      "sign_in",
      "trusted_device.add",
      "sign_in",
    ]);

    const ended = await call(`/api/account/trusted-devices/${devices[0]?.id}`, { method: "DELETE", cookie });
    expect(ended.status).toBe(204);
    expect(await call("/api/account/trusted-devices", { cookie }).then((r) => r.json())).toEqual([]);
    const { response } = await firstStep(email, { cookie: renewedCookie });
    expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await eventsOf(userId, before)).map(({ action }) => action)).toContain("trusted_device.remove");
  });

  it("another person's device is not found, as a wrong id is", async () => {
    const { email, secret } = await withSecondFactor("owner-of-device");
    const trusted = await totp((await firstStep(email)).halfSignedIn, await codeFor(secret, 0), { trustDevice: true });
    const mine = (await call("/api/account/trusted-devices", { cookie: cookiesFrom(trusted) }).then((r) =>
      r.json(),
    )) as Array<{ id: string }>;
    const stranger = await signIn(uniqueEmail("stranger"));
    for (const id of [mine[0]?.id, "0".repeat(32)]) {
      expect((await call(`/api/account/trusted-devices/${id}`, { method: "DELETE", cookie: stranger })).status).toBe(
        404,
      );
    }
    expect(
      await call("/api/account/trusted-devices", { cookie: cookiesFrom(trusted) }).then((r) => r.json()),
    ).toHaveLength(1);
  });
});

describe("what an outsider tried", () => {
  it("turned on, it ends the person's other sessions, opened with one factor: none passes the admin gate after", async () => {
    const email = uniqueEmail("admin-enrols");
    const oneFactor = await signIn(email);
    await env.DB.prepare("UPDATE user SET role = 'admin' WHERE email = ?").bind(email).run();
    const required: EnvOverrides = { REQUIRE_ADMIN_SECOND_FACTOR: "on" };
    const enrolling = await signIn(email);
    const enabled = await call("/api/auth/two-factor/enable", { cookie: enrolling, json: {} });
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const confirmed = await totp(enrolling, await codeFor(secretOf(totpURI), -1));
    expect(confirmed.status).toBe(200);
    expect(await sessionUser(oneFactor)).toBeNull();
    expect((await call("/api/users", { cookie: oneFactor, env: required })).status).toBe(401);
    const sessions = await env.DB.prepare("SELECT count(*) AS n FROM session WHERE user_id = ?")
      .bind(await userIdOf(email))
      .first<number>("n");
    expect(sessions).toBe(1);
    expect((await call("/api/users", { cookie: updateCookies(enrolling, confirmed), env: required })).status).toBe(200);
  });

  it("an administrator's reset is for someone else: their own is turned off on the account", async () => {
    const email = uniqueEmail("self-reset");
    const admin = await signIn(email);
    await env.DB.prepare("UPDATE user SET role = 'admin' WHERE email = ?").bind(email).run();
    await secondFactorOn(await userIdOf(email));
    const answer = await call(`/api/users/${await userIdOf(email)}/second-factor`, { method: "DELETE", cookie: admin });
    expect([answer.status, await codeOf(answer)]).toEqual([403, "YOU_CANNOT_RESET_YOUR_OWN_SECOND_FACTOR"]);
  });

  it("a second step without a half-signed-in state is refused and leaves no event", async () => {
    const before = await lastEvent();
    for (const cookie of ["", "better-auth.two_factor=made-up.signature"]) {
      const answer = await totp(cookie, "000000");
      expect([answer.status, await codeOf(answer)]).toEqual([401, "INVALID_TWO_FACTOR_COOKIE"]);
    }
    const kept = await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_event WHERE id > ? AND action = 'second_factor.failed'",
    )
      .bind(before)
      .first<number>("n");
    expect(kept).toBe(0);
  });

  it("signed in already, a second step is SECOND_STEP_NOT_DUE: no code checked, no recovery code spent", async () => {
    const { email, recoveryCodes } = await withSecondFactor();
    const { halfSignedIn } = await firstStep(email);
    const signedIn = cookiesFrom(await recovery(halfSignedIn, recoveryCodes[0] ?? ""));
    for (const answer of [await totp(signedIn, "000000"), await recovery(signedIn, recoveryCodes[1] ?? "")]) {
      expect([answer.status, await codeOf(answer)]).toEqual([400, "SECOND_STEP_NOT_DUE"]);
    }
    const left = await env.DB.prepare("SELECT json_array_length(backup_codes) AS n FROM two_factor WHERE user_id = ?")
      .bind(await userIdOf(email))
      .first<number>("n");
    expect(left).toBe(9);
  });

  it("refuses what this app does not offer: an emailed second code, a password, an issuer, disableSession", async () => {
    const { email, cookie, recoveryCodes } = await withSecondFactor();
    const enable = await call("/api/auth/two-factor/enable", {
      cookie: await signIn(uniqueEmail("fields")),
      json: { method: "otp" },
    });
    expect([enable.status, await codeOf(enable)]).toEqual([400, "VALIDATION_ERROR"]);
    const off = await call("/api/auth/two-factor/disable", { cookie, json: { password: "x" } });
    expect([off.status, await codeOf(off)]).toEqual([400, "VALIDATION_ERROR"]);
    const quiet = await call("/api/auth/two-factor/verify-backup-code", {
      cookie: (await firstStep(email)).halfSignedIn,
      json: { code: recoveryCodes[0], disableSession: true },
    });
    expect([quiet.status, await codeOf(quiet)]).toEqual([400, "VALIDATION_ERROR"]);
    const left = await env.DB.prepare("SELECT json_array_length(backup_codes) AS n FROM two_factor WHERE user_id = ?")
      .bind(await userIdOf(email))
      .first<number>("n");
    expect(left).toBe(10);
  });

  it("while the account's second step is locked, a right code is refused and stays unspent", async () => {
    const { email, secret } = await withSecondFactor();
    const userId = await userIdOf(email);
    const { halfSignedIn } = await firstStep(email);
    await env.DB.prepare("UPDATE two_factor SET locked_until = ? WHERE user_id = ?")
      .bind(Date.now() + 60_000, userId)
      .run();
    const code = await codeFor(secret, 0);
    const locked = await totp(halfSignedIn, code);
    expect([locked.status, await codeOf(locked)]).toEqual([429, "ACCOUNT_TEMPORARILY_LOCKED"]);
    await env.DB.prepare("UPDATE two_factor SET locked_until = NULL, failed_verification_count = 0 WHERE user_id = ?")
      .bind(userId)
      .run();
    expect(await signedInAs(await totp(halfSignedIn, code))).toBe(email);
  });
});
