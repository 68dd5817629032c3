import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { defaultRoles } from "better-auth/plugins/organization/access";
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

type Permissions = Parameters<(typeof defaultRoles)[OrganizationRole]["authorize"]>[0];

/**
 * What a role may do, by the server's own access model (better-auth's default roles, which
 * worker/auth/auth.ts keeps); the buttons it shows. The server decides again on every request.
 * The roles themselves, not better-auth's client, so a screen loads that only to write.
 */
export function roleMay(role: string | undefined, permissions: Permissions): boolean {
  return Boolean(
    role
      ?.split(",")
      .some(
        (name) =>
          Object.hasOwn(defaultRoles, name) && defaultRoles[name as OrganizationRole].authorize(permissions).success,
      ),
  );
}
