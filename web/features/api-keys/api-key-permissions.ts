import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  KEY_STATEMENTS,
  type KeyPermissions,
  type KeyResource,
} from "../../../worker/api-keys/api-key-permissions.shared";

/** What each permission a key may hold lets it do, in the person's words. */
export const PERMISSION_LABELS: {
  [Resource in KeyResource]: Record<(typeof KEY_STATEMENTS)[Resource][number], MessageDescriptor>;
} = {
  book: { read: msg`Read books`, create: msg`Add books`, update: msg`Edit books`, delete: msg`Delete books` },
  user: { list: msg`List people`, get: msg`See a person`, ban: msg`Ban people`, delete: msg`Delete people` },
  audit: { read: msg`Read the audit trail` },
};

/** The words for a permission's code (`book:read`), where there are some. */
export function labelOf(code: string): MessageDescriptor | undefined {
  const [resource = "", action = ""] = code.split(":");
  return (PERMISSION_LABELS[resource as KeyResource] as Record<string, MessageDescriptor> | undefined)?.[action];
}

/**
 * A key's permissions in a line: `book:* user:list,get audit:read`, a resource's actions
 * together, `*` for all a key may hold of it.
 */
export const permissionsLine = (permissions: KeyPermissions) =>
  Object.entries(permissions)
    .filter(([, actions]) => actions && actions.length > 0)
    .map(([resource, actions = []]) =>
      actions.length === KEY_STATEMENTS[resource as KeyResource].length
        ? `${resource}:*`
        : `${resource}:${actions.join(",")}`,
    )
    .join(" ");

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
