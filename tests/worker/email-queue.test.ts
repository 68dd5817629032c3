import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hashCode } from "../../worker/auth/one-time-code.shared";
import { EMAIL_MAX_RETRIES, type QueuedEmail, retryDelaySeconds } from "../../worker/email/email-queue";
import wranglerToml from "../../wrangler.toml?raw";
import { codeKey, countRows, latestCode, outbox, requestCode, verifyCode } from "../support/auth";
import { captureConsole } from "../support/console";
import { consume, flakyMail } from "../support/email-queue";
import { bindingsWith } from "../support/security-input";
import { call, callWith, uniqueEmail } from "../support/worker";

/**
 * Emails leave through a queue (decision 0033). The queue itself runs in miniflare: a code
 * request enqueues, and the Worker's consumer delivers to the dev outbox. The consumer's
 * retries are driven here try by try (`consume`), with the attempt counts the queue would
 * give it.
 */
const anEmail = (to: string): QueuedEmail => ({ email: { to, subject: "Hello", text: "Hello", html: "<p>Hello</p>" } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("emails through the queue", () => {
  it("a code request answers once its email is queued, and the dev outbox has it within a second", async () => {
    const email = uniqueEmail("queued");
    const started = Date.now();
    const response = await call("/api/auth/email-otp/send-verification-otp", { json: { email, type: "sign-in" } });
    expect(response.status).toBe(200);
    const code = await latestCode(email);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await verifyCode(email, code)).status).toBe(200);
  });

  it("the consumer's tries and the dead-letter queue are those wrangler.toml configures", () => {
    expect(wranglerToml).toMatch(/queue = "edgestart-email"\n(?:.*\n)*?max_retries = (\d+)/);
    expect(wranglerToml.match(/max_retries = (\d+)/)?.[1]).toBe(String(EMAIL_MAX_RETRIES));
    expect(wranglerToml).toContain('dead_letter_queue = "edgestart-email-failed"');
  });

  it("a transport that fails twice, then succeeds, delivers exactly once", async () => {
    const mail = flakyMail(2);
    const body = anEmail(uniqueEmail("flaky"));
    const logs = captureConsole();
    expect(await consume(mail.bindings, body, 1)).toEqual({ acked: false, retriedAfter: retryDelaySeconds(1) });
    expect(await consume(mail.bindings, body, 2)).toEqual({ acked: false, retriedAfter: retryDelaySeconds(2) });
    expect(await consume(mail.bindings, body, 3)).toEqual({ acked: true, retriedAfter: undefined });
    expect(mail.sent).toEqual([body.email.to]);
    expect(mail.tries()).toBe(3);
    expect(logs.filter((line) => line.includes("email.undelivered"))).toEqual([]);
  });

  it("a transport that always fails: retried with growing delays, then dead-lettered, logged once with an error id, and its code never signs in", async () => {
    const email = uniqueEmail("never-delivered");
    await requestCode(email);
    const code = await latestCode(email);
    const body: QueuedEmail = { ...anEmail(email), code: { key: codeKey(email), hash: await hashCode(code) } };
    const mail = flakyMail(Number.POSITIVE_INFINITY);
    const logs = captureConsole();
    const delays: Array<number | undefined> = [];
    for (let attempts = 1; attempts <= EMAIL_MAX_RETRIES + 1; attempts++) {
      const { acked, retriedAfter } = await consume(mail.bindings, body, attempts);
      expect(acked).toBe(false);
      delays.push(retriedAfter);
    }
    // Past max_retries the queue moves a retried message to the dead-letter queue.
    expect(delays).toEqual([10, 20, 40, 80]);
    const undelivered = logs.filter((line) => line.includes('"email.undelivered"'));
    expect(undelivered).toHaveLength(1);
    expect(JSON.parse(undelivered[0] ?? "{}")).toMatchObject({
      level: "error",
      errorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      attempts: EMAIL_MAX_RETRIES + 1,
    });
    expect(undelivered[0]).not.toContain(email);
    expect(undelivered[0]).not.toContain(code);
    vi.restoreAllMocks();
    expect(await countRows("otp_guard", "key = ?", codeKey(email))).toBe(0);
    expect(await env.KV.get(codeKey(email))).toBeNull();
    expect((await verifyCode(email, code)).status).toBe(400);
    expect(await countRows("user", "email = ?", email)).toBe(0);
  });

  it("an email whose code a newer one replaced is not sent, and the newer code stands", async () => {
    const email = uniqueEmail("resent");
    await requestCode(email);
    const older = await latestCode(email);
    await requestCode(email);
    const newer = await latestCode(email);
    const olderEmail: QueuedEmail = { ...anEmail(email), code: { key: codeKey(email), hash: await hashCode(older) } };
    const working = flakyMail(0);
    captureConsole();
    expect(await consume(working.bindings, olderEmail, 1)).toEqual({ acked: true, retriedAfter: undefined });
    expect(working.sent).toEqual([]);
    // Nor is its last failure a reason to retire anything: the newer code stands.
    expect(await consume(flakyMail(Number.POSITIVE_INFINITY).bindings, olderEmail, EMAIL_MAX_RETRIES + 1)).toEqual({
      acked: true,
      retriedAfter: undefined,
    });
    vi.restoreAllMocks();
    expect((await verifyCode(email, newer)).status).toBe(200);
  });

  it("the sign-in answer is the same whatever the transport does, and a queue that refuses the email retires its code", async () => {
    const asked = async (bindings: Cloudflare.Env, email: string) => {
      const response = await callWith(bindings, "/api/auth/email-otp/send-verification-otp", {
        json: { email, type: "sign-in" },
      });
      return { status: response.status, body: await response.text() };
    };
    const expected = await asked(env, uniqueEmail("delivered"));
    expect(expected.status).toBe(200);
    expect(await asked(flakyMail(Number.POSITIVE_INFINITY).bindings, uniqueEmail("failing"))).toEqual(expected);

    const refused = uniqueEmail("refused");
    const queue = {
      send: () => Promise.reject(new Error("Queue unavailable (injected fault)")),
    } as unknown as Queue;
    const logs = captureConsole();
    expect(await asked(bindingsWith({ EMAIL_QUEUE: queue }), refused)).toEqual(expected);
    expect(logs.filter((line) => line.includes('"auth.code_queue_failed"'))).toHaveLength(1);
    vi.restoreAllMocks();
    expect(await countRows("otp_guard", "key = ?", codeKey(refused))).toBe(0);
    expect(await outbox(refused)).toEqual([]);
  });
});
