/**
 * What an API key may be given: a part of the access-control statements
 * (worker/auth/permissions.shared.ts). Pure module: the account screen offers what a person
 * holds of it, and the Worker holds keys to it.
 *
 * Left out, so that a key never becomes more than itself: the person's own account and the
 * app's areas (`account`, `apps`), and whatever decides who may sign in as whom with what role
 * (`user:create`, `user:update`, `user:set-role`: a key could make an account, or move an
 * address, then sign in there, as an administrator), acting as someone (`impersonate`),
 * people's sessions and keys (`session`: a key would end its own person's sessions and revoke
 * its siblings), and what needs a sign-in from the last minutes (`reset-second-factor`): a key
 * is never one. An outside attack turned a key with `user:update` into a session.
 */
import { ac, type Permissions, roleCan, type statements } from "../auth/permissions.shared";

export const KEY_STATEMENTS = {
  book: ["read", "create", "update", "delete"],
  user: ["list", "get", "ban", "delete"],
  audit: ["read"],
} as const satisfies { [Resource in keyof typeof statements]?: ReadonlyArray<(typeof statements)[Resource][number]> };

export type KeyResource = keyof typeof KEY_STATEMENTS;
export type KeyPermissions = { [Resource in KeyResource]?: Array<(typeof KEY_STATEMENTS)[Resource][number]> };

const entries = (permissions: Permissions) =>
  Object.entries(permissions).flatMap(([resource, actions]) =>
    (actions ?? []).map((action) => [resource, action] as const),
  );

/** Whether a route's permissions are all of a kind a key may hold: else no key reaches it. */
export function keysMayReach(required: Permissions): boolean {
  const pairs = entries(required);
  return (
    pairs.length > 0 &&
    pairs.every(([resource, action]) =>
      (KEY_STATEMENTS[resource as KeyResource] as readonly string[] | undefined)?.includes(action),
    )
  );
}

/** What of KEY_STATEMENTS a role holds: what its keys may be given. */
export function grantableTo(role: string | null | undefined): KeyPermissions {
  const granted: Record<string, string[]> = {};
  for (const [resource, actions] of Object.entries(KEY_STATEMENTS)) {
    const held = actions.filter((action) => roleCan(role, { [resource]: [action] }));
    if (held.length > 0) granted[resource] = held;
  }
  return granted as KeyPermissions;
}

/** Whether every permission asked for is among those given. */
export function includes(given: Permissions, asked: Permissions): boolean {
  return ac.newRole(given as never).authorize(asked as never).success;
}
