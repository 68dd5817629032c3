/**
 * How long an invitation can be accepted; resending it starts the time again. Apart from
 * tables.ts so that the seed script (Node, no bundler) can read it too.
 */
export const INVITATION_EXPIRES_IN_SECONDS = 48 * 60 * 60;

/** Organizations one person may belong to, created or joined (migrations/0006). */
export const MEMBERSHIPS_PER_PERSON = 20;

/** The longest name an organization or a team may have (the texts guard holds it). */
export const ORGANIZATION_NAME_MAX = 100;

/**
 * What a member's roles grant, as one role: they build on one another (an owner may do all an
 * admin may), and better-auth keeps several comma-separated. A sentence names this one, with
 * the words its language puts around it ("en tant qu'administrateur", "as an admin").
 */
export function highestRole(role: string): "owner" | "admin" | "member" {
  const roles = role.split(",").map((name) => name.trim());
  return roles.includes("owner") ? "owner" : roles.includes("admin") ? "admin" : "member";
}
