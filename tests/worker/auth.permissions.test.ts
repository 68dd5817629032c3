import { describe, expect, it } from "vitest";
import { roleCan } from "../../worker/auth/permissions.shared";
import { signIn } from "../support/auth";
import { call, uniqueEmail } from "../support/worker";

type Permissions = Record<string, string[]>;

async function has(cookie: string, permissions: Permissions) {
  const response = await call("/api/auth/admin/has-permission", { cookie, json: { permissions } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { success: boolean }).success;
}

// The role matrix of worker/auth/permissions.shared.ts, checked by the server for the signed-in user's role.
const matrix: Array<[Permissions, { user: boolean; admin: boolean }]> = [
  [{ apps: ["app"] }, { user: true, admin: true }],
  [{ apps: ["manager"] }, { user: false, admin: true }],
  [{ account: ["update"] }, { user: true, admin: true }],
  [{ book: ["read"] }, { user: true, admin: true }],
  [{ book: ["create"] }, { user: false, admin: true }],
  [{ book: ["update"] }, { user: false, admin: true }],
  [{ book: ["delete"] }, { user: false, admin: true }],
  [{ user: ["list"] }, { user: false, admin: true }],
  [{ user: ["ban"] }, { user: false, admin: true }],
  [{ user: ["set-role"] }, { user: false, admin: true }],
  [{ user: ["impersonate"] }, { user: false, admin: true }],
  [{ session: ["revoke"] }, { user: false, admin: true }],
];

describe("permissions of each role", () => {
  it("the server grants each role exactly its statements", async () => {
    const userCookie = await signIn(uniqueEmail("reader"));
    const adminCookie = await signIn("admin@example.com");
    for (const [permissions, expected] of matrix) {
      expect({ permissions, user: await has(userCookie, permissions) }).toEqual({ permissions, user: expected.user });
      expect({ permissions, admin: await has(adminCookie, permissions) }).toEqual({
        permissions,
        admin: expected.admin,
      });
    }
  });

  it("the SPA's roleCan() agrees with the server", () => {
    for (const [permissions, expected] of matrix) {
      expect(roleCan("user", permissions)).toBe(expected.user);
      expect(roleCan("admin", permissions)).toBe(expected.admin);
    }
    expect(roleCan("nobody", { book: ["read"] })).toBe(false);
  });

  it("without a session, the permission check is refused", async () => {
    const response = await call("/api/auth/admin/has-permission", { json: { permissions: { book: ["read"] } } });
    expect(response.status).toBe(401);
  });
});
