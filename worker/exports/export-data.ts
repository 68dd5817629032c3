import { FILES_PATH } from "../files/file-kinds.shared";

/**
 * Everything the app stores about one person, as their copy of it holds it (docs/account-data.md).
 * Secrets never leave: no session token, no provider token, no two-step secret or recovery
 * code, no passkey's public key. Others appear by name only, as one's own activity shows them.
 */
export interface ExportData {
  /** The address the email goes to, and the export's own. */
  email: string;
  document: Record<string, unknown>;
  /** The stored files the copy may carry (the person's pictures, the covers of the books they added). */
  files: ExportFile[];
}

export interface ExportFile {
  key: string;
  kind: string;
  contentType: string;
  size: number;
}

/** At most this many events go in one copy (a sign-in a minute for 90 days is 130,000). */
export const EVENTS_MAX = 20_000;

const iso = (ms: unknown) => (typeof ms === "number" ? new Date(ms).toISOString() : null);

/** Rows with their `…At` / `…Expires` milliseconds as ISO 8601 times. */
function dated<T extends Record<string, unknown>>(rows: T[]): Record<string, unknown>[] {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([name, value]) => [name, /(At|Expires)$/.test(name) ? iso(value) : value]),
    ),
  );
}

/** The statements, all reading as of one moment (one batch); their order is `SECTIONS`'. */
const SECTIONS = {
  profile: `SELECT id, name, email, email_verified AS emailVerified, image, role, banned, ban_reason AS banReason,
      ban_expires AS banExpires, two_factor_enabled AS twoFactorEnabled, created_at AS createdAt, updated_at AS updatedAt
    FROM user WHERE id = ?1`,
  signInMethods: `SELECT provider_id AS provider, account_id AS accountId, scope, created_at AS createdAt, updated_at AS updatedAt
    FROM account WHERE user_id = ?1 ORDER BY created_at`,
  sessions: `SELECT id, created_at AS createdAt, updated_at AS updatedAt, expires_at AS expiresAt, ip_address AS ipAddress,
      user_agent AS userAgent, impersonated_by IS NOT NULL AS impersonated, active_organization_id AS activeOrganizationId
    FROM session WHERE user_id = ?1 ORDER BY created_at`,
  passkeys: `SELECT id, name, device_type AS deviceType, backed_up AS backedUp, transports, aaguid,
      created_at AS createdAt, last_used_at AS lastUsedAt
    FROM passkey WHERE user_id = ?1 ORDER BY created_at`,
  // A key as its lists show it: its start, never the key (only its hash is stored).
  apiKeys: `SELECT id, name, start, permissions, created_at AS createdAt, expires_at AS expiresAt,
      last_used_at AS lastUsedAt, used_from AS usedFrom
    FROM api_key WHERE user_id = ?1 ORDER BY created_at`,
  memberships: `SELECT m.organization_id AS organizationId, o.name AS organization, o.slug, m.role, m.created_at AS createdAt,
      (SELECT json_group_array(t.name) FROM team_member tm JOIN team t ON t.id = tm.team_id
        WHERE tm.user_id = m.user_id AND t.organization_id = m.organization_id) AS teams
    FROM member m JOIN organization o ON o.id = m.organization_id WHERE m.user_id = ?1 ORDER BY m.created_at`,
  invitationsSent: `SELECT i.id, o.name AS organization, i.email, i.role, i.status, i.created_at AS createdAt, i.expires_at AS expiresAt
    FROM invitation i JOIN organization o ON o.id = i.organization_id WHERE i.inviter_id = ?1 ORDER BY i.created_at`,
  invitationsReceived: `SELECT i.id, o.name AS organization, inviter.name AS inviter, i.role, i.status, i.created_at AS createdAt,
      i.expires_at AS expiresAt
    FROM invitation i JOIN organization o ON o.id = i.organization_id LEFT JOIN user inviter ON inviter.id = i.inviter_id
    WHERE lower(i.email) = (SELECT lower(email) FROM user WHERE id = ?1) ORDER BY i.created_at`,
  // Where and with what only for what the person did themselves (GET /api/account/activity's
  // rule): what an administrator did acting as them is theirs by name only, with who acted.
  events: `SELECT e.created_at AS createdAt, e.action, e.actor_id = ?1 AND e.impersonator_id IS NULL AS byMe,
      actor.name AS actor, impersonator.name AS actingAdministrator, target.name AS target,
      CASE WHEN e.actor_id = ?1 AND e.impersonator_id IS NULL THEN e.ip END AS ip,
      CASE WHEN e.actor_id = ?1 AND e.impersonator_id IS NULL THEN e.browser END AS browser, e.details
    FROM audit_event e LEFT JOIN user actor ON actor.id = e.actor_id LEFT JOIN user target ON target.id = e.target_id
      LEFT JOIN user impersonator ON impersonator.id = e.impersonator_id
    WHERE e.id IN (SELECT id FROM audit_event WHERE actor_id = ?1 UNION SELECT id FROM audit_event WHERE target_id = ?1)
    ORDER BY e.id LIMIT ${EVENTS_MAX}`,
  books: `SELECT b.id, b.title, b.author, g.name AS genre, b.publisher, b.cover, b.published_on AS publishedOn,
      b.created_at AS createdAt, b.updated_at AS updatedAt
    FROM book b JOIN genre g ON g.id = b.genre_id WHERE b.created_by = ?1 ORDER BY b.created_at`,
  files: `SELECT key, kind, content_type AS contentType, size, width, height, uploaded_at AS uploadedAt
    FROM file WHERE stored = 1 AND (owner_id = ?1 OR uploaded_by = ?1
      OR key IN (SELECT substr(cover, ${FILES_PATH.length + 1}) FROM book WHERE created_by = ?1))
    ORDER BY uploaded_at`,
} as const;

