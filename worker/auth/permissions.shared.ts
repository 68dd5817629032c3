/**
 * Roles and permissions. Pure module: the web app imports it to hide what a
 * role cannot do, while the Worker enforces the same statements on every endpoint.
 */
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements } from "better-auth/plugins/admin/access";

export const statements = {
  ...defaultStatements,
  // Resetting someone's two-step sign-in (worker/users: DELETE /users/{id}/second-factor).
  user: [...defaultStatements.user, "reset-second-factor"],
  account: ["read", "update"],
  apps: ["app", "manager"],
  book: ["read", "create", "update", "delete"],
  audit: ["read"],
} as const;

export const ac = createAccessControl(statements);

export const roles = {
  user: ac.newRole({
    account: ["update"],
    apps: ["app"],
    book: ["read"],
  }),
  admin: ac.newRole({
    ...adminAc.statements,
    user: [...adminAc.statements.user, "reset-second-factor"],
    account: ["update"],
    apps: ["app", "manager"],
    book: ["read", "create", "update", "delete"],
    audit: ["read"],
  }),
};

export type Role = keyof typeof roles;
export const roleNames = Object.keys(roles) as Role[];

export type Permissions = {
  [Resource in keyof typeof statements]?: Array<(typeof statements)[Resource][number]>;
};

/**
 * True when one of the user's roles grants every action asked for, as better-auth's admin
 * plugin decides (roles may be comma-separated; unknown roles grant nothing).
 */
export function roleCan(role: string | null | undefined, permissions: Permissions): boolean {
  return (role ?? "user").split(",").some((name) => {
    const granted = roles[name.trim() as Role];
    return granted ? granted.authorize(permissions).success : false;
  });
}
