import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, type ApiClient, api } from "../support/api";
import { signIn } from "../support/auth";
import { createUser, userInput } from "../support/users";
import { uniqueEmail } from "../support/worker";

type Role = "anonymous" | "user" | "admin";
const cookies: Record<Role, string> = { anonymous: "", user: "", admin: "" };
let targetId = "";

beforeAll(async () => {
  cookies.user = await signIn(uniqueEmail("reader"));
  cookies.admin = await signIn("admin@example.com");
});

async function freshTarget() {
  targetId = (await createUser(cookies.admin)).id;
  await signIn(
    (await env.DB.prepare("SELECT email FROM user WHERE id = ?").bind(targetId).first<{ email: string }>())?.email ??
      "",
  );
}

async function snapshot() {
  const users = await env.DB.prepare("SELECT id, email, name, role, banned FROM user ORDER BY id").all();
  const sessions = await env.DB.prepare("SELECT id FROM session ORDER BY id").all();
  return JSON.stringify([users.results, sessions.results]);
}

const target = (client: ApiClient) => client.users[":id"];
const param = () => ({ id: targetId });

const routes: Array<{ name: string; send: (client: ApiClient) => Promise<Answer>; admin: number }> = [
  { name: "GET /api/users", send: (client) => client.users.$get({ query: {} }), admin: 200 },
  { name: "GET /api/users/{id}", send: (client) => target(client).$get({ param: param() }), admin: 200 },
  { name: "POST /api/users", send: (client) => client.users.$post({ json: userInput() }), admin: 201 },
  {
    name: "PUT /api/users/{id}",
    send: (client) => target(client).$put({ param: param(), json: userInput({ name: "Renamed" }) }),
    admin: 200,
  },
  {
    name: "GET /api/users/{id}/sessions",
    send: (client) => target(client).sessions.$get({ param: param() }),
    admin: 200,
  },
  {
    name: "DELETE /api/users/{id}/sessions",
    send: (client) => target(client).sessions.$delete({ param: param() }),
    admin: 204,
  },
  {
    name: "POST /api/users/{id}/ban",
    send: (client) => target(client).ban.$post({ param: param(), json: { reason: "spam" } }),
    admin: 200,
  },
  { name: "POST /api/users/{id}/unban", send: (client) => target(client).unban.$post({ param: param() }), admin: 200 },
  {
    name: "POST /api/users/{id}/impersonate",
    send: (client) => target(client).impersonate.$post({ param: param() }),
    admin: 204,
  },
  { name: "DELETE /api/users/{id}", send: (client) => target(client).$delete({ param: param() }), admin: 204 },
  { name: "GET /api/dashboard", send: (client) => client.dashboard.$get(), admin: 200 },
];

describe("users: who may do what", () => {
  for (const route of routes) {
    for (const role of ["anonymous", "user", "admin"] as const) {
      const expected = role === "anonymous" ? 401 : role === "user" ? 403 : route.admin;
      it(`${route.name} as ${role} → ${expected}`, async () => {
        await freshTarget();
        const before = await snapshot();
        const response = await route.send(api({ cookie: cookies[role] }));
        expect(response.status).toBe(expected);
        if (expected >= 400) {
          expect(await response.json()).toMatchObject({ code: role === "anonymous" ? "UNAUTHORIZED" : "FORBIDDEN" });
          expect(await snapshot()).toBe(before);
        }
      });
    }
  }

  it("a refusal names what was refused: the dashboard's is the manager area's", async () => {
    const refused = await api({ cookie: cookies.user }).dashboard.$get();
    expect(await refused.json()).toMatchObject({
      code: "FORBIDDEN",
      message: "You are not allowed to access resource: manager",
    });
  });

  it("the revoke-one route follows the same matrix", async () => {
    await freshTarget();
    const sessionId = (
      await env.DB.prepare("SELECT id FROM session WHERE user_id = ?").bind(targetId).first<{ id: string }>()
    )?.id;
    const revoke = (cookie: string) =>
      api({ cookie }).users[":id"].sessions[":sessionId"].$delete({
        param: { id: targetId, sessionId: sessionId ?? "" },
      });
    expect((await revoke(cookies.anonymous)).status).toBe(401);
    expect((await revoke(cookies.user)).status).toBe(403);
    expect((await revoke(cookies.admin)).status).toBe(204);
  });
});
