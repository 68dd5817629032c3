import { describe, expect, it } from "vitest";
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
      call(`/api/users/${graceId}`, {
        method: "PUT",
        env,
        cookie: ada,
        json: { email: "grace@example.com", name: "Grace", role: "user" },
      }),
      call(`/api/users/${adaId}`, {
        method: "PUT",
        env,
        cookie: grace,
        json: { email: "ada@example.com", name: "Ada", role: "user" },
      }),
    ]);

    const statuses = [adaDemotesGrace.status, graceDemotesAda.status].sort();
    expect(statuses[1]).toBe(409);
    const refused = adaDemotesGrace.status === 409 ? adaDemotesGrace : graceDemotesAda;
    expect(await refused.json()).toMatchObject({ code: "LAST_ADMIN" });
    const roles = [(await userRow(adaId))?.role, (await userRow(graceId))?.role];
    expect(roles).toContain("admin");
  });

  it("the last administrator cannot delete their own account, and nothing changes", async () => {
    const solo = await signIn("solo@example.com", { env });
    const soloId = await userIdOf("solo@example.com");
    // Ban every other administrator: solo is then the last one.
    const others = (await (await call("/api/users?limit=100", { env, cookie: solo })).json()) as {
      items: Array<{ id: string; role: string }>;
    };
    for (const person of others.items.filter((item) => item.role === "admin" && item.id !== soloId)) {
      expect((await call(`/api/users/${person.id}/ban`, { env, cookie: solo, json: {} })).status).toBe(200);
    }
    const response = await call("/api/auth/delete-user", { env, cookie: solo, json: {} });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: "LAST_ADMIN" });
    expect(await userRow(soloId)).not.toBeNull();
  });
});