type Section = keyof typeof SECTIONS;

/** The person's data, read in one round trip; undefined once their account is gone. */
export async function gatherExportData(db: D1Database, userId: string, now: Date): Promise<ExportData | undefined> {
  const names = Object.keys(SECTIONS) as Section[];
  const results = await db.batch<Record<string, unknown>>(names.map((name) => db.prepare(SECTIONS[name]).bind(userId)));
  const rows = Object.fromEntries(names.map((name, index) => [name, results[index]?.results ?? []])) as Record<
    Section,
    Record<string, unknown>[]
  >;
  const [stored] = dated(rows.profile);
  if (!stored || typeof stored.email !== "string") return undefined;
  const profile = {
    ...stored,
    emailVerified: stored.emailVerified === 1,
    banned: stored.banned === 1,
    twoFactorEnabled: stored.twoFactorEnabled === 1,
  };
  const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);
  const files = rows.files.map((file) => ({
    key: String(file.key),
    kind: String(file.kind),
    contentType: String(file.contentType),
    size: Number(file.size),
  }));
  return {
    email: stored.email,
    files,
    document: {
      exportedAt: now.toISOString(),
      profile,
      signInMethods: dated(rows.signInMethods),
      sessions: dated(rows.sessions).map((session) => ({ ...session, impersonated: session.impersonated === 1 })),
      passkeys: dated(rows.passkeys).map((passkey) => ({ ...passkey, backedUp: passkey.backedUp === 1 })),
      apiKeys: dated(rows.apiKeys).map((key) => ({
        ...key,
        permissions: json(key.permissions),
        usedFrom: json(key.usedFrom),
      })),
      memberships: dated(rows.memberships).map((membership) => ({ ...membership, teams: json(membership.teams) })),
      invitationsSent: dated(rows.invitationsSent),
      invitationsReceived: dated(rows.invitationsReceived),
      events: dated(rows.events).map((event) => ({
        ...event,
        byMe: event.byMe === 1,
        details: json(event.details),
      })),
      booksCreated: dated(rows.books),
      files: dated(rows.files).map((file) => ({ ...file, url: `${FILES_PATH}${file.key}` })),
    },
  };
}
