import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type Answer, api } from "../support/api";
import { signIn } from "../support/auth";
import { createUser, userIdOf, userInput } from "../support/users";
import { call, uniqueEmail } from "../support/worker";

/**
 * The last administrator stays, however the two last ones act at the same moment: the rule
 * is decided inside the statement that writes (migrations/0003_rules.sql), so of two racing
 * removals exactly one can pass. Each race starts with two fresh administrators as the only
 * unbanned ones, then counts rows.
 */
interface Admin {
  id: string;
  email: string;
  cookie: string;
}

/** Every administrator made so far; whoever is still one makes the next pair. */
const admins: Admin[] = [];

async function newAdmin(label: string): Promise<Admin> {
  if (admins.length === 0) {
    const cookie = await signIn("admin@example.com");
    admins.push({ id: await userIdOf("admin@example.com"), email: "admin@example.com", cookie });
  }
  const { results } = await env.DB.prepare("SELECT id FROM user WHERE role = 'admin' AND coalesce(banned, 0) = 0").all<{
    id: string;
  }>();
  const maker = admins.find((admin) => results.some((row) => row.id === admin.id));
  const email = uniqueEmail(label);
  const { id } = await createUser(maker?.cookie ?? "", userInput({ email, role: "admin", name: label }));
  const admin = { id, email, cookie: await signIn(email) };
  admins.push(admin);
  return admin;
}

/** Two new administrators, and nobody else an unbanned admin. */
async function lastTwoAdmins(): Promise<[Admin, Admin]> {
  const pair: [Admin, Admin] = [await newAdmin("first"), await newAdmin("second")];
  await env.DB.prepare("UPDATE user SET role = 'user' WHERE role = 'admin' AND id NOT IN (?, ?)")
    .bind(pair[0].id, pair[1].id)
    .run();
  return pair;
}

async function unbannedAdmins(): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n FROM user WHERE role = 'admin' AND coalesce(banned, 0) = 0",
  ).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Of two racing removals, one passed and the other was told LAST_ADMIN; one admin is left. */
async function expectOneRefused(responses: Answer[]) {
  const statuses = responses.map((response) => response.status).sort();
  expect(statuses).toEqual([statuses[0], 409]);
  expect(statuses[0]).toBeLessThan(300);
  const refused = responses.find((response) => response.status === 409);
  expect(await refused?.json()).toMatchObject({
    code: "LAST_ADMIN",
    message: "The last administrator cannot be removed, banned or demoted",
  });
  expect(await unbannedAdmins()).toBe(1);
}

describe("the last two administrators, at the same moment", () => {
  it("both delete their own accounts: one is deleted, the other is told LAST_ADMIN and keeps everything", async () => {
    const [first, second] = await lastTwoAdmins();
    const responses = await Promise.all(
      [first, second].map((admin) => call("/api/auth/delete-user", { cookie: admin.cookie, json: {} })),
    );
    await expectOneRefused(responses);
    const kept = responses[0]?.status === 409 ? first : second;
    expect(await userIdOf(kept.email)).toBe(kept.id);
    const sessions = await env.DB.prepare("SELECT count(*) AS n FROM session WHERE user_id = ?")
      .bind(kept.id)
      .first<{ n: number }>();
    expect(sessions?.n).toBe(1);
  });

  it("ban each other: one ban holds", async () => {
    const [first, second] = await lastTwoAdmins();
    await expectOneRefused(
      await Promise.all([
        api({ cookie: first.cookie }).users[":id"].ban.$post({ param: { id: second.id }, json: {} }),
        api({ cookie: second.cookie }).users[":id"].ban.$post({ param: { id: first.id }, json: {} }),
      ]),
    );
  });

  it("delete each other through the users API: one deletion holds", async () => {
    const [first, second] = await lastTwoAdmins();
    await expectOneRefused(
      await Promise.all([
        api({ cookie: first.cookie }).users[":id"].$delete({ param: { id: second.id } }),
        api({ cookie: second.cookie }).users[":id"].$delete({ param: { id: first.id } }),
      ]),
    );
  });

  it("three at once (one leaves, is demoted by the other, who leaves too): exactly one administrator is left", async () => {
    const [first, second] = await lastTwoAdmins();
    const responses = await Promise.all([
      call("/api/auth/delete-user", { cookie: first.cookie, json: {} }),
      api({ cookie: second.cookie }).users[":id"].$put({
        param: { id: first.id },
        json: { email: first.email, name: "first", role: "user" },
      }),
      call("/api/auth/delete-user", { cookie: second.cookie, json: {} }),
    ]);
    expect(responses.map((response) => response.status)).toContain(409);
    expect(await unbannedAdmins()).toBe(1);
  });
});
