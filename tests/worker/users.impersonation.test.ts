import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/api";
import { countRows, signIn } from "../support/auth";
import { createUser, impersonate, impersonationsBy, userInput } from "../support/users";
import { call, uniqueEmail, updateCookies } from "../support/worker";

/**
 * Acting as someone else lasts one hour and not a second more, and ends the moment the
 * administrator behind it loses the right to it: banned, demoted, deleted, or their own
 * session ended. Each case checks what the browser holding the impersonation sees, and rows.
 */
let admin = "";

beforeAll(async () => {
  admin = await signIn("admin@example.com");
});

async function newAdmin() {
  const email = uniqueEmail("impersonator");
  const { id } = await createUser(admin, userInput({ email, role: "admin", name: "Impersonator" }));
  return { id, email, cookie: await signIn(email) };
}

async function newUser() {
  return createUser(admin, userInput({ name: "Acted On" }));
}

/** Whether a browser holding `cookie` is signed in, by the status of its own sessions' list. */
const mySessions = (cookie: string) => api({ cookie }).account.sessions.$get();

/** An administrator acting as a new person: their ids and the impersonating browser's cookies. */
async function impersonation() {
  const impersonator = await newAdmin();
  const person = await newUser();
  const acting = await impersonate(impersonator.cookie, person.id);
  expect((await mySessions(acting)).status).toBe(200);
  return { impersonator, person, acting };
}

/** The impersonating browser is signed out, and no impersonation by that admin is left. */
async function expectEnded(acting: string, impersonatorId: string) {
  expect((await mySessions(acting)).status).toBe(401);
  expect(await impersonationsBy(impersonatorId)).toBe(0);
}

describe("impersonation lasts one hour", () => {
  it("using it never moves its expiry (no sliding renewal), even when the browser drops its other cookies", async () => {
    const { impersonator, acting: jar } = await impersonation();
    // better-auth also sets a "don't remember me" cookie that skips renewal; a client can drop it.
    const acting = jar
      .split("; ")
      .filter((pair) => pair.includes("session_token="))
      .join("; ");
    const session = await env.DB.prepare(
      "SELECT created_at AS createdAt, expires_at AS expiresAt FROM session WHERE impersonated_by = ?",
    )
      .bind(impersonator.id)
      .first<{ createdAt: number; expiresAt: number }>();
    expect(session).not.toBeNull();
    const { createdAt = 0, expiresAt = 0 } = session ?? {};
    expect(expiresAt - createdAt).toBeLessThanOrEqual(3600_000 + 1000);

    const answer = await call("/api/auth/get-session", { cookie: acting });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { session: { expiresAt: string } };
    expect(Date.parse(body.session.expiresAt)).toBeLessThanOrEqual(expiresAt);
    const after = await env.DB.prepare("SELECT expires_at AS expiresAt FROM session WHERE impersonated_by = ?")
      .bind(impersonator.id)
      .first<{ expiresAt: number }>();
    expect(after?.expiresAt).toBe(expiresAt);
  });
});

describe("impersonation ends at once when the administrator behind it", () => {
  it("is banned", async () => {
    const { impersonator, acting } = await impersonation();
    const ban = api({ cookie: admin }).users[":id"].ban;
    expect((await ban.$post({ param: { id: impersonator.id }, json: {} })).status).toBe(200);
    await expectEnded(acting, impersonator.id);
  });

  it("is demoted", async () => {
    const { impersonator, acting } = await impersonation();
    const demoted = await api({ cookie: admin }).users[":id"].$put({
      param: { id: impersonator.id },
      json: { email: impersonator.email, name: "Impersonator", role: "user" },
    });
    expect(demoted.status).toBe(200);
    await expectEnded(acting, impersonator.id);
  });

  it("is deleted", async () => {
    const { impersonator, acting } = await impersonation();
    expect((await api({ cookie: admin }).users[":id"].$delete({ param: { id: impersonator.id } })).status).toBe(204);
    await expectEnded(acting, impersonator.id);
  });

  it("has every session revoked by another administrator", async () => {
    const { impersonator, acting } = await impersonation();
    const revoked = await api({ cookie: admin }).users[":id"].sessions.$delete({ param: { id: impersonator.id } });
    expect(revoked.status).toBe(204);
    await expectEnded(acting, impersonator.id);
  });

  it("ends, from another device, the very session that started it", async () => {
    const { impersonator, acting } = await impersonation();
    const opener = await env.DB.prepare("SELECT impersonator_session_id AS id FROM session WHERE impersonated_by = ?")
      .bind(impersonator.id)
      .first<{ id: string }>();
    const otherDevice = await signIn(impersonator.email);
    const ended = await api({ cookie: otherDevice }).account.sessions[":id"].$delete({
      param: { id: opener?.id ?? "" },
    });
    expect(ended.status).toBe(204);
    await expectEnded(acting, impersonator.id);
    expect((await mySessions(otherDevice)).status).toBe(200);
  });
});

describe("impersonating a person who becomes an administrator", () => {
  it("ends when they are promoted", async () => {
    const { impersonator, person, acting } = await impersonation();
    const promoted = await api({ cookie: admin }).users[":id"].$put({
      param: { id: person.id },
      json: { email: person.email, name: person.name, role: "admin" },
    });
    expect(promoted.status).toBe(200);
    await expectEnded(acting, impersonator.id);
  });

  it("racing a promotion, never leaves an administrator impersonated", async () => {
    for (let round = 0; round < 5; round += 1) {
      const impersonator = await newAdmin();
      const person = await newUser();
      const [started] = await Promise.all([
        api({ cookie: impersonator.cookie }).users[":id"].impersonate.$post({ param: { id: person.id } }),
        api({ cookie: admin }).users[":id"].$put({
          param: { id: person.id },
          json: { email: person.email, name: person.name, role: "admin" },
        }),
      ]);
      expect([204, 403]).toContain(started?.status);
      expect(
        await countRows(
          "session s JOIN user u ON u.id = s.user_id",
          "u.role = 'admin' AND s.impersonated_by IS NOT NULL",
        ),
      ).toBe(0);
    }
  });

  it("racing the impersonator's ban, never leaves a banned administrator acting", async () => {
    for (let round = 0; round < 5; round += 1) {
      const impersonator = await newAdmin();
      const person = await newUser();
      const [started] = await Promise.all([
        api({ cookie: impersonator.cookie }).users[":id"].impersonate.$post({ param: { id: person.id } }),
        api({ cookie: admin }).users[":id"].ban.$post({ param: { id: impersonator.id }, json: {} }),
      ]);
      expect([204, 401, 403]).toContain(started?.status);
      expect(await impersonationsBy(impersonator.id)).toBe(0);
    }
  });
});

describe("stopping", () => {
  it("returns to the administrator's own session, which keeps working", async () => {
    const { impersonator, acting } = await impersonation();
    const stopped = await call("/api/auth/admin/stop-impersonating", { cookie: acting, json: {} });
    expect(stopped.status).toBe(200);
    const back = updateCookies(acting, stopped);
    expect(await impersonationsBy(impersonator.id)).toBe(0);
    expect((await api({ cookie: back }).users.$get({ query: {} })).status).toBe(200);
  });
});
