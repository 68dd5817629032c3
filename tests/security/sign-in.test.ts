/**
 * Threats against passwordless sign-in and sessions (ASVS 5.0 V6 and V7, level 2), and
 * cross-site writes (V3.5). Points already proven elsewhere are not repeated here:
 * tests/worker/auth.codes.test.ts (replay after success, 10 parallel verifies → one session,
 * 3 tries, a code bound to its email, expiry, hashing at rest), auth.limits.test.ts (per-email
 * and per-address caps), auth.cookies.test.ts (cookie flags, a planted made-up cookie never
 * adopted, a foreign Origin refused on sign-out and on the code request), auth.sessions.test.ts
 * (sliding and absolute lifetime).
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { type Answer, api, bodyOf, errorOf } from "../support/api";
import {
  codeKey,
  countRows,
  delivered,
  latestCode,
  requestCode,
  sessionUser,
  settledOutbox,
  signIn,
  verifyCode,
} from "../support/auth";
import { bookInput, countBooks, insertGenres, newBook } from "../support/books";
import { kvWithWriteRate } from "../support/security-input";
import { createUser, userIdOf, userInput, userRow } from "../support/users";
import { call, cookiesFrom, type EnvOverrides, envWith, ORIGIN, uniqueEmail, uniqueIp } from "../support/worker";

/**
 * A code request timed from sending to the Worker's answer, the way an attacker measures it:
 * work left in waitUntil (the email) runs after the answer and is waited for only afterwards.
 */
async function timedCodeRequest(email: string, bindings: Cloudflare.Env) {
  const request = new Request(`${ORIGIN}/api/auth/email-otp/send-verification-otp`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": uniqueIp() },
    body: JSON.stringify({ email, type: "sign-in" }),
  });
  const ctx = createExecutionContext();
  const started = performance.now();
  const response = await worker.fetch(request, bindings, ctx);
  const ms = performance.now() - started;
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, body, ms };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Moves every per-email and per-address limit window `seconds` into the past, as if that
 * much time had gone by (the limits are fixed windows in D1: quota and rate_limit).
 */
async function letTimePass(seconds: number) {
  const ms = seconds * 1000;
  await env.DB.batch([
    env.DB.prepare("UPDATE quota SET window_start = window_start - ?").bind(ms),
    env.DB.prepare("UPDATE rate_limit SET last_request = last_request - ?").bind(ms),
  ]);
}

/** The id of a person's only session (the one a fresh sign-in made). */
async function onlySessionId(userId: string): Promise<string> {
  const { results } = await env.DB.prepare("SELECT id FROM session WHERE user_id = ?")
    .bind(userId)
    .all<{ id: string }>();
  if (results.length !== 1) throw new Error(`Expected one session, found ${results.length}`);
  return results[0]?.id ?? "";
}

/** The stored state of a code: its KV record and expiry, and its D1 guard row. */
async function storedCode(key: string) {
  const record = await env.KV.get<{ value: string; expiresAt: string }>(key, "json");
  const listed = await env.KV.list({ prefix: key });
  const guard = await env.DB.prepare("SELECT attempts, expires_at FROM otp_guard WHERE key = ?")
    .bind(key)
    .first<{ attempts: number; expires_at: number }>();
  return { record, kvExpiration: listed.keys.find((entry) => entry.name === key)?.expiration, guard };
}

const DAY = 24 * 60 * 60;
const loginOnly: EnvOverrides = { SIGN_UP_ENABLED: "false" };

async function errorCode(response: Response) {
  return (await errorOf(response)).code;
}

function wrongGuess(code: string) {
  return code.startsWith("A") ? "BBBBBB" : "AAAAAA";
}

function sendCode(email: string, type: string) {
  return call("/api/auth/email-otp/send-verification-otp", { json: { email, type } });
}

let admin: string;
beforeAll(async () => {
  admin = await signIn("admin@example.com");
});

