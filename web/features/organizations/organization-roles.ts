import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { authClient } from "../../lib/auth-client";
import type { OrganizationRole } from "./organizations.queries";

const roleLabels = { owner: msg`Owner`, admin: msg`Admin`, member: msg`Member` };

/** A member's roles as the person reads them; better-auth keeps several comma-separated. */
export function roleLabel(i18n: I18n, role: string): string {
  return role
    .split(",")
    .map((name) => (Object.hasOwn(roleLabels, name) ? i18n._(roleLabels[name as OrganizationRole]) : name))
    .join(", ");
}

export const hasRole = (role: string | undefined, name: OrganizationRole) => Boolean(role?.split(",").includes(name));

type Permissions = Parameters<typeof authClient.organization.checkRolePermission>[0]["permissions"];

/**
 * What a role may do, by the server's own access model (better-auth's defaults); the buttons
 * it shows. The server decides again on every request.
 */
export function roleMay(role: string | undefined, permissions: Permissions): boolean {
  return Boolean(
    role
      ?.split(",")
      .some((name) => authClient.organization.checkRolePermission({ role: name as OrganizationRole, permissions })),
  );
}
