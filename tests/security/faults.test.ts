/**
 * Faults (ASVS 5.0 V2.3.3 all-or-nothing business operations, V16.5 errors that fail
 * closed and give nothing away, V16.2.5 no secrets in logs): D1 statements, KV and the
 * mail transport fail on purpose, through the bindings a request runs with
 * (tests/support/security-input.ts: `callWith`, `faultyD1`, `faultyKv`).
 *
 * The D1 fault is a statement that D1 accepts and that fails only when it runs, so in a
 * batch the statements before it have already written. A fault inside one statement (a
 * cascade) is a SQLite trigger that aborts.
 *
 * Already proven elsewhere: tests/worker/books.api.test.ts (20 racing creates → one row),
 * users.last-admin.test.ts (racing demotions), auth.codes.test.ts (10 parallel verifies →
 * one session).
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EMAIL_MAX_RETRIES, type QueuedEmail } from "../../worker/email/email-queue";
import { type Answer, api, errorOf } from "../support/api";
import {
  codeKey,
  countRows,
  latestCode,
  requestCode,
  sessionUser,
  settledOutbox,
  signIn,
  verifyCode,
} from "../support/auth";
import { bookInput, countBooks, insertGenres, newBook } from "../support/books";
import { captureConsole } from "../support/console";
import { consume, flakyMail, keptQueue } from "../support/email-queue";
import { bindingsWith, faultyD1, faultyKv } from "../support/security-input";
import { userIdOf, userRow } from "../support/users";
import { callWith, cookiesFrom, uniqueEmail } from "../support/worker";

/**
 * The answer to an unexpected failure: a JSON 500 with the generic message and an id, and
 * nothing else (no stack, SQL or message of the cause); the id is the request's (its
 * X-Request-Id), and one log line says the failure with it.
 */
