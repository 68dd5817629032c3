import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../support/auth";
import { createUser, userInput } from "../support/users";
import { call, uniqueEmail } from "../support/worker";

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

const routes: Array<{ name: string; method: string; path: () => string; json?: () => unknown; admin: number }> = [
  { name: "GET /api/users", method: "GET", path: () => "/api/users", admin: 200 },
  { name: "GET /api/users/{id}", method: "GET", path: () => `/api/users/${targetId}`, admin: 200 },
  { name: "POST /api/users", method: "POST", path: () => "/api/users", json: () => userInput(), admin: 201 },
  {
    name: "PUT /api/users/{id}",
    method: "PUT",
    path: () => `/api/users/${targetId}`,
    json: () => userInput({ name: "Renamed" }),
    admin: 200,
  },
  { name: "GET /api/users/{id}/sessions", method: "GET", path: () => `/api/users/${targetId}/sessions`, admin: 200 },
  {
    name: "DELETE /api/users/{id}/sessions",
    method: "DELETE",
    path: () => `/api/users/${targetId}/sessions`,
    admin: 204,
  },
  {
    name: "POST /api/users/{id}/ban",
    method: "POST",
    path: () => `/api/users/${targetId}/ban`,
    json: () => ({ reason: "spam" }),
    admin: 200,
  },
  { name: "POST /api/users/{id}/unban", method: "POST", path: () => `/api/users/${targetId}/unban`, admin: 200 },
  {
    name: "POST /api/users/{id}/impersonate",
    method: "POST",
    path: () => `/api/users/${targetId}/impersonate`,
    admin: 204,
  },
  { name: "DELETE /api/users/{id}", method: "DELETE", path: () => `/api/users/${targetId}`, admin: 204 },
  { name: "GET /api/dashboard", method: "GET", path: () => "/api/dashboard", admin: 200 },
];

describe("users: who may do what", () => {
  for (const route of routes) {
    for (const role of ["anonymous", "user", "admin"] as const) {
      const expected = role === "anonymous" ? 401 : role === "user" ? 403 : route.admin;
      it(`${route.name} as ${role} → ${expected}`, async () => {
        await freshTarget();
        const before = await snapshot();
        const response = await call(route.path(), {
          method: route.method,
          json: route.json?.(),
          cookie: cookies[role],
        });
        expect(response.status).toBe(expected);
        if (expected >= 400) {
          expect(await response.json()).toMatchObject({ code: role === "anonymous" ? "UNAUTHORIZED" : "FORBIDDEN" });
          expect(await snapshot()).toBe(before);
        }
      });
    }
  }

  it("the revoke-one route follows the same matrix", async () => {
    await freshTarget();
    const sessionId = (
      await env.DB.prepare("SELECT id FROM session WHERE user_id = ?").bind(targetId).first<{ id: string }>()
    )?.id;
    const path = `/api/users/${targetId}/sessions/${sessionId}`;
    expect((await call(path, { method: "DELETE" })).status).toBe(401);
    expect((await call(path, { method: "DELETE", cookie: cookies.user })).status).toBe(403);
    expect((await call(path, { method: "DELETE", cookie: cookies.admin })).status).toBe(204);
  });
});
