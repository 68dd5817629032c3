import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { UserInput } from "../../worker/users/users.schemas";
import { api, bodyOf } from "./api";
import { updateCookies } from "./worker";

export function userInput(overrides: Partial<UserInput> = {}): UserInput {
  return { email: `person-${crypto.randomUUID().slice(0, 8)}@example.com`, name: "Person", role: "user", ...overrides };
}

/** A new person, once the API answered 201. */
export async function createUser(adminCookie: string, input = userInput()) {
  return bodyOf(await api({ cookie: adminCookie }).users.$post({ json: input }), 201);
}

export async function userRow(id: string) {
  return env.DB.prepare("SELECT id, email, name, role, banned, ban_reason FROM user WHERE id = ?").bind(id).first<{
    id: string;
    email: string;
    name: string;
    role: string;
    banned: number;
    ban_reason: string | null;
  }>();
}

export async function userIdOf(email: string): Promise<string> {
  const row = await env.DB.prepare("SELECT id FROM user WHERE email = ?").bind(email).first<{ id: string }>();
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

/** Ages every session of a person, as if they signed in `minutes` ago. */
export async function ageSessions(userId: string, minutes: number) {
  await env.DB.prepare("UPDATE session SET created_at = ? WHERE user_id = ?")
    .bind(Date.now() - minutes * 60_000, userId)
    .run();
}

export async function sessionCount(userId: string) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM session WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** `adminCookie` acting as `userId`: the cookie jar a browser holds after impersonating. */
export async function impersonate(adminCookie: string, userId: string): Promise<string> {
  const response = await api({ cookie: adminCookie }).users[":id"].impersonate.$post({
    param: { id: userId },
  });
  expect(response.status).toBe(204);
  return updateCookies(adminCookie, response);
}

/** Live impersonation sessions opened by an administrator. */
export async function impersonationsBy(adminId: string) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM session WHERE impersonated_by = ? AND expires_at > ?")
    .bind(adminId, Date.now())
    .first<{ n: number }>();
  return row?.n ?? 0;
}
