import { beforeAll, describe, expect, it } from "vitest";
import { CLOSED_PATHS } from "../../worker/auth/options";
import { api, bodyOf, errorOf } from "../support/api";
import { latestCode, requestCode, sessionUser, signIn, verifyCode } from "../support/auth";
import { createUser, sessionCount, userIdOf, userInput, userRow } from "../support/users";
import { call, uniqueEmail } from "../support/worker";

let admin: string;
let adminId: string;

beforeAll(async () => {
  admin = await signIn("admin@example.com");
  adminId = await userIdOf("admin@example.com");
});

/** A second administrator, signed in. */
async function anotherAdmin() {
  const email = uniqueEmail("admin");
  const { id } = await createUser(admin, userInput({ email, role: "admin", name: "Second Admin" }));
  return { id, cookie: await signIn(email) };
}

describe("nobody acts on themselves", () => {
  it("an admin cannot ban themselves, and nothing changes", async () => {
    const response = await api({ cookie: admin }).users[":id"].ban.$post({ param: { id: adminId }, json: {} });
    expect(await bodyOf(response, 403)).toEqual({
      code: "YOU_CANNOT_BAN_YOURSELF",
      message: "You cannot ban yourself",
    });
    expect(await userRow(adminId)).toMatchObject({ banned: 0 });
  });

  it("an admin cannot delete themselves through the users API", async () => {
    const response = await api({ cookie: admin }).users[":id"].$delete({ param: { id: adminId } });
    expect(await bodyOf(response, 403)).toMatchObject({ code: "YOU_CANNOT_REMOVE_YOURSELF" });
    expect(await userRow(adminId)).not.toBeNull();
  });

  it("an admin cannot demote themselves", async () => {
    const response = await api({ cookie: admin }).users[":id"].$put({
      param: { id: adminId },
      json: { email: "admin@example.com", name: "Admin", role: "user" },
    });
    expect(await bodyOf(response, 403)).toMatchObject({ code: "YOU_CANNOT_CHANGE_YOUR_OWN_ROLE" });
    expect(await userRow(adminId)).toMatchObject({ role: "admin" });
  });

  it("an administrator demoted while saving themselves stays demoted: the rule is in the write", async () => {
    for (let round = 0; round < 5; round += 1) {
      const second = await anotherAdmin();
      const email = (await userRow(second.id))?.email ?? "";
      await Promise.all([
        api({ cookie: second.cookie }).users[":id"].$put({
          param: { id: second.id },
          json: { email, name: "Second Admin", role: "admin" },
        }),
        api({ cookie: admin }).users[":id"].$put({
          param: { id: second.id },
          json: { email, name: "Second Admin", role: "user" },
        }),
      ]);
      expect(await userRow(second.id), `round ${round}`).toMatchObject({ role: "user" });
    }
  });

  it("nor impersonate themselves, nor another administrator", async () => {
    const impersonate = api({ cookie: admin }).users[":id"].impersonate;
    expect(await (await impersonate.$post({ param: { id: adminId } })).json()).toMatchObject({
      code: "YOU_CANNOT_IMPERSONATE_YOURSELF",
    });
    const other = await anotherAdmin();
    const response = await impersonate.$post({ param: { id: other.id } });
    expect(await bodyOf(response, 403)).toMatchObject({ code: "YOU_CANNOT_IMPERSONATE_ADMINS" });
  });
});

describe("changes take effect on the very next request", () => {
  it("a demoted admin loses the manager's API at once", async () => {
    const other = await anotherAdmin();
    const listAsOther = () => api({ cookie: other.cookie }).users.$get({ query: {} });
    expect((await listAsOther()).status).toBe(200);
    const email = (await userRow(other.id))?.email ?? "";
    await api({ cookie: admin }).users[":id"].$put({
      param: { id: other.id },
      json: { email, name: "Demoted", role: "user" },
    });
    expect((await listAsOther()).status).toBe(403);
  });

  it("a ban ends every session and sign-in then says 'You have been banned from this application'", async () => {
    const email = uniqueEmail("banned");
    const cookie = await signIn(email);
    const id = await userIdOf(email);
    const person = api({ cookie: admin }).users[":id"];
    const banned = await person.ban.$post({ param: { id }, json: { reason: "Spam" } });
    expect(await bodyOf(banned, 200)).toMatchObject({ banned: true, banReason: "Spam" });
    expect(await sessionCount(id)).toBe(0);
    expect(await sessionUser(cookie)).toBeNull();

    await requestCode(email);
    // A wrong code learns nothing of the ban: only one who proved the inbox is told.
    const guessed = await verifyCode(email, "ZZZZZZ");
    expect(guessed.status).toBe(400);
    expect(JSON.stringify(await guessed.json())).not.toMatch(/ban|Spam/i);
    const refused = await verifyCode(email, await latestCode(email));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: "BANNED_USER",
      message: expect.stringContaining("You have been banned from this application"),
      ban: { reason: "Spam", until: null },
    });

    expect((await person.unban.$post({ param: { id } })).status).toBe(200);
    await signIn(email);
  });

  it("a ban must end in the future", async () => {
    const { id } = await createUser(admin);
    const response = await api({ cookie: admin }).users[":id"].ban.$post({
      param: { id },
      json: { expiresAt: "2000-01-01T00:00:00Z" },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues).toEqual([
      { path: "expiresAt", message: "The date must be in the future" },
    ]);
    // A date that is none is said once.
    const garbage = await api({ cookie: admin }).users[":id"].ban.$post({
      param: { id },
      json: { expiresAt: "garbage" },
    });
    expect((await errorOf(garbage)).issues).toEqual([{ path: "expiresAt", message: "Date is invalid" }]);
    expect(await userRow(id)).toMatchObject({ banned: 0 });
  });
});

describe("better-auth's own admin endpoints are closed (one rule set)", () => {
  for (const path of CLOSED_PATHS) {
    it(`${path} → 404 JSON`, async () => {
      const response = await call(`/api/auth${path}`, { cookie: admin, json: { userId: adminId, role: "user" } });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
      expect(await userRow(adminId)).toMatchObject({ role: "admin", banned: 0 });
    });
  }
});
