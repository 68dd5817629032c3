import { describe, expect, it } from "vitest";
import { api, bodyOf } from "../support/api";
import { signIn } from "../support/auth";
import { userIdOf, userRow } from "../support/users";
import { call, type EnvOverrides } from "../support/worker";

/**
 * Its own file, so its own database: the only administrators are the ones made here
 * (ADMIN_EMAILS names them; admin@example.com never signs in).
 */
const env: EnvOverrides = { ADMIN_EMAILS: "ada@example.com,grace@example.com,solo@example.com" };

describe("the last administrator stays", () => {
  it("two admins demoting each other at once: exactly one succeeds", async () => {
    const ada = await signIn("ada@example.com", { env });
    const grace = await signIn("grace@example.com", { env });
    const adaId = await userIdOf("ada@example.com");
    const graceId = await userIdOf("grace@example.com");
    // solo is not signed in yet: for now Ada and Grace are the only administrators.
    const [adaDemotesGrace, graceDemotesAda] = await Promise.all([
      api({ env, cookie: ada }).users[":id"].$put({
        param: { id: graceId },
        json: { email: "grace@example.com", name: "Grace", role: "user" },
      }),
      api({ env, cookie: grace }).users[":id"].$put({
        param: { id: adaId },
        json: { email: "ada@example.com", name: "Ada", role: "user" },
      }),
    ]);

    const statuses = [adaDemotesGrace.status, graceDemotesAda.status].sort();
    expect(statuses[1]).toBe(409);
    const refused = adaDemotesGrace.status === 409 ? adaDemotesGrace : graceDemotesAda;
    expect(await bodyOf(refused, 409)).toMatchObject({ code: "LAST_ADMIN" });
    const roles = [(await userRow(adaId))?.role, (await userRow(graceId))?.role];
    expect(roles).toContain("admin");
  });

  it("the last administrator cannot delete their own account, and nothing changes", async () => {
    const solo = await signIn("solo@example.com", { env });
    const soloId = await userIdOf("solo@example.com");
    // Ban every other administrator: solo is then the last one.
    const users = api({ env, cookie: solo }).users;
    const others = await bodyOf(await users.$get({ query: { limit: 100 } }), 200);
    for (const person of others.items.filter((item) => item.role === "admin" && item.id !== soloId)) {
      expect((await users[":id"].ban.$post({ param: { id: person.id }, json: {} })).status).toBe(200);
    }
    const response = await call("/api/auth/delete-user", { env, cookie: solo, json: {} });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: "LAST_ADMIN" });
    expect(await userRow(soloId)).not.toBeNull();
  });
});