describe("guessing codes", () => {
  it("asking for fresh codes cannot turn 3 tries into many: ≤ 9 guesses per email in 10 minutes, ≤ 20 an hour, ≤ 30 a day", async () => {
    const email = uniqueEmail("target");
    await signIn(email);
    const sessionsBefore = await countRows("session s JOIN user u ON u.id = s.user_id", "u.email = ?", email);
    await letTimePass(DAY);

    // The attack: a new code, wrong guesses until it dies, again and again, from ever-new
    // addresses; every 10 minutes (a day of them) it starts over.
    const guessesPer10Minutes: number[] = [];
    for (let slot = 0; slot < DAY / 600; slot++) {
      let guesses = 0;
      while ((await requestCode(email)).status === 200) {
        const code = await latestCode(email);
        for (;;) {
          const answer = await errorCode(await verifyCode(email, wrongGuess(code)));
          if (answer !== "INVALID_OTP") {
            expect(["TOO_MANY_ATTEMPTS", "TOO_MANY_REQUESTS"]).toContain(answer);
            break;
          }
          guesses += 1;
        }
      }
      guessesPer10Minutes.push(guesses);
      await letTimePass(600);
    }

    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const perHour = Array.from({ length: 24 }, (_, hour) => sum(guessesPer10Minutes.slice(hour * 6, hour * 6 + 6)));
    // 3 codes × 3 tries in the first 10 minutes, then the hourly verify cap and the daily send cap bite.
    expect(guessesPer10Minutes[0]).toBe(9);
    expect(Math.max(...guessesPer10Minutes)).toBeLessThanOrEqual(3 * 3);
    expect(Math.max(...perHour)).toBeLessThanOrEqual(20);
    expect(sum(guessesPer10Minutes)).toBeLessThanOrEqual(10 * 3);
    // At 30 bits a code, that many guesses leave a 30 / 2^30 ≈ 2.8e-8 chance a day.
    expect(await countRows("session s JOIN user u ON u.id = s.user_id", "u.email = ?", email)).toBe(sessionsBefore);
  });
});

describe("codes are bound to their purpose", () => {
  it("a sign-in code cannot verify the email (verify-email) and changes nothing", async () => {
    const email = uniqueEmail();
    const id = (await createUser(admin, userInput({ email }))).id;
    await requestCode(email);
    const before = await userRow(id);

    const response = await call("/api/auth/email-otp/verify-email", { json: { email, otp: await latestCode(email) } });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("INVALID_OTP");
    expect(await userRow(id)).toEqual(before);
    expect(await env.DB.prepare("SELECT email_verified FROM user WHERE id = ?").bind(id).first()).toEqual({
      email_verified: 0,
    });
  });

  it.each(["email-verification", "forget-password"])(
    "the public endpoint mints no %s code: refused, nothing mailed, the sign-in code stays the newest",
    async (type) => {
      const email = uniqueEmail();
      await signIn(email);
      await requestCode(email);
      const signInCode = await latestCode(email);
      const refused = await sendCode(email, type);
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toMatchObject({ code: "VALIDATION_ERROR", issues: [{ path: "type" }] });
      expect(await settledOutbox(email, 3)).toHaveLength(2);
      expect((await verifyCode(email, signInCode)).status).toBe(200);
    },
  );

  it("a code request costs the same D1 work for a known and an unknown address (Server-Timing tells nothing)", async () => {
    const known = uniqueEmail("known");
    await signIn(known);
    const cost = async (email: string) =>
      (await sendCode(email, "sign-in")).headers.get("server-timing")?.match(/desc="([^"]+)"/)?.[1];
    const [forKnown, forUnknown] = [await cost(known), await cost(uniqueEmail("unknown"))];
    expect(forKnown).toMatch(/^\d+ primary$/);
    expect(forUnknown).toBe(forKnown);
  });

  it("a change-email code sent to the new address never signs that address in", async () => {
    const email = uniqueEmail("asker");
    const newEmail = uniqueEmail("new-address");
    const cookie = await signIn(email);
    expect((await call("/api/auth/email-otp/request-email-change", { cookie, json: { newEmail } })).status).toBe(200);

    const response = await verifyCode(newEmail, await latestCode(newEmail));
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("INVALID_OTP");
    expect(await countRows("user", "email = ?", newEmail)).toBe(0);
    expect(await sessionUser(cookie)).toMatchObject({ email });
  });

  it("a sign-in code for the new address never confirms an email change", async () => {
    const email = uniqueEmail("asker");
    const newEmail = uniqueEmail("new-address");
    const cookie = await signIn(email);
    await call("/api/auth/email-otp/request-email-change", { cookie, json: { newEmail } });
    // The change's code delivered first: the newest email is then the sign-in code's.
    await delivered(newEmail, 1);
    await requestCode(newEmail);

    const response = await call("/api/auth/email-otp/change-email", {
      cookie,
      json: { newEmail, otp: await latestCode(newEmail) },
    });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("INVALID_OTP");
    expect(await sessionUser(cookie)).toMatchObject({ email });
    expect(await countRows("user", "email = ?", newEmail)).toBe(0);
  });

  it("the public send endpoint will not mint a change-email code (that needs a fresh session) nor an unknown type", async () => {
    const email = uniqueEmail();
    for (const type of ["change-email", "sign-up", ""]) {
      const response = await sendCode(email, type);
      expect(response.status).toBe(400);
    }
    expect(await settledOutbox(email, 1)).toHaveLength(0);
    expect(await env.KV.get(codeKey(email, "change-email"))).toBeNull();
  });

  it("asking for another purpose counts against nothing: the address still gets its sign-in codes", async () => {
    const email = uniqueEmail();
    const statuses = [];
    for (const type of ["email-verification", "forget-password", "email-verification", "sign-in", "sign-in"]) {
      statuses.push((await sendCode(email, type)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 200, 200]);
  });
});

