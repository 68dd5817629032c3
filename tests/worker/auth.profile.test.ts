import { describe, expect, it } from "vitest";
import { sessionUser, signIn } from "../support/auth";
import { call, uniqueEmail } from "../support/worker";

function rename(cookie: string, name: unknown) {
  return call("/api/auth/update-user", { cookie, json: { name } });
}

describe("a person's name", () => {
  it("can be set once signed in (onboarding)", async () => {
    const cookie = await signIn(uniqueEmail());
    expect((await rename(cookie, "Katherine Johnson")).status).toBe(200);
    expect(await sessionUser(cookie)).toMatchObject({ name: "Katherine Johnson" });
  });

  const refused: Array<[string, unknown]> = [
    ["empty", ""],
    ["only spaces", "   "],
    ["a control character", "Eve\u0007"],
    ["a right-to-left override", "Eve\u202Egnp.exe"],
    ["over 100 characters", "x".repeat(101)],
  ];
  for (const [label, name] of refused) {
    it(`is refused when ${label}, and nothing changes`, async () => {
      const cookie = await signIn(uniqueEmail());
      await rename(cookie, "Before");
      const response = await rename(cookie, name);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "INVALID_NAME" });
      expect(await sessionUser(cookie)).toMatchObject({ name: "Before" });
    });
  }

  it("cannot be changed without a session", async () => {
    expect((await rename("", "Nobody")).status).toBe(401);
  });
});
