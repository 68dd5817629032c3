import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { KeyPermissions, KeyResource } from "../../../worker/api-keys/api-key-permissions.shared";

/** What each permission a key may hold lets it do, in the person's words. */
export const PERMISSION_LABELS: { [Resource in KeyResource]: Record<string, MessageDescriptor> } = {
  book: { read: msg`Read books`, create: msg`Add books`, update: msg`Edit books`, delete: msg`Delete books` },
  user: {
    list: msg`List people`,
    get: msg`See a person`,
    create: msg`Add people`,
    update: msg`Edit people`,
    "set-role": msg`Change roles`,
    ban: msg`Ban people`,
    delete: msg`Delete people`,
  },
  session: { list: msg`See sessions and API keys`, revoke: msg`End sessions and revoke API keys` },
  audit: { read: msg`Read the audit trail` },
};

/** `book:read` and the like, as the API document writes a permission. */
export const permissionCodes = (permissions: KeyPermissions) =>
  Object.entries(permissions).flatMap(([resource, actions]) =>
    (actions ?? []).map((action) => `${resource}:${action}`),
  );

/** The permissions chosen as codes, as the API takes them. */
export function permissionsOf(codes: readonly string[]): KeyPermissions {
  const permissions: Record<string, string[]> = {};
  for (const code of codes) {
    const [resource = "", action = ""] = code.split(":");
    permissions[resource] = [...(permissions[resource] ?? []), action];
  }
  return permissions as KeyPermissions;
}
