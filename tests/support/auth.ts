import { env } from "cloudflare:test";
import { expect } from "vitest";
import { type CallOptions, call, cookiesFrom } from "./worker";

/** The KV key better-auth keeps a one-time code under, per purpose and email. */
export const codeKey = (email: string, type = "sign-in") => `verification:${type}-otp-${email}`;

/** When each address last asked for a code through `requestCode`, to wait for that code. */
const askedAt = new Map<string, number>();

export function requestCode(email: string, options: CallOptions = {}) {
  askedAt.set(email.toLowerCase(), Date.now());
  return call("/api/auth/email-otp/send-verification-otp", { ...options, json: { email, type: "sign-in" } });
}

/**
 * How long the email queue may take to deliver, locally (max_batch_timeout 0): well under a
 * second on an idle machine, but more than one with two test files running on two busy cores,
 * which failed tests that waited for their code no longer.
 */
const DELIVERY_WAIT_MS = 2000;

/**
 * How long a test that expects an email waits for it: it returns as soon as it is there, so
 * only a loaded machine (two test phases on two cores) waits longer than DELIVERY_WAIT_MS.
 */
const EXPECTED_DELIVERY_WAIT_MS = 10_000;

/** The dev outbox for an address once it holds the `count` emails a test expects. */
export async function delivered(email: string, count: number): Promise<OutboxEmail[]> {
  return waitForOutbox(email, (emails) => emails.length >= count, EXPECTED_DELIVERY_WAIT_MS);
}

/**
 * The dev outbox for an address once the queue has had time to deliver, or at once when it
 * holds `count` emails: for a test that expects fewer (none, or one of two), which waits that
 * long before it looks.
 */
export async function settledOutbox(email: string, count: number): Promise<OutboxEmail[]> {
  return waitForOutbox(email, (emails) => emails.length >= count);
}

async function waitForOutbox(
  email: string,
  done: (emails: OutboxEmail[]) => boolean,
  waitMs = DELIVERY_WAIT_MS,
): Promise<OutboxEmail[]> {
  const until = Date.now() + waitMs;
  for (;;) {
    const emails = await outbox(email);
    if (done(emails) || Date.now() > until) return emails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function verifyCode(email: string, otp: string, options: CallOptions = {}) {
  return call("/api/auth/sign-in/email-otp", { ...options, json: { email, otp } });
}

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  code?: string;
  link?: string;
  sentAt: string;
}

/** What the dev outbox holds for an address, newest first (GET /api/dev/emails). */
export async function outbox(email: string): Promise<OutboxEmail[]> {
  const response = await call(`/api/dev/emails?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return response.json();
}

/**
 * The newest code mailed to an address: once the queue has delivered the one its last
 * `requestCode` asked for.
 */
export async function latestCode(email: string): Promise<string> {
  const since = askedAt.get(email.toLowerCase()) ?? 0;
  const [latest] = await waitForOutbox(
    email,
    ([newest]) => newest !== undefined && Date.parse(newest.sentAt) >= since,
    EXPECTED_DELIVERY_WAIT_MS,
  );
  if (!latest?.code) throw new Error(`No code was mailed to ${email}`);
  return latest.code;
}

/** Signs in through the real email-code flow; returns the session cookie. */
export async function signIn(email: string, options: CallOptions = {}): Promise<string> {
  expect((await requestCode(email, options)).status).toBe(200);
  const response = await verifyCode(email, await latestCode(email), options);
  expect(response.status).toBe(200);
  return cookiesFrom(response);
}

export async function sessionUser(cookie: string, options: CallOptions = {}) {
  const response = await call("/api/auth/get-session", { ...options, cookie });
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    user: { id: string; email: string; name: string; role: string; image: string | null };
  } | null;
  return body?.user ?? null;
}

export async function countRows(table: string, where = "1 = 1", ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
