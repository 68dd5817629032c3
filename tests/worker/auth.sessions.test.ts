import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sessionUser, signIn } from "../support/auth";
import { uniqueEmail } from "../support/worker";

const DAY = 24 * 60 * 60 * 1000;

async function latestSession(email: string) {
  return env.DB.prepare(
    "SELECT s.id, s.created_at, s.expires_at FROM session s JOIN user u ON u.id = s.user_id WHERE u.email = ? ORDER BY s.created_at DESC",
  )
    .bind(email)
    .first<{ id: string; created_at: number; expires_at: number }>();
}

/** Moves a session back in time: created `ageDays` ago, expiring `expiresInDays` from now. */
async function age(sessionId: string, ageDays: number, expiresInDays: number) {
  const now = Date.now();
  await env.DB.prepare("UPDATE session SET created_at = ?, expires_at = ? WHERE id = ?")
    .bind(now - ageDays * DAY, now + expiresInDays * DAY, sessionId)
    .run();
}

describe("session lifetime", () => {
  it("a new session lasts 7 days", async () => {
    const email = uniqueEmail();
    await signIn(email);
    const session = await latestSession(email);
    const days = ((session?.expires_at ?? 0) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it("using it after a day pushes expiry 7 days out again (sliding)", async () => {
    const email = uniqueEmail();
    const cookie = await signIn(email);
    const session = await latestSession(email);
    await age(session?.id ?? "", 2, 5);

    expect(await sessionUser(cookie)).toMatchObject({ email });
    const renewed = await latestSession(email);
    expect(((renewed?.expires_at ?? 0) - Date.now()) / DAY).toBeGreaterThan(6.99);
  });

  it("renewal never goes past 30 days after sign-in (absolute cap)", async () => {
    const email = uniqueEmail();
    const cookie = await signIn(email);
    const session = await latestSession(email);
    await age(session?.id ?? "", 28, 5);

    expect(await sessionUser(cookie)).toMatchObject({ email });
    const capped = await latestSession(email);
    const cap = (capped?.created_at ?? 0) + 30 * DAY;
    expect(capped?.expires_at).toBeLessThanOrEqual(cap);
    expect(capped?.expires_at).toBeGreaterThan(cap - 1000);
  });

  it("once the 30 days are up, the capped session is refused and removed", async () => {
    const email = uniqueEmail();
    const cookie = await signIn(email);
    const session = await latestSession(email);
    // Renewed daily until the end: its expiry sits on the cap, which passed a minute ago.
    const createdAt = Date.now() - 30 * DAY - 60_000;
    await env.DB.prepare("UPDATE session SET created_at = ?, expires_at = ? WHERE id = ?")
      .bind(createdAt, createdAt + 30 * DAY, session?.id ?? "")
      .run();

    expect(await sessionUser(cookie)).toBeNull();
    expect(await latestSession(email)).toBeNull();
  });
});
