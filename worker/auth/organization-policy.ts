/**
 * How long an invitation can be accepted; resending it starts the time again. Apart from
 * tables.ts so that the seed script (Node, no bundler) can read it too.
 */
export const INVITATION_EXPIRES_IN_SECONDS = 48 * 60 * 60;

/** Organizations one person may belong to, created or joined (migrations/0006). */
export const MEMBERSHIPS_PER_PERSON = 20;

/** The longest name an organization or a team may have (the texts guard holds it). */
export const ORGANIZATION_NAME_MAX = 100;