describe("code lifetime", () => {
  it("a code still works 1 second before its 5 minutes are up; 1 ms after, it is refused and erased", async () => {
    const [early, late] = [uniqueEmail("early"), uniqueEmail("late")];
    for (const email of [early, late]) await requestCode(email);

    // The clock cannot move inside workerd: move each code's expiry instead, in KV's copy and
    // in the guard row's.
    const expireIn = async (email: string, ms: number) => {
      const { record } = await storedCode(codeKey(email));
      const moved = JSON.stringify({ ...record, expiresAt: new Date(Date.now() + ms).toISOString() });
      await env.KV.put(codeKey(email), moved);
      await env.DB.prepare("UPDATE otp_guard SET record = ?2, expires_at = ?3 WHERE key = ?1")
        .bind(codeKey(email), moved, Date.now() + ms)
        .run();
    };
    await expireIn(early, 1000);
    await expireIn(late, -1);

    expect((await verifyCode(early, await latestCode(early))).status).toBe(200);
    const refused = await verifyCode(late, await latestCode(late));
    expect(refused.status).toBe(400);
    expect(await errorCode(refused)).toBe("OTP_EXPIRED");
    expect(await countRows("user", "email = ?", late)).toBe(0);
    const leftover = await storedCode(codeKey(late));
    expect(leftover.record).toBeNull();
    expect(leftover.guard).toBeNull();
  });

  it("KV itself drops a code 5 minutes after it is sent, and wrong guesses never stretch its life", async () => {
    const email = uniqueEmail();
    const sentAt = Date.now();
    await requestCode(email);
    const first = await storedCode(codeKey(email));
    const expiresAt = Date.parse(first.record?.expiresAt ?? "");
    const kvLifetime = (first.kvExpiration ?? 0) * 1000 - sentAt;
    expect(kvLifetime).toBeGreaterThan(298_000);
    expect(kvLifetime).toBeLessThanOrEqual(301_000);
    expect(first.guard?.expires_at).toBe(expiresAt);

    const code = await latestCode(email);
    await verifyCode(email, wrongGuess(code));
    await verifyCode(email, wrongGuess(code));
    const after = await storedCode(codeKey(email));
    expect(Date.parse(after.record?.expiresAt ?? "")).toBe(expiresAt);
    expect(after.guard).toEqual({ attempts: 2, expires_at: expiresAt });
    expect(after.kvExpiration ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(Math.ceil(expiresAt / 1000) + 1);
  });
});

describe("account enumeration", () => {
  it.each([
    ["on", {}],
    ["off", loginOnly],
  ])(
    "with sign-up %s, a known and an unknown email get the same status and body, asking for a code or guessing one",
    async (_, overrides) => {
      const known = uniqueEmail("member");
      await createUser(admin, userInput({ email: known }));
      const unknown = uniqueEmail("stranger");

      const asked = [await requestCode(known, { env: overrides }), await requestCode(unknown, { env: overrides })];
      expect(asked.map((response) => response.status)).toEqual([200, 200]);
      expect(await asked[0]?.text()).toBe(await asked[1]?.text());

      const guessed = [
        await verifyCode(known, "AAAAAA", { env: overrides }),
        await verifyCode(unknown, "AAAAAA", { env: overrides }),
      ];
      expect(guessed[0]?.status).toBe(guessed[1]?.status);
      expect(await guessed[0]?.text()).toBe(await guessed[1]?.text());
      expect(await countRows("user", "email = ?", unknown)).toBe(0);
    },
  );

  it.each([
    ["on", {}],
    ["off", loginOnly],
  ])(
    "with sign-up %s, a code request takes the same time for known and unknown emails (medians < 50 ms apart over 20 each)",
    async (_, overrides) => {
      // KV as production limits it (one write a second per key), where a second write to one
      // code's key (an unknown address's code written, then deleted) would wait to retry.
      const bindings = { ...envWith(overrides), KV: kvWithWriteRate(env.KV).kv };
      const known = await Promise.all(
        Array.from(
          { length: 20 },
          async () => (await createUser(admin, userInput({ email: uniqueEmail("member") }))).email,
        ),
      );
      const times = { known: [] as number[], unknown: [] as number[] };
      for (const email of known) {
        const forKnown = await timedCodeRequest(email, bindings);
        const forUnknown = await timedCodeRequest(uniqueEmail("stranger"), bindings);
        expect([forKnown.status, forUnknown.status]).toEqual([200, 200]);
        expect(forKnown.body).toBe(forUnknown.body);
        times.known.push(forKnown.ms);
        times.unknown.push(forUnknown.ms);
      }
      expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(50);
    },
  );
});

describe("sessions die on the server", () => {
  it("an attacker's own valid session, planted in the victim's browser, is replaced at sign-in and never becomes the victim's", async () => {
    const attackerEmail = uniqueEmail("attacker");
    const planted = await signIn(attackerEmail);
    const victim = uniqueEmail("victim");

    await requestCode(victim, { cookie: planted });
    const response = await verifyCode(victim, await latestCode(victim), { cookie: planted });
    expect(response.status).toBe(200);
    const issued = cookiesFrom(response);
    expect(issued).toMatch(/session_token=/);
    expect(issued).not.toBe(planted);
    expect(await sessionUser(issued)).toMatchObject({ email: victim });
    expect((await sessionUser(planted))?.email).not.toBe(victim);
  });

  type Ending = (person: { email: string; userId: string; sessionId: string; cookie: string }) => Promise<Answer>;
  const endings: Array<[string, Ending]> = [
    ["signing out", ({ cookie }) => call("/api/auth/sign-out", { cookie, json: {} })],
    [
      "revoking my current session from my account",
      ({ cookie, sessionId }) => api({ cookie }).account.sessions[":id"].$delete({ param: { id: sessionId } }),
    ],
    [
      "revoking it from another of my devices",
      async ({ email, sessionId }) =>
        api({ cookie: await signIn(email) }).account.sessions[":id"].$delete({ param: { id: sessionId } }),
    ],
    [
      "'sign out everywhere else' from another of my devices",
      async ({ email }) => call("/api/auth/revoke-other-sessions", { cookie: await signIn(email), json: {} }),
    ],
    [
      "an admin revoking that session",
      ({ userId, sessionId }) =>
        api({ cookie: admin }).users[":id"].sessions[":sessionId"].$delete({ param: { id: userId, sessionId } }),
    ],
    [
      "an admin revoking all of the person's sessions",
      ({ userId }) => api({ cookie: admin }).users[":id"].sessions.$delete({ param: { id: userId } }),
    ],
    [
      "an admin banning the person",
      ({ userId }) => api({ cookie: admin }).users[":id"].ban.$post({ param: { id: userId }, json: {} }),
    ],
    [
      "the 30-day absolute lifetime running out",
      async ({ sessionId }) => {
        const createdAt = Date.now() - 30 * DAY * 1000 - 60_000;
        await env.DB.prepare("UPDATE session SET created_at = ?, expires_at = ? WHERE id = ?")
          .bind(createdAt, createdAt + 30 * DAY * 1000, sessionId)
          .run();
        return new Response(null, { status: 204 });
      },
    ],
  ];

  it.each(endings)("after %s, the old cookie is refused everywhere and its row is gone", async (_, end) => {
    const email = uniqueEmail();
    const cookie = await signIn(email);
    const userId = await userIdOf(email);
    const sessionId = await onlySessionId(userId);

    expect((await end({ email, userId, sessionId, cookie })).ok).toBe(true);

    const session = await call("/api/auth/get-session", { cookie });
    expect(session.status).toBe(200);
    expect(await session.json()).toBeNull();
    const mine = await api({ cookie }).account.sessions.$get();
    expect(await bodyOf(mine, 401)).toEqual({ code: "UNAUTHORIZED", message: "Not authorized" });
    expect(await countRows("session", "id = ?", sessionId)).toBe(0);
  });
});

describe("off-site redirects", () => {
  const offSite = [
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "\\\\/evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "https:evil.example",
    "http://localhost:8787.evil.example/",
    "http://localhost:8787@evil.example/",
  ];

  it.each(
    offSite.flatMap((url) => ["callbackURL", "errorCallbackURL", "newUserCallbackURL"].map((field) => [field, url])),
  )("a GitHub sign-in with %s %s is refused with 403 and starts nothing", async (field, url) => {
    const response = await call("/api/auth/sign-in/social", {
      env: { OAUTH_MOCK_ISSUER: env.TEST_OAUTH_MOCK_ISSUER },
      json: { provider: "github", callbackURL: "/app", [field]: url },
    });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toMatch(/^INVALID_(|ERROR_|NEW_USER_)CALLBACK_URL$/);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("cross-site requests", () => {
  const foreignOrigins = ["https://evil.example", "null", "http://evil.localhost:8787"];
  let bookId: string;
  let personId: string;

  beforeAll(async () => {
    await insertGenres();
    bookId = (await newBook(admin, bookInput({ title: "Target" }))).id;
    personId = (await createUser(admin, userInput({ name: "Target Person" }))).id;
    await api({ cookie: admin }).users[":id"].ban.$post({ param: { id: personId }, json: {} });
  });

  /** What a forged write could change: books, people (and their ban), the admin's sessions. */
  async function snapshot() {
    const [books, people, sessions] = await env.DB.batch([
      env.DB.prepare("SELECT * FROM book ORDER BY id"),
      env.DB.prepare("SELECT id, email, name, role, banned FROM user ORDER BY id"),
      env.DB.prepare("SELECT id, user_id, impersonated_by FROM session ORDER BY id"),
    ]);
    return JSON.stringify([books?.results, people?.results, sessions?.results]);
  }

  const appWrites = (): Array<[string, string, unknown]> => [
    ["POST", "/api/books", bookInput({ title: "Forged" })],
    ["PUT", `/api/books/${bookId}`, bookInput({ title: "Forged" })],
    ["DELETE", `/api/books/${bookId}`, undefined],
    ["POST", "/api/users", userInput({ name: "Forged" })],
    ["PUT", `/api/users/${personId}`, { ...userInput(), role: "admin" }],
    ["DELETE", `/api/users/${personId}`, undefined],
    ["POST", `/api/users/${personId}/unban`, undefined],
    ["POST", `/api/users/${personId}/impersonate`, undefined],
    ["DELETE", `/api/users/${personId}/sessions`, undefined],
  ];

  it("an admin's session used from a foreign Origin cannot write through the app API, and nothing changes", async () => {
    const before = await snapshot();
    for (const origin of foreignOrigins) {
      for (const [method, path, json] of appWrites()) {
        const response = await call(path, { method, json, cookie: admin, headers: { origin } });
        expect(response.status, `${method} ${path} from ${origin}`).toBe(403);
        expect(await errorCode(response)).toBe(origin === "null" ? "MISSING_OR_NULL_ORIGIN" : "INVALID_ORIGIN");
      }
    }
    expect(await snapshot()).toBe(before);
    expect(await countBooks("title = ?", "Forged")).toBe(0);
  });

  it("a write without an Origin that the browser marks cross-site (Sec-Fetch-Site) is refused too", async () => {
    const before = await snapshot();
    const response = await call(`/api/users/${personId}/unban`, {
      method: "POST",
      cookie: admin,
      origin: null,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe("MISSING_OR_NULL_ORIGIN");
    expect(await snapshot()).toBe(before);
  });

  it("a signed-in person's better-auth writes from a foreign Origin are refused, and nothing changes", async () => {
    const email = uniqueEmail("victim");
    const cookie = await signIn(email);
    const id = await userIdOf(email);
    const elsewhere = await signIn(email);
    const before = await snapshot();
    const writes: Array<[string, unknown]> = [
      ["/api/auth/update-user", { name: "Forged" }],
      ["/api/auth/revoke-other-sessions", {}],
      ["/api/auth/revoke-sessions", {}],
      ["/api/auth/email-otp/request-email-change", { newEmail: uniqueEmail("attacker") }],
      ["/api/auth/delete-user", {}],
      ["/api/auth/sign-out", {}],
    ];
    for (const origin of foreignOrigins) {
      for (const [path, json] of writes) {
        const response = await call(path, { json, cookie, headers: { origin } });
        expect(response.status, `${path} from ${origin}`).toBe(403);
      }
    }
    expect(await snapshot()).toBe(before);
    expect(await userRow(id)).toMatchObject({ email, name: "" });
    expect(await sessionUser(elsewhere)).toMatchObject({ email });
  });

  const formTypes = [
    ["application/x-www-form-urlencoded", "name=Forged&title=Forged"],
    [
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nForged\r\n--x--\r\n',
    ],
    ["text/plain", '{"name":"Forged","title":"Forged"}'],
  ];

  it.each(formTypes)(
    "a %s body with a valid session is refused with 415 on both APIs, and nothing changes",
    async (type, body) => {
      const email = uniqueEmail("victim");
      const cookie = await signIn(email);
      const before = await snapshot();
      const targets: Array<[string, string, string]> = [
        ["POST", "/api/books", admin],
        ["PUT", `/api/books/${bookId}`, admin],
        ["POST", "/api/users", admin],
        ["POST", `/api/users/${personId}/unban`, admin],
        ["POST", "/api/auth/update-user", cookie],
        ["POST", "/api/auth/revoke-other-sessions", cookie],
        ["POST", "/api/auth/sign-out", cookie],
        ["POST", "/api/auth/delete-user", cookie],
        ["POST", "/api/auth/email-otp/send-verification-otp", cookie],
      ];
      for (const [method, path, session] of targets) {
        const response = await call(path, { method, body, cookie: session, headers: { "content-type": type } });
        expect(response.status, `${method} ${path}`).toBe(415);
        expect(await errorCode(response)).toBe("UNSUPPORTED_MEDIA_TYPE");
      }
      expect(await snapshot()).toBe(before);
      expect(await sessionUser(cookie)).toMatchObject({ email, name: "" });
      expect(await settledOutbox(email, 2)).toHaveLength(1);
    },
  );

  it("an empty form (a type, no fields) to a route that takes no body is refused with 415 too", async () => {
    const before = await snapshot();
    for (const path of [`/api/users/${personId}/unban`, `/api/users/${personId}/impersonate`]) {
      const response = await call(path, {
        method: "POST",
        body: "",
        cookie: admin,
        headers: { "content-type": "text/plain", "content-length": "0" },
      });
      expect(response.status, path).toBe(415);
      expect(await errorCode(response)).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
    expect(await snapshot()).toBe(before);
  });

  it("a GET (what a link or an image can send) signs nobody out and changes nothing", async () => {
    const email = uniqueEmail();
    const cookie = await signIn(email);
    const before = await snapshot();
    for (const path of ["/api/auth/sign-out", "/api/auth/revoke-sessions", "/api/auth/delete-user"]) {
      const response = await call(path, { cookie, headers: { "sec-fetch-site": "cross-site" } });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
    }
    expect(await snapshot()).toBe(before);
    expect(await sessionUser(cookie)).toMatchObject({ email });
  });

  it("our own Origin still writes (the refusals above are about origin, not a broken route)", async () => {
    const response = await call("/api/books", { cookie: admin, json: bookInput(), headers: { origin: ORIGIN } });
    expect(response.status).toBe(201);
  });
});