async function expectInternalError(response: Answer, logs: string[], path: string) {
  expect(response.status).toBe(500);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = await errorOf(response);
  expect(body).toEqual({
    code: "INTERNAL_SERVER_ERROR",
    message: "Something went wrong",
    errorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  // The request's own id, which every line it logged carries: one of them says it failed.
  expect(response.headers.get("x-request-id")).toBe(body.errorId);
  const logged = logs.filter((line) => body.errorId && line.includes(body.errorId) && line.includes("request.failed"));
  expect(logged).toHaveLength(1);
  expect(JSON.parse(logged[0] ?? "{}")).toMatchObject({
    level: "error",
    event: "request.failed",
    path,
    requestId: body.errorId,
  });
}

async function sessionsOf(email: string) {
  return countRows("session s JOIN user u ON u.id = s.user_id", "u.email = ?", email);
}

let admin: string;
beforeAll(async () => {
  await insertGenres();
  admin = await signIn("admin@example.com");
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a D1 statement failing in the middle of a write leaves nothing half-done", () => {
  it("a book create whose read-back fails after the insert answers a JSON 500 with a logged error id, and no book exists", async () => {
    const title = `Half-written ${crypto.randomUUID().slice(0, 6)}`;
    const before = await countBooks();
    const { db, fault } = faultyD1(env.DB, (sql) => /^select .* from "book"/.test(sql));
    const logs = captureConsole();
    const response = await api({ bindings: bindingsWith({ DB: db }), cookie: admin }).books.$post({
      json: bookInput({ title }),
    });
    expect(fault.fired).toBe(1);
    await expectInternalError(response, logs, "/api/books");
    expect(await countBooks()).toBe(before);
    expect(await countBooks("title = ?", title)).toBe(0);
  });

  it("a book replace whose read-back fails after the update answers 500, and the book keeps every old field", async () => {
    const created = await newBook(admin, bookInput({ title: "Unchanged" }));
    const row = () => env.DB.prepare("SELECT * FROM book WHERE id = ?").bind(created.id).first();
    const before = await row();
    const { db, fault } = faultyD1(env.DB, (sql) => /^select .* from "book"/.test(sql));
    const logs = captureConsole();
    const response = await api({ bindings: bindingsWith({ DB: db }), cookie: admin }).books[":id"].$put({
      param: { id: created.id },
      json: bookInput({ title: "Replaced", author: "Someone Else" }),
    });
    expect(fault.fired).toBe(1);
    await expectInternalError(response, logs, `/api/books/${created.id}`);
    expect(await row()).toEqual(before);
  });

  it("a ban whose session purge fails after the ban was written answers 500: not banned, and every session lives on", async () => {
    const email = uniqueEmail("ban-target");
    const cookie = await signIn(email);
    const id = await userIdOf(email);
    const before = await userRow(id);
    const { db, fault } = faultyD1(env.DB, (sql) => /^delete from "session"/.test(sql));
    const logs = captureConsole();
    const response = await api({ bindings: bindingsWith({ DB: db }), cookie: admin }).users[":id"].ban.$post({
      param: { id },
      json: { reason: "Half a ban" },
    });
    expect(fault.fired).toBe(1);
    await expectInternalError(response, logs, `/api/users/${id}/ban`);
    expect(await userRow(id)).toEqual(before);
    expect(await sessionsOf(email)).toBe(1);
    expect(await sessionUser(cookie)).toMatchObject({ email });
  });

  it("deleting a person when the cascade to their sessions fails answers 500: the person and every session remain", async () => {
    const email = uniqueEmail("delete-target");
    const cookie = await signIn(email);
    const id = await userIdOf(email);
    const before = await userRow(id);
    // The user row is already gone when the cascade reaches the sessions: the abort must undo it.
    await env.DB.prepare(
      `CREATE TRIGGER injected_fault BEFORE DELETE ON session WHEN old.user_id = '${id}'
       BEGIN SELECT RAISE(ABORT, 'injected fault'); END`,
    ).run();
    try {
      const logs = captureConsole();
      const response = await api({ cookie: admin }).users[":id"].$delete({ param: { id } });
      await expectInternalError(response, logs, `/api/users/${id}`);
    } finally {
      await env.DB.prepare("DROP TRIGGER injected_fault").run();
    }
    expect(await userRow(id)).toEqual(before);
    expect(await sessionsOf(email)).toBe(1);
    expect(await sessionUser(cookie)).toMatchObject({ email });
  });

  it("a sign-in whose session insert fails answers 500 with no cookie and no session, logs none of the new session's values, and a new code then works", async () => {
    const email = uniqueEmail("first-sign-in");
    await requestCode(email);
    const code = await latestCode(email);
    const { db, fault } = faultyD1(env.DB, (sql) => /^insert into "session"/.test(sql));
    const logs = captureConsole();
    const response = await callWith(bindingsWith({ DB: db }), "/api/auth/sign-in/email-otp", {
      json: { email, otp: code },
    });
    expect(fault.fired).toBe(1);
    await expectInternalError(response, logs, "/api/auth/sign-in/email-otp");
    expect(cookiesFrom(response)).not.toContain("session_token");
    expect(await sessionsOf(email)).toBe(0);
    // The failed insert carried the session's id and token (32 random characters each).
    const secrets = fault.boundValues.filter(
      (value): value is string => typeof value === "string" && value.length >= 32,
    );
    expect(secrets.length).toBeGreaterThanOrEqual(2);
    for (const secret of secrets) expect(logs.join("\n")).not.toContain(secret);

    // better-auth wrote the account before the session (D1 has no transaction around its
    // steps), so the person exists; the spent code stays spent, and a new one signs them in.
    expect((await verifyCode(email, code)).status).toBe(400);
    vi.restoreAllMocks();
    expect(await sessionUser(await signIn(email))).toMatchObject({ email });
    expect(await countRows("user", "email = ?", email)).toBe(1);
  });
});

describe("KV failing while a code is verified fails closed", () => {
  async function codeFor(email: string) {
    await requestCode(email);
    return latestCode(email);
  }

  it("KV unreadable during a verify: a JSON 500 with a logged error id, no session, no cookie", async () => {
    const email = uniqueEmail("kv-get");
    const code = await codeFor(email);
    const { kv, fault } = faultyKv(env.KV, ["get"], (key) => key === codeKey(email));
    const logs = captureConsole();
    const response = await callWith(bindingsWith({ KV: kv }), "/api/auth/sign-in/email-otp", {
      json: { email, otp: code },
    });
    expect(fault.fired).toBeGreaterThan(0);
    await expectInternalError(response, logs, "/api/auth/sign-in/email-otp");
    expect(cookiesFrom(response)).not.toContain("session_token");
    expect(await sessionsOf(email)).toBe(0);
    expect(logs.join("\n")).not.toContain(code);
  });

  it("a verification, right or wrong, writes nothing to KV: with every write refused it still answers", async () => {
    const email = uniqueEmail("kv-write");
    const code = await codeFor(email);
    const { kv, fault } = faultyKv(env.KV, ["put", "delete"], (key) => key === codeKey(email));
    const wrong = await callWith(bindingsWith({ KV: kv }), "/api/auth/sign-in/email-otp", {
      json: { email, otp: code.startsWith("A") ? "BBBBBB" : "AAAAAA" },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "INVALID_OTP" });
    const right = await callWith(bindingsWith({ KV: kv }), "/api/auth/sign-in/email-otp", {
      json: { email, otp: code },
    });
    expect(right.status).toBe(200);
    expect(fault.fired).toBe(0);
    // Spent, though its KV record stays until it expires: D1's guard holds it.
    const replay = await verifyCode(email, code);
    expect(replay.status).toBe(400);
    expect(await sessionsOf(email)).toBe(1);
  });
});

describe("the mail transport failing leaves no usable code", () => {
  /**
   * Asks for a code with a queue that keeps the email instead of delivering it, then hands it
   * to the consumer on every try the queue allows, each time with `transport` failing. The
   * reply must be the one a delivered code gets, and after the last try nothing of the code
   * may be left: not in KV, not in D1's guard, and the code itself refused.
   */
  async function undelivered(email: string, transport: Cloudflare.Env, failed: () => number) {
    const expected = await requestCode(uniqueEmail("delivered"));
    const { queue, kept } = keptQueue();
    const response = await callWith(bindingsWith({ EMAIL_QUEUE: queue }), "/api/auth/email-otp/send-verification-otp", {
      json: { email, type: "sign-in" },
    });
    expect({ status: response.status, body: await response.text() }).toEqual({
      status: expected.status,
      body: await expected.text(),
    });
    const [message] = kept;
    const code = message?.email.code ?? "";
    expect(code).toHaveLength(6);
    const logs = captureConsole();
    for (let attempts = 1; attempts <= EMAIL_MAX_RETRIES + 1; attempts++) {
      expect((await consume(transport, message as QueuedEmail, attempts)).acked).toBe(false);
    }
    expect(failed()).toBe(EMAIL_MAX_RETRIES + 1);
    const logged = logs.filter((line) => line.includes('"email.undelivered"'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).not.toContain(code);
    vi.restoreAllMocks();
    expect(await env.KV.get(codeKey(email))).toBeNull();
    expect(await countRows("otp_guard", "key = ?", codeKey(email))).toBe(0);
    const verify = await verifyCode(email, code);
    expect(verify.status).toBe(400);
    expect(cookiesFrom(verify)).not.toContain("session_token");
    expect(await countRows("user", "email = ?", email)).toBe(0);
  }

  it("Cloudflare Email Service refusing the message on every try: the generic reply, and the code it carried never signs in", async () => {
    const mail = flakyMail(Number.POSITIVE_INFINITY);
    await undelivered(uniqueEmail("undelivered"), mail.bindings, mail.tries);
  });

  it("the dev outbox unable to store the email (KV write refused) on every try: the generic reply, and the printed code never signs in", async () => {
    const email = uniqueEmail("outbox-down");
    const { kv, fault } = faultyKv(env.KV, ["put"], (key) => key.startsWith(`dev-outbox:${email}`));
    await undelivered(email, bindingsWith({ KV: kv }), () => fault.fired);
    expect(await settledOutbox(email, 1)).toHaveLength(0);
  });
});
