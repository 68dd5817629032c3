import { beforeAll, describe, expect, it } from "vitest";
import { api, bodyOf } from "../support/api";
import { sessionUser, signIn } from "../support/auth";
import { userIdOf } from "../support/users";
import { call, type EnvOverrides } from "../support/worker";

/**
 * ADMIN_EMAILS bootstraps the first administrators: an address on it becomes admin when the
 * first account with it is created, and never again. What an administrator later decides
 * about that person (a demotion, a deletion) holds through a new sign-up
 * (docs/decisions/0025-admin-emails-bootstrap-once.md).
 */
const env: EnvOverrides = {
  ADMIN_EMAILS: "boss@example.com,founder@example.com,listed@example.com,later@example.com",
};
let boss = "";

beforeAll(async () => {
  boss = await signIn("boss@example.com", { env });
});

async function roleOf(email: string, options = { env }) {
  return (await sessionUser(await signIn(email, options), options))?.role;
}

describe("ADMIN_EMAILS", () => {
  it("makes a listed address admin at its first sign-up, and an unlisted one a user", async () => {
    expect((await sessionUser(boss, { env }))?.role).toBe("admin");
    expect(await roleOf("someone-else@example.com")).toBe("user");
  });

  it("a listed admin demoted by another admin, who deletes their account and signs up again, stays a user", async () => {
    expect(await roleOf("founder@example.com")).toBe("admin");
    const founderId = await userIdOf("founder@example.com");
    const demoted = await api({ env, cookie: boss }).users[":id"].$put({
      param: { id: founderId },
      json: { email: "founder@example.com", name: "Founder", role: "user" },
    });
    expect(demoted.status).toBe(200);

    const founder = await signIn("founder@example.com", { env });
    expect((await call("/api/auth/delete-user", { env, cookie: founder, json: {} })).status).toBe(200);
    expect(await roleOf("founder@example.com")).toBe("user");
  });

  it("a listed person deleted by an admin, who signs up again, comes back a user", async () => {
    expect(await roleOf("listed@example.com")).toBe("admin");
    const listedId = await userIdOf("listed@example.com");
    // An admin deletes an admin: first a demotion, as the screens do it, then the deletion.
    const listed = api({ env, cookie: boss }).users[":id"];
    await listed.$put({ param: { id: listedId }, json: { email: "listed@example.com", name: "Listed", role: "user" } });
    expect((await listed.$delete({ param: { id: listedId } })).status).toBe(204);
    expect(await roleOf("listed@example.com")).toBe("user");
  });

  it("an address an admin created as a user, then deleted, does not become admin by signing up", async () => {
    const users = api({ env, cookie: boss }).users;
    const created = await users.$post({ json: { email: "later@example.com", name: "Later", role: "user" } });
    const { id } = await bodyOf(created, 201);
    expect((await users[":id"].$delete({ param: { id } })).status).toBe(204);
    expect(await roleOf("later@example.com")).toBe("user");
  });
});
