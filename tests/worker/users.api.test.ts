import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, bodyOf, errorOf } from "../support/api";
import { latestCode, requestCode, sessionUser, signIn, verifyCode } from "../support/auth";
import { ageSessions, createUser, impersonate, userIdOf, userInput, userRow } from "../support/users";
import { call, uniqueEmail, updateCookies } from "../support/worker";

let admin: string;
let adminId: string;

beforeAll(async () => {
  admin = await signIn("admin@example.com");
  adminId = await userIdOf("admin@example.com");
});

describe("users API", () => {
  it("creates a person (201, Location their address) who then signs in with a code", async () => {
    const email = uniqueEmail("invited");
    const response = await api({ cookie: admin }).users.$post({
      json: userInput({ email: ` ${email.toUpperCase()} `, name: "Invited One" }),
    });
    const created = await bodyOf(response, 201);
    expect(created).toMatchObject({ email, name: "Invited One", role: "user", banned: false });
    const read = await call(response.headers.get("location") ?? "", { cookie: admin });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(created);
    expect(await sessionUser(await signIn(email))).toMatchObject({ id: created.id, name: "Invited One" });
  });

  it("a duplicate email is 409 on the email field", async () => {
    const email = uniqueEmail();
    await createUser(admin, userInput({ email }));
    const response = await api({ cookie: admin }).users.$post({ json: userInput({ email }) });
    expect(await bodyOf(response, 409)).toEqual({
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
    const { issues = [] } = await errorOf(response);
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
    const users = api({ cookie: admin }).users;
    const first = await bodyOf(await users.$get({ query: { searchTerm: tag.toUpperCase(), limit: 4 } }), 200);
    expect(first.total).toBe(6);
    expect(first.items[0]?.name).toBe("Other");
    const cursor = first.nextCursor ?? undefined;
    const second = await bodyOf(await users.$get({ query: { searchTerm: tag, limit: 4, cursor } }), 200);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(6);
    expect(second.nextCursor).toBeNull();
  });

  it("updates email, name and role", async () => {
    const { id } = await createUser(admin);
    const email = uniqueEmail("moved");
    const response = await api({ cookie: admin }).users[":id"].$put({
      param: { id },
      json: { email, name: "Moved", role: "admin" },
    });
    expect(response.status).toBe(200);
    expect(await userRow(id)).toMatchObject({ email, name: "Moved", role: "admin" });
  });

  it("lists a person's sessions by id, never by token", async () => {
    const email = uniqueEmail();
    await signIn(email);
    const id = await userIdOf(email);
    const response = await api({ cookie: admin }).users[":id"].sessions.$get({ param: { id } });
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
    const sessions = api({ cookie: admin }).users[":id"].sessions;
    const [one] = await bodyOf(await sessions.$get({ param: { id } }), 200);
    expect((await sessions[":sessionId"].$delete({ param: { id, sessionId: one?.id ?? "" } })).status).toBe(204);
    expect(await sessionUser(cookie)).toBeNull();
  });

  it("a session of someone else cannot be ended through another person's path", async () => {
    const a = uniqueEmail("a");
    await signIn(a);
    const b = await createUser(admin);
    const sessions = api({ cookie: admin }).users[":id"].sessions;
    const [session] = await bodyOf(await sessions.$get({ param: { id: await userIdOf(a) } }), 200);
    const param = { id: b.id, sessionId: session?.id ?? "" };
    expect((await sessions[":sessionId"].$delete({ param })).status).toBe(404);
  });

  it("deleting a person ends their sessions (they are signed out at once)", async () => {
    const email = uniqueEmail();
    const cookie = await signIn(email);
    const id = await userIdOf(email);
    expect((await api({ cookie: admin }).users[":id"].$delete({ param: { id } })).status).toBe(204);
    expect(await userRow(id)).toBeNull();
    expect(await sessionUser(cookie)).toBeNull();
  });

  it("an unknown id is 404 everywhere", async () => {
    const user = api({ cookie: admin }).users[":id"];
    const param = { id: "nobody" };
    for (const [name, send] of [
      ["GET /api/users/nobody", () => user.$get({ param })],
      ["PUT /api/users/nobody", () => user.$put({ param, json: userInput() })],
      ["DELETE /api/users/nobody", () => user.$delete({ param })],
      ["GET /api/users/nobody/sessions", () => user.sessions.$get({ param })],
      ["POST /api/users/nobody/ban", () => user.ban.$post({ param, json: {} })],
      ["POST /api/users/nobody/unban", () => user.unban.$post({ param })],
      ["POST /api/users/nobody/impersonate", () => user.impersonate.$post({ param })],
    ] as const) {
      const response = await send();
      expect({ name, status: response.status }).toEqual({ name, status: 404 });
    }
  });

  it("the dashboard counts people, admins and books, and charts 30 days of sign-ups", async () => {
    const body = await bodyOf(await api({ cookie: admin }).dashboard.$get(), 200);
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
    const asTarget = await impersonate(admin, target.id);
    const acting = await call("/api/auth/get-session", { cookie: asTarget });
    const body = (await acting.json()) as { user: { id: string }; session: { impersonatedBy: string } };
    expect(body.user.id).toBe(target.id);
    expect(body.session.impersonatedBy).toBe(adminId);
    // Acting as a user means a user's permissions.
    expect((await api({ cookie: asTarget }).users.$get({ query: {} })).status).toBe(403);

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
