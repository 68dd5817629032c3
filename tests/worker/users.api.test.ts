import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { latestCode, requestCode, sessionUser, signIn, verifyCode } from "../support/auth";
import { ageSessions, createUser, type UserBody, userIdOf, userInput, userRow } from "../support/users";
import { call, uniqueEmail, updateCookies } from "../support/worker";

let admin: string;
let adminId: string;

beforeAll(async () => {
  admin = await signIn("admin@example.com");
  adminId = await userIdOf("admin@example.com");
});

describe("users API", () => {
  it("creates a person (201) who then signs in with a code", async () => {
    const email = uniqueEmail("invited");
    const created = await createUser(admin, userInput({ email: ` ${email.toUpperCase()} `, name: "Invited One" }));
    expect(created).toMatchObject({ email, name: "Invited One", role: "user", banned: false });
    expect(await sessionUser(await signIn(email))).toMatchObject({ id: created.id, name: "Invited One" });
  });

  it("a duplicate email is 409 on the email field", async () => {
    const email = uniqueEmail();
    await createUser(admin, userInput({ email }));
    const response = await call("/api/users", { cookie: admin, json: userInput({ email }) });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: "CONFLICT",
      message: "Email already used by another account",
      issues: [{ path: "email", message: "Email already used by another account" }],
    });
  });

  it("refuses bad input field by field and unknown fields", async () => {
    const response = await call("/api/users", {
      cookie: admin,
      json: { email: "nope", name: " ", role: "owner", banned: true },
    });
    expect(response.status).toBe(400);
    const { issues } = (await response.json()) as { issues: Array<{ path: string; message: string }> };
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual({
      email: "Email is invalid",
      name: "Name is required",
      role: "Role is invalid",
      banned: "This field is not accepted",
    });
  });

  it("searches name or email, ignoring case, and pages newest first", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    for (let index = 0; index < 5; index++) await createUser(admin, userInput({ name: `Searchable ${tag} ${index}` }));
    await createUser(admin, userInput({ email: `${tag}-mail@example.com`, name: "Other" }));
    const first = (await (
      await call(`/api/users?searchTerm=${tag.toUpperCase()}&limit=4`, { cookie: admin })
    ).json()) as {
      items: UserBody[];
      nextCursor: string;
      total: number;
    };
    expect(first.total).toBe(6);
    expect(first.items[0]?.name).toBe("Other");
    const second = (await (
      await call(`/api/users?searchTerm=${tag}&limit=4&cursor=${first.nextCursor}`, { cookie: admin })
    ).json()) as {
      items: UserBody[];
      nextCursor: string | null;
    };
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(6);
    expect(second.nextCursor).toBeNull();
  });

  it("updates email, name and role", async () => {
    const { id } = await createUser(admin);
    const email = uniqueEmail("moved");
    const response = await call(`/api/users/${id}`, {
      method: "PUT",
      cookie: admin,
      json: { email, name: "Moved", role: "admin" },
    });
    expect(response.status).toBe(200);
    expect(await userRow(id)).toMatchObject({ email, name: "Moved", role: "admin" });
  });

  it("lists a person's sessions by id, never by token", async () => {
    const email = uniqueEmail();
    await signIn(email);
    const id = await userIdOf(email);
    const response = await call(`/api/users/${id}/sessions`, { cookie: admin });
    const text = await response.text();
    const token = (
      await env.DB.prepare("SELECT token FROM session WHERE user_id = ?").bind(id).first<{ token: string }>()
    )?.token;
    expect(JSON.parse(text)).toHaveLength(1);
    expect(text).not.toContain(token);
    expect(text).not.toContain('"token"');
  });

  it("ending one session ends it on the very next request", async () => {
    const email = uniqueEmail();
    const cookie = await signIn(email);
    const id = await userIdOf(email);
    const [one] = (await (await call(`/api/users/${id}/sessions`, { cookie: admin })).json()) as Array<{ id: string }>;
    expect((await call(`/api/users/${id}/sessions/${one?.id}`, { method: "DELETE", cookie: admin })).status).toBe(204);
    expect(await sessionUser(cookie)).toBeNull();
  });

  it("a session of someone else cannot be ended through another person's path", async () => {
    const a = uniqueEmail("a");
    await signIn(a);
    const b = await createUser(admin);
    const [session] = (await (
      await call(`/api/users/${await userIdOf(a)}/sessions`, { cookie: admin })
    ).json()) as Array<{ id: string }>;
    expect((await call(`/api/users/${b.id}/sessions/${session?.id}`, { method: "DELETE", cookie: admin })).status).toBe(
      404,
    );
  });

  it("deleting a person ends their sessions (they are signed out at once)", async () => {
    const email = uniqueEmail();
    const cookie = await signIn(email);
    const id = await userIdOf(email);
    expect((await call(`/api/users/${id}`, { method: "DELETE", cookie: admin })).status).toBe(204);
    expect(await userRow(id)).toBeNull();
    expect(await sessionUser(cookie)).toBeNull();
  });

  it("an unknown id is 404 everywhere", async () => {
    for (const [method, path] of [
      ["GET", "/api/users/nobody"],
      ["PUT", "/api/users/nobody"],
      ["DELETE", "/api/users/nobody"],
      ["GET", "/api/users/nobody/sessions"],
      ["POST", "/api/users/nobody/ban"],
      ["POST", "/api/users/nobody/unban"],
      ["POST", "/api/users/nobody/impersonate"],
    ] as const) {
      const response = await call(path, {
        method,
        cookie: admin,
        json: method === "PUT" ? userInput() : method === "POST" ? {} : undefined,
      });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 404 });
    }
  });

  it("the dashboard counts people, admins and books, and charts 30 days of sign-ups", async () => {
    const body = (await (await call("/api/dashboard", { cookie: admin })).json()) as {
      users: number;
      admins: number;
      books: number;
      signUps: Array<{ date: string; count: number }>;
    };
    const users = await env.DB.prepare("SELECT count(*) AS n FROM user").first<{ n: number }>();
    expect(body.users).toBe(users?.n);
    expect(body.admins).toBeGreaterThanOrEqual(1);
    expect(body.signUps).toHaveLength(30);
    expect(body.signUps.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    expect(body.signUps.reduce((sum, day) => sum + day.count, 0)).toBe(users?.n);
  });

  it("impersonation acts as the person, and stopping returns to the admin", async () => {
    const email = uniqueEmail("acted");
    const target = await createUser(admin, userInput({ email, name: "Acted On" }));
    const started = await call(`/api/users/${target.id}/impersonate`, { method: "POST", cookie: admin });
    expect(started.status).toBe(204);
    const asTarget = updateCookies(admin, started);
    const acting = await call("/api/auth/get-session", { cookie: asTarget });
    const body = (await acting.json()) as { user: { id: string }; session: { impersonatedBy: string } };
    expect(body.user.id).toBe(target.id);
    expect(body.session.impersonatedBy).toBe(adminId);
    // Acting as a user means a user's permissions.
    expect((await call("/api/users", { cookie: asTarget })).status).toBe(403);

    const stopped = await call("/api/auth/admin/stop-impersonating", { method: "POST", cookie: asTarget, json: {} });
    expect(stopped.status).toBe(200);
    expect(await sessionUser(updateCookies(asTarget, stopped))).toMatchObject({ id: adminId });
  });

  it("signs codes for unknown people only when sign-up is on (the API's create is the other way in)", async () => {
    const email = uniqueEmail();
    await requestCode(email, { env: { SIGN_UP_ENABLED: "false" } });
    const created = await createUser(admin, userInput({ email }));
    await requestCode(email, { env: { SIGN_UP_ENABLED: "false" } });
    const response = await verifyCode(email, await latestCode(email), { env: { SIGN_UP_ENABLED: "false" } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { id: string } }).user.id).toBe(created.id);
    await ageSessions(created.id, 0);
  });
});
