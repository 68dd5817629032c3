/**
 * Access control (ASVS 5.0 V8 and 15.3.3/15.3.6, level 2): every route of both API surfaces
 * against every kind of caller, objects reached by id, fields a caller must not set,
 * prototype pollution, and role changes that must hold on the very next request. A refusal
 * is checked three ways: the status, a JSON error with a code, and D1 exactly as it was.
 *
 * Proven elsewhere, not repeated here: tests/worker/users.permissions.test.ts and
 * books.permissions.test.ts (anonymous/user/admin on the app routes, the refusal naming its
 * resource), auth.permissions.test.ts (each role's statements, server and SPA agreeing),
 * users.rules.test.ts (nobody bans, deletes, demotes or impersonates themselves, nor
 * impersonates an admin; a ban ends every session and refuses the next sign-in), account.test.ts
 * (another person's session id answers 404 on DELETE /api/account/sessions/{id} and the
 * session lives), demo.test.ts (every write of both documents refused in the demo, D1
 * untouched), users.last-admin.test.ts (the last admin stays), books.validation.test.ts and
 * users.api.test.ts (unknown fields named one by one in the 400's issues).
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getAuth } from "../../worker/auth/auth";
import { api } from "../support/api";
import { countRows, latestCode, requestCode, signIn } from "../support/auth";
import { bookInput, insertGenres, newBook } from "../support/books";
import { readyExport } from "../support/exports";
import { pngOf, type UploadKind, upload, uploadRequest } from "../support/files";
import { invitation, ownOrganization } from "../support/organizations";
import { secondFactorOn } from "../support/second-factor";
import { createUser, impersonate, userIdOf, userInput, userRow } from "../support/users";
import { type CallOptions, call, type EnvOverrides, envWith, uniqueEmail } from "../support/worker";

/** Who makes a request in the matrix. */
const ROLES = ["anonymous", "user", "admin", "banned", "impersonating", "demo"] as const;
type Role = (typeof ROLES)[number];

const DEMO: EnvOverrides = { DEMO_MODE: "true" };

interface Person {
  id: string;
  email: string;
  cookie: string;
}

/** Signed in at the start: makes the administrators, fixtures and bans the cases need. */
let setupAdmin = "";

/** A new person signed in through the real code flow; administrators are created as such first. */
async function newPerson(role: "user" | "admin" = "user", label: string = role): Promise<Person> {
  const email = uniqueEmail(label);
  if (role === "admin") await createUser(setupAdmin, userInput({ email, role: "admin", name: "Other Admin" }));
  const cookie = await signIn(email);
  return { id: await userIdOf(email), email, cookie };
}

async function sessionsOf(userId: string) {
  const { results } = await env.DB.prepare("SELECT id, token FROM session WHERE user_id = ? ORDER BY created_at")
    .bind(userId)
    .all<{ id: string; token: string }>();
  return results;
}

/**
 * Tables a refusal may change, with why. Every other table, a feature's new one included, is
 * guarded row by row: a refusal must leave it as it was.
 */
const UNGUARDED: Record<string, string> = {
  // Counts requests, refused ones too.
  rate_limit: "the rate limiter's counters",
  quota: "the per-email sending quotas",
  otp_guard: "wrong-code counters of the one-time codes",
  verification: "better-auth's pending codes and tokens",
  // Written by the request's own statements, then emptied; refusals record no event (decision 0040).
  audit_context: "who acts, for the audit triggers",
  d1_migrations: "wrangler's list of applied migrations",
};

/** The tables access control guards, from D1 itself: a new table is guarded without an edit. */
async function guardedTables(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  ).all<{ name: string }>();
  return results.map(({ name }) => name).filter((name) => !(name in UNGUARDED));
}

type GuardedState = Map<string, string>;

/** Every guarded row, keyed `table id`, as JSON. */
async function guardedState(): Promise<GuardedState> {
  const tables = await guardedTables();
  const parts = await env.DB.batch(tables.map((table) => env.DB.prepare(`SELECT * FROM "${table}"`)));
  return new Map(
    tables.flatMap((table, index) =>
      (parts[index]?.results ?? []).map((row) => {
        const { id } = row as { id?: string };
        return [`${table} ${id ?? JSON.stringify(row)}`, JSON.stringify(row)] as const;
      }),
    ),
  );
}

/** Rows added (+), removed (-) or changed (~) since `before`, and D1 now; none when it is as it was. */
async function changesSince(before: GuardedState): Promise<{ changes: string[]; after: GuardedState }> {
  const after = await guardedState();
  const changes = [...before.keys()].filter((key) => !after.has(key)).map((key) => `- ${key}`);
  for (const [key, row] of after) {
    if (!before.has(key)) changes.push(`+ ${key}`);
    else if (before.get(key) !== row) changes.push(`~ ${key}: ${before.get(key)} → ${row}`);
  }
  return { changes, after };
}

/**
 * A refusal: the given status, a JSON error with the given code, and nothing written to D1
 * but the rows named in `except` (as `changesSince` names them: `session <id>`).
 */
async function expectRefusal(send: () => Promise<Response>, status: number, code: string, except: string[] = []) {
  const before = await guardedState();
  const response = await send();
  const body = await response.text();
  expect({ status: response.status, body }).toMatchObject({
    status,
    body: expect.stringContaining(`"code":"${code}"`),
  });
  expect(JSON.parse(body)).toMatchObject({ code });
  const { changes, after } = await changesSince(before);
  // A refused sign-in or code request is itself a security event (decision 0040): its one record.
  const recordsRefusal = (change: string) =>
    change.startsWith("+ audit_event ") &&
    /"action":"(sign_in\.failed|code_request\.refused)"/.test(after.get(change.slice(2)) ?? "");
  expect(
    changes.filter((change) => !except.some((key) => change.startsWith(`~ ${key}:`)) && !recordsRefusal(change)),
  ).toEqual([]);
  expect(changes.filter(recordsRefusal).length).toBeLessThanOrEqual(1);
}

type Request = Pick<CallOptions, "method" | "json" | "body" | "headers"> & { path: string };

const OK = "200";
const CREATED = "201";
const DONE = "204";
const NO_SESSION = "401 UNAUTHORIZED";
const NOT_ALLOWED = "403 FORBIDDEN";
const READ_ONLY = "403 DEMO_MODE";
const CLOSED = "404 NOT_FOUND";
const NOT_RECIPIENT = "403 YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION";
const NOT_MEMBER = "403 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION";

/** What one caller gets: a success status, or a refusal's status and error code. */
type Outcome = `${number}` | `${number} ${string}`;

function parseOutcome(outcome: Outcome) {
  const [status = "", code = ""] = outcome.split(" ");
  return { status: Number(status), code, refused: Number(status) >= 400 };
}

/** Everything a case acts on, made fresh for it. */
interface Fixture {
  /** A plain user with one live session. */
  target: Person & { sessionId: string; sessionToken: string };
  bookId: string;
  /** Another live session of the person making the request: theirs to end. */
  ownOtherSession(): Promise<string>;
}

/** The outcome rows most routes share: admin-only writes, creates, updates and reads; reads for anyone signed in; public. */
const ADMIN_WRITE: Record<Role, Outcome> = {
  anonymous: NO_SESSION,
  user: NOT_ALLOWED,
  admin: DONE,
  banned: NO_SESSION,
  impersonating: NOT_ALLOWED,
  demo: READ_ONLY,
};
const ADMIN_CREATE: Record<Role, Outcome> = {
  anonymous: NO_SESSION,
  user: NOT_ALLOWED,
  admin: CREATED,
  banned: NO_SESSION,
  impersonating: NOT_ALLOWED,
  demo: READ_ONLY,
};
const ADMIN_UPDATE: Record<Role, Outcome> = {
  anonymous: NO_SESSION,
  user: NOT_ALLOWED,
  admin: OK,
  banned: NO_SESSION,
  impersonating: NOT_ALLOWED,
  demo: READ_ONLY,
};
const ADMIN_READ: Record<Role, Outcome> = {
  anonymous: NO_SESSION,
  user: NOT_ALLOWED,
  admin: OK,
  banned: NO_SESSION,
  impersonating: NOT_ALLOWED,
  demo: OK,
};
const SIGNED_IN_READ: Record<Role, Outcome> = {
  anonymous: NO_SESSION,
  user: OK,
  admin: OK,
  banned: NO_SESSION,
  impersonating: OK,
  demo: OK,
};
const PUBLIC: Record<Role, Outcome> = { anonymous: OK, user: OK, admin: OK, banned: OK, impersonating: OK, demo: OK };

interface Row {
  request(fixture: Fixture): Request | Promise<Request>;
  /** Puts the target in the state the route acts on (banned, for an unban). */
  prepare?(fixture: Fixture): Promise<void>;
  outcomes: Record<Role, Outcome>;
}

/** Whatever a closed better-auth admin endpoint would need to hurt the target, were it open. */
const closedBody = (f: Fixture) => ({
  userId: f.target.id,
  role: "admin",
  data: { role: "admin", name: "Taken Over" },
  email: uniqueEmail("made"),
  name: "Made Up",
  password: "correct-horse-battery",
  newPassword: "correct-horse-battery",
  banReason: "by a stranger",
  sessionToken: f.target.sessionToken,
});
const closed = (path: string): Row => ({
  request: (f) => ({ path, method: "POST", json: closedBody(f) }),
  outcomes: {
    anonymous: CLOSED,
    user: CLOSED,
    admin: CLOSED,
    banned: CLOSED,
    impersonating: CLOSED,
    demo: READ_ONLY,
  },
});

/** A report of the web app's own failure (POST /api/client-errors). */
const clientError = { kind: "uncaught", message: "Boom", screen: "/app/books", version: "0.1.0" };

let pictures = 0;
/** A picture no case uploaded before. */
function uniquePicture() {
  pictures += 1;
  return pngOf(100 + pictures, 100, 200);
}

const toRequest = ([path, options]: [string, CallOptions]): Request => ({ path, ...options });

/** The address of a picture `cookie`'s person uploaded. */
async function uploadedBy(cookie: string, kind: UploadKind): Promise<string> {
  const response = await upload(kind, uniquePicture(), { cookie });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

/** `setupAdmin` bans a person, for a case that starts from a ban. */
async function ban(id: string, reason?: string) {
  const response = await api({ cookie: setupAdmin }).users[":id"].ban.$post({ param: { id }, json: { reason } });
  expect(response.status).toBe(200);
}

const banTarget = (f: Fixture) => ban(f.target.id, "Setup");

/** Every session as if just signed in: making and revoking one's API keys needs a recent sign-in. */
async function signedInJustNow() {
  await env.DB.prepare("UPDATE session SET created_at = ?").bind(Date.now()).run();
}

const keyIdOf = (f: Fixture) => `key-of-${f.target.id}`;

/** A key of the target's, as making one leaves it (its hash is of no key anyone holds). */
async function keyOfTarget(f: Fixture) {
  await env.DB.prepare(
    "INSERT INTO api_key (id, user_id, name, start, key_hash, permissions, created_at) VALUES (?1, ?2, 'Target', 'edgestart_abcd', ?1, '{\"book\":[\"read\"]}', ?3)",
  )
    .bind(keyIdOf(f), f.target.id, Date.now())
    .run();
}

/**
 * The matrix: every route of /api/openapi.json and every better-auth admin endpoint, and
 * what each kind of caller gets. "banned" holds a session cookie from before the ban;
 * "impersonating" is an admin acting as a plain user; "demo" is an admin in the read-only demo.
 */
const MATRIX: Record<string, Row> = {
  "GET /api/health": {
    request: () => ({ path: "/api/health" }),
    outcomes: PUBLIC,
  },
  "GET /api/config": {
    request: () => ({ path: "/api/config" }),
    outcomes: PUBLIC,
  },
  "GET /api/books": {
    request: () => ({ path: "/api/books" }),
    outcomes: SIGNED_IN_READ,
  },
  "POST /api/books": {
    request: () => ({ path: "/api/books", method: "POST", json: bookInput() }),
    outcomes: ADMIN_CREATE,
  },
  "GET /api/books/{id}": {
    request: (f) => ({ path: `/api/books/${f.bookId}` }),
    outcomes: SIGNED_IN_READ,
  },
  "PUT /api/books/{id}": {
    request: (f) => ({ path: `/api/books/${f.bookId}`, method: "PUT", json: bookInput({ title: "Rewritten" }) }),
    outcomes: ADMIN_UPDATE,
  },
  "DELETE /api/books/{id}": {
    request: (f) => ({ path: `/api/books/${f.bookId}`, method: "DELETE" }),
    outcomes: ADMIN_WRITE,
  },
  "GET /api/genres": {
    request: () => ({ path: "/api/genres" }),
    outcomes: SIGNED_IN_READ,
  },
  // Each case uploads bytes of its own: the same bytes again would answer 200, not 201.
  "PUT /api/files/covers/{sha256}": {
    request: async () => toRequest(await uploadRequest("covers", uniquePicture())),
    outcomes: ADMIN_CREATE,
  },
  "PUT /api/files/avatars/{sha256}": {
    request: async () => toRequest(await uploadRequest("avatars", uniquePicture())),
    outcomes: {
      anonymous: NO_SESSION,
      user: CREATED,
      admin: CREATED,
      banned: NO_SESSION,
      impersonating: CREATED,
      demo: READ_ONLY,
    },
  },
  "GET /files/covers/{sha256}": {
    request: async () => ({ path: await uploadedBy(setupAdmin, "covers") }),
    outcomes: PUBLIC,
  },
  "GET /files/avatars/{userId}/{sha256}": {
    request: async () => ({ path: await uploadedBy(setupAdmin, "avatars") }),
    outcomes: PUBLIC,
  },
  // Someone else's copy of their data: only its owner, signed in as themselves, gets it
  // (tests/worker/account.export.test.ts); anyone else as if it did not exist.
  "GET /files/exports/{userId}/{token}": {
    request: async (f) => ({ path: await readyExport(f.target.id) }),
    outcomes: { anonymous: CLOSED, user: CLOSED, admin: CLOSED, banned: CLOSED, impersonating: CLOSED, demo: CLOSED },
  },
  // A log line: anyone, even in the demo, as their screens fail too.
  "POST /api/client-errors": {
    request: () => ({ path: "/api/client-errors", method: "POST", json: clientError }),
    outcomes: { anonymous: DONE, user: DONE, admin: DONE, banned: DONE, impersonating: DONE, demo: DONE },
  },
  "GET /api/users": {
    request: () => ({ path: "/api/users" }),
    outcomes: ADMIN_READ,
  },
  "POST /api/users": {
    request: () => ({ path: "/api/users", method: "POST", json: userInput({ role: "admin" }) }),
    outcomes: ADMIN_CREATE,
  },
  "GET /api/users/{id}": {
    request: (f) => ({ path: `/api/users/${f.target.id}` }),
    outcomes: ADMIN_READ,
  },
  "PUT /api/users/{id}": {
    request: (f) => ({
      path: `/api/users/${f.target.id}`,
      method: "PUT",
      json: { email: f.target.email, name: "Renamed", role: "admin" },
    }),
    outcomes: ADMIN_UPDATE,
  },
  "DELETE /api/users/{id}": {
    request: (f) => ({ path: `/api/users/${f.target.id}`, method: "DELETE" }),
    outcomes: ADMIN_WRITE,
  },
  "GET /api/users/{id}/sessions": {
    request: (f) => ({ path: `/api/users/${f.target.id}/sessions` }),
    outcomes: ADMIN_READ,
  },
  "DELETE /api/users/{id}/sessions": {
    request: (f) => ({ path: `/api/users/${f.target.id}/sessions`, method: "DELETE" }),
    outcomes: ADMIN_WRITE,
  },
  "DELETE /api/users/{id}/sessions/{sessionId}": {
    request: (f) => ({ path: `/api/users/${f.target.id}/sessions/${f.target.sessionId}`, method: "DELETE" }),
    outcomes: ADMIN_WRITE,
  },
  "POST /api/users/{id}/ban": {
    request: (f) => ({ path: `/api/users/${f.target.id}/ban`, method: "POST", json: { reason: "Spam" } }),
    outcomes: ADMIN_UPDATE,
  },
  "POST /api/users/{id}/unban": {
    prepare: banTarget,
    request: (f) => ({ path: `/api/users/${f.target.id}/unban`, method: "POST" }),
    outcomes: ADMIN_UPDATE,
  },
  "POST /api/users/{id}/impersonate": {
    request: (f) => ({ path: `/api/users/${f.target.id}/impersonate`, method: "POST" }),
    outcomes: ADMIN_WRITE,
  },
  "DELETE /api/users/{id}/second-factor": {
    prepare: (f) => secondFactorOn(f.target.id),
    request: (f) => ({ path: `/api/users/${f.target.id}/second-factor`, method: "DELETE" }),
    outcomes: ADMIN_WRITE,
  },
  "GET /api/account/sessions": {
    request: () => ({ path: "/api/account/sessions" }),
    outcomes: SIGNED_IN_READ,
  },
  // One's own data, emailed to one's own address: anyone signed in as themselves, never an
  // administrator acting as them.
  "POST /api/account/exports": {
    request: () => ({ path: "/api/account/exports", method: "POST" }),
    outcomes: {
      anonymous: NO_SESSION,
      user: "202",
      admin: "202",
      banned: NO_SESSION,
      impersonating: "403 IMPERSONATION_REFUSED",
      demo: READ_ONLY,
    },
  },
  "GET /api/account/api-keys": {
    request: () => ({ path: "/api/account/api-keys" }),
    outcomes: SIGNED_IN_READ,
  },
  // Nobody here has a key: the id names none of the caller's (theirs: tests/worker/api-keys.test.ts).
  "GET /api/account/api-keys/{id}": {
    request: (f) => ({ path: `/api/account/api-keys/${keyIdOf(f)}` }),
    outcomes: {
      anonymous: NO_SESSION,
      user: CLOSED,
      admin: CLOSED,
      banned: NO_SESSION,
      impersonating: CLOSED,
      demo: CLOSED,
    },
  },
  // One's own keys, made and revoked after a recent sign-in of one's own: never by an
  // administrator acting as the person.
  "POST /api/account/api-keys": {
    prepare: signedInJustNow,
    request: () => ({
      path: "/api/account/api-keys",
      method: "POST",
      json: { name: "Matrix", expiresInDays: 30, permissions: { book: ["read"] } },
    }),
    outcomes: {
      anonymous: NO_SESSION,
      user: CREATED,
      admin: CREATED,
      banned: NO_SESSION,
      impersonating: "403 IMPERSONATION_REFUSED",
      demo: READ_ONLY,
    },
  },
  // The id names none of the caller's keys: theirs are revoked in tests/worker/api-keys.test.ts.
  "DELETE /api/account/api-keys/{id}": {
    prepare: signedInJustNow,
    request: (f) => ({ path: `/api/account/api-keys/${keyIdOf(f)}`, method: "DELETE" }),
    outcomes: {
      anonymous: NO_SESSION,
      user: CLOSED,
      admin: CLOSED,
      banned: NO_SESSION,
      impersonating: "403 IMPERSONATION_REFUSED",
      demo: READ_ONLY,
    },
  },
  "GET /api/users/{id}/api-keys": {
    request: (f) => ({ path: `/api/users/${f.target.id}/api-keys` }),
    outcomes: ADMIN_READ,
  },
  "DELETE /api/users/{id}/api-keys/{keyId}": {
    prepare: keyOfTarget,
    request: (f) => ({ path: `/api/users/${f.target.id}/api-keys/${keyIdOf(f)}`, method: "DELETE" }),
    outcomes: ADMIN_WRITE,
  },
  "GET /api/account/trusted-devices": {
    request: () => ({ path: "/api/account/trusted-devices" }),
    outcomes: SIGNED_IN_READ,
  },
  // Nobody here trusted a device: the id names none of the caller's (their own are ended in
  // tests/worker/auth.second-factor.test.ts).
  "DELETE /api/account/trusted-devices/{id}": {
    request: () => ({ path: `/api/account/trusted-devices/${"0".repeat(32)}`, method: "DELETE" }),
    outcomes: {
      anonymous: NO_SESSION,
      user: CLOSED,
      admin: CLOSED,
      banned: NO_SESSION,
      impersonating: CLOSED,
      demo: READ_ONLY,
    },
  },
  "DELETE /api/account/sessions/{id}": {
    request: async (f) => ({ path: `/api/account/sessions/${await f.ownOtherSession()}`, method: "DELETE" }),
    outcomes: {
      anonymous: NO_SESSION,
      user: DONE,
      admin: DONE,
      banned: NO_SESSION,
      impersonating: DONE,
      demo: READ_ONLY,
    },
  },
  "GET /api/account/organizations": {
    request: () => ({ path: "/api/account/organizations" }),
    outcomes: SIGNED_IN_READ,
  },
  "GET /api/invitations": {
    // Only ever the asking person's own: there is no one else's to ask for.
    request: () => ({ path: "/api/invitations" }),
    outcomes: SIGNED_IN_READ,
  },
  "GET /api/invitations/{id}/preview": {
    // Holding the link is what grants the read: anyone, signed in or not.
    request: async () => {
      const { owner, organizationId } = await ownOrganization("matrix");
      return { path: `/api/invitations/${(await invitation(owner, organizationId)).invitationId}/preview` };
    },
    outcomes: PUBLIC,
  },
  "GET /api/invitations/{id}": {
    // An invitation to someone else: only its recipient may read it.
    request: async () => {
      const { owner, organizationId } = await ownOrganization("matrix");
      return { path: `/api/invitations/${(await invitation(owner, organizationId)).invitationId}` };
    },
    outcomes: {
      anonymous: NO_SESSION,
      user: NOT_RECIPIENT,
      admin: NOT_RECIPIENT,
      banned: NO_SESSION,
      impersonating: NOT_RECIPIENT,
      demo: NOT_RECIPIENT,
    },
  },
  "GET /api/teams/{id}/members": {
    // A team of an organization the caller does not belong to: only its members may read it.
    request: async () => {
      const { organizationId } = await ownOrganization("matrix");
      const team = await env.DB.prepare("SELECT id FROM team WHERE organization_id = ?1")
        .bind(organizationId)
        .first<{ id: string }>();
      return { path: `/api/teams/${team?.id}/members` };
    },
    outcomes: {
      anonymous: NO_SESSION,
      user: NOT_MEMBER,
      admin: NOT_MEMBER,
      banned: NO_SESSION,
      impersonating: NOT_MEMBER,
      demo: NOT_MEMBER,
    },
  },
  "GET /api/dashboard": {
    request: () => ({ path: "/api/dashboard" }),
    outcomes: ADMIN_READ,
  },
  "GET /api/audit": {
    request: () => ({ path: "/api/audit" }),
    outcomes: ADMIN_READ,
  },
  "GET /api/account/activity": {
    request: () => ({ path: "/api/account/activity" }),
    outcomes: SIGNED_IN_READ,
  },
  "GET /api/organizations": {
    request: () => ({ path: "/api/organizations" }),
    outcomes: ADMIN_READ,
  },
  "GET /api/organizations/{id}": {
    request: async () => ({ path: `/api/organizations/${(await ownOrganization("matrix")).organizationId}` }),
    outcomes: ADMIN_READ,
  },
  "DELETE /api/organizations/{id}": {
    request: async () => ({
      path: `/api/organizations/${(await ownOrganization("matrix")).organizationId}`,
      method: "DELETE",
    }),
    outcomes: ADMIN_WRITE,
  },
  "GET /api/auth/admin/get-user": {
    request: (f) => ({ path: `/api/auth/admin/get-user?id=${f.target.id}` }),
    outcomes: {
      anonymous: NO_SESSION,
      user: "403 YOU_ARE_NOT_ALLOWED_TO_GET_USER",
      admin: OK,
      banned: NO_SESSION,
      impersonating: "403 YOU_ARE_NOT_ALLOWED_TO_GET_USER",
      demo: OK,
    },
  },
  "GET /api/auth/admin/list-users": {
    request: () => ({ path: "/api/auth/admin/list-users" }),
    outcomes: {
      anonymous: NO_SESSION,
      user: "403 YOU_ARE_NOT_ALLOWED_TO_LIST_USERS",
      admin: OK,
      banned: NO_SESSION,
      impersonating: "403 YOU_ARE_NOT_ALLOWED_TO_LIST_USERS",
      demo: OK,
    },
  },
  "POST /api/auth/admin/has-permission": {
    request: () => ({
      path: "/api/auth/admin/has-permission",
      method: "POST",
      json: { permissions: { user: ["list"] } },
    }),
    outcomes: {
      anonymous: NO_SESSION,
      user: OK,
      admin: OK,
      banned: NO_SESSION,
      impersonating: OK,
      demo: READ_ONLY,
    },
  },
  "POST /api/auth/admin/stop-impersonating": {
    request: () => ({ path: "/api/auth/admin/stop-impersonating", method: "POST", json: {} }),
    outcomes: {
      anonymous: NO_SESSION,
      user: "400 NOT_IMPERSONATING",
      admin: "400 NOT_IMPERSONATING",
      banned: NO_SESSION,
      impersonating: OK,
      demo: "400 NOT_IMPERSONATING",
    },
  },
  "POST /api/auth/admin/create-user": closed("/api/auth/admin/create-user"),
  "POST /api/auth/admin/update-user": closed("/api/auth/admin/update-user"),
  "POST /api/auth/admin/set-role": closed("/api/auth/admin/set-role"),
  "POST /api/auth/admin/ban-user": closed("/api/auth/admin/ban-user"),
  "POST /api/auth/admin/unban-user": { ...closed("/api/auth/admin/unban-user"), prepare: banTarget },
  "POST /api/auth/admin/remove-user": closed("/api/auth/admin/remove-user"),
  "POST /api/auth/admin/set-user-password": closed("/api/auth/admin/set-user-password"),
  "POST /api/auth/admin/impersonate-user": closed("/api/auth/admin/impersonate-user"),
  "POST /api/auth/admin/list-user-sessions": closed("/api/auth/admin/list-user-sessions"),
  "POST /api/auth/admin/revoke-user-session": closed("/api/auth/admin/revoke-user-session"),
  "POST /api/auth/admin/revoke-user-sessions": closed("/api/auth/admin/revoke-user-sessions"),
};

const WHO: Record<Role, string> = {
  anonymous: "an anonymous visitor",
  user: "a signed-in user",
  admin: "an admin",
  banned: "a banned user's old session",
  impersonating: "an admin impersonating a user",
  demo: "an admin in the read-only demo",
};

/** The callers, each a different person, so one case cannot spend another's session. */
const people = {} as Record<"user" | "admin" | "banned" | "demo", Person>;

beforeAll(async () => {
  await insertGenres();
  setupAdmin = await signIn("admin@example.com");
  people.user = await newPerson("user", "reader");
  people.admin = await newPerson("admin", "admin");
  people.demo = await newPerson("admin", "demo-admin");
  people.banned = await newPerson("user", "banned");
  await ban(people.banned.id, "Abuse");
});

async function freshFixture(caller: { person?: Person; sessionId?: string }): Promise<Fixture> {
  const target = await newPerson("user", "target");
  const [session] = await sessionsOf(target.id);
  if (!session) throw new Error("The target has no session");
  const book = await newBook(setupAdmin);
  return {
    target: { ...target, sessionId: session.id, sessionToken: session.token },
    bookId: book.id,
    async ownOtherSession() {
      // Someone else's session for callers without a person: their refusal must leave it alive.
      if (!caller.person) return session.id;
      if (caller.sessionId) return caller.sessionId;
      const current = new Set((await sessionsOf(caller.person.id)).map((own) => own.id));
      await signIn(caller.person.email);
      return (await sessionsOf(caller.person.id)).find((own) => !current.has(own.id))?.id ?? "";
    },
  };
}

/** The request as the given caller sends it; a fresh impersonation for "impersonating". */
async function caller(role: Role) {
  if (role === "anonymous") return { cookie: "" };
  if (role === "demo") return { cookie: people.demo.cookie, person: people.demo, env: DEMO };
  if (role === "impersonating") {
    const victim = await newPerson("user", "impersonated");
    const [ownSession] = await sessionsOf(victim.id);
    return { cookie: await impersonate(people.admin.cookie, victim.id), person: victim, sessionId: ownSession?.id };
  }
  return { cookie: people[role].cookie, person: role === "banned" ? undefined : people[role] };
}

async function enumeratedRoutes(): Promise<string[]> {
  const document = (await (await call("/api/openapi.json")).json()) as { paths: Record<string, object> };
  const app = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const endpoints = Object.values(getAuth(envWith(), false).api) as Array<{
    path?: string;
    options?: { method?: string | string[] };
  }>;
  const admin = endpoints
    .filter((endpoint) => endpoint.path?.startsWith("/admin/"))
    .flatMap((endpoint) =>
      [endpoint.options?.method ?? []].flat().map((method) => `${method} /api/auth${endpoint.path}`),
    );
  return [...app, ...admin].sort();
}

describe("the access-control matrix", () => {
  it("guards every table of D1 but those it names with why, each of which exists", async () => {
    const guarded = await guardedTables();
    expect(guarded).toEqual(expect.arrayContaining(["user", "session", "book", "organization", "audit_event"]));
    const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{
      name: string;
    }>();
    const tables = results.map(({ name }) => name);
    expect(
      Object.keys(UNGUARDED).filter((name) => !tables.includes(name)),
      "a table UNGUARDED names is gone",
    ).toEqual([]);
  });

  it("names every route of /api/openapi.json and every better-auth admin endpoint, and nothing else", async () => {
    expect(Object.keys(MATRIX).sort()).toEqual(await enumeratedRoutes());
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    for (const role of ROLES) {
      const outcome = row.outcomes[role];
      const { status, code, refused } = parseOutcome(outcome);
      it(`${WHO[role]} calling ${route} gets ${outcome}${refused ? " and D1 is unchanged" : ""}`, async () => {
        const who = await caller(role);
        const fixture = await freshFixture(who);
        await row.prepare?.(fixture);
        const { path, ...request } = await row.request(fixture);
        const send = () => call(path, { ...request, cookie: who.cookie, env: who.env });
        if (refused) await expectRefusal(send, status, code);
        else expect((await send()).status).toBe(status);
      });
    }
  }
});

/** A request whose JSON is written by hand: `__proto__` stays an own key, as an attacker sends it. */
function rawJson(path: string, body: string, options: { method?: string; cookie?: string } = {}) {
  return call(path, { method: "POST", ...options, body, headers: { "content-type": "application/json" } });
}

/** Adds keys to a JSON object's text without going through a JS object (which would eat `__proto__`). */
function withKeys(body: unknown, extra: string): string {
  const text = JSON.stringify(body);
  return text === "{}" ? `{${extra}}` : `${text.slice(0, -1)},${extra}}`;
}

describe("objects reached by id (IDOR)", () => {
  let victim: Person & { sessionId: string; sessionToken: string; accountId: string };
  let attacker: Person;
  let adminSessionId = "";

  beforeAll(async () => {
    const person = await newPerson("user", "victim");
    const [session] = await sessionsOf(person.id);
    // A linked GitHub account, as the OAuth sign-in leaves it, with tokens worth stealing.
    const accountId = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO account (id, account_id, provider_id, user_id, access_token, refresh_token, scope, created_at, updated_at) VALUES (?, '4242', 'github', ?, 'victim-access-token', 'victim-refresh-token', 'user:email', ?, ?)",
    )
      .bind(accountId, person.id, Date.now(), Date.now())
      .run();
    victim = { ...person, sessionId: session?.id ?? "", sessionToken: session?.token ?? "", accountId };
    attacker = await newPerson("user", "attacker");
    adminSessionId = (await sessionsOf(people.admin.id))[0]?.id ?? "";
  });

  /** The victim's session still answers, as the victim. */
  async function victimStillSignedIn() {
    const response = await call("/api/auth/get-session", { cookie: victim.cookie });
    expect(((await response.json()) as { user?: { id: string } } | null)?.user?.id).toBe(victim.id);
  }

  it("a user listing sessions sees only their own, whatever id they add to the query", async () => {
    const response = await call(`/api/account/sessions?userId=${victim.id}&id=${victim.id}`, {
      cookie: attacker.cookie,
    });
    expect(response.status).toBe(200);
    const listed = ((await response.json()) as Array<{ id: string }>).map((session) => session.id).sort();
    const own = (await sessionsOf(attacker.id)).map((session) => session.id).sort();
    expect(listed).toEqual(own);
    expect(listed).not.toContain(victim.sessionId);
  });

  const endings: Array<[string, () => Request, number, string]> = [
    [
      "by the victim's session token",
      () => ({ path: `/api/account/sessions/${victim.sessionToken}`, method: "DELETE" }),
      404,
      "NOT_FOUND",
    ],
    [
      "by the victim's user id",
      () => ({ path: `/api/account/sessions/${victim.id}`, method: "DELETE" }),
      404,
      "NOT_FOUND",
    ],
    [
      "by an administrator's session id",
      () => ({ path: `/api/account/sessions/${adminSessionId}`, method: "DELETE" }),
      404,
      "NOT_FOUND",
    ],
    [
      "through better-auth's revoke-session with the token",
      () => ({ path: "/api/auth/revoke-session", method: "POST", json: { token: victim.sessionToken } }),
      404,
      "NOT_FOUND",
    ],
  ];
  for (const [how, request, status, code] of endings) {
    it(`a user ending another person's session ${how} gets ${status} and the session stays alive`, async () => {
      const { path, method, json } = request();
      await expectRefusal(() => call(path, { method, json, cookie: attacker.cookie }), status, code);
      await victimStillSignedIn();
    });
  }

  it("a user signing out 'everywhere' while naming the victim is refused, and no session ends", async () => {
    const own = await newPerson("user", "leaver");
    for (const path of ["/api/auth/revoke-other-sessions", "/api/auth/revoke-sessions"]) {
      const response = await call(path, {
        cookie: own.cookie,
        json: { userId: victim.id, token: victim.sessionToken },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        issues: [
          { path: "userId", message: "This field is not accepted" },
          { path: "token", message: "This field is not accepted" },
        ],
      });
    }
    expect(await sessionsOf(victim.id)).toHaveLength(1);
    expect(await sessionsOf(own.id)).toHaveLength(1);
    await victimStillSignedIn();
  });

  it("a user cannot list anyone's sessions with tokens: better-auth's list is closed", async () => {
    await expectRefusal(() => call("/api/auth/list-sessions", { cookie: attacker.cookie }), 404, "NOT_FOUND");
  });

  const reads: Array<[string, () => Request, number, string]> = [
    [
      "account-info with the victim's account id",
      () => ({ path: `/api/auth/account-info?accountId=${victim.accountId}` }),
      400,
      "ACCOUNT_NOT_FOUND",
    ],
    [
      "account-info with the victim's account and user ids",
      () => ({ path: `/api/auth/account-info?accountId=${victim.accountId}&userId=${victim.id}` }),
      400,
      "ACCOUNT_NOT_FOUND",
    ],
    [
      "get-access-token naming the victim",
      () => ({
        path: "/api/auth/get-access-token",
        method: "POST",
        json: { accountId: victim.accountId, userId: victim.id },
      }),
      400,
      "ACCOUNT_NOT_FOUND",
    ],
    [
      "refresh-token naming the victim",
      () => ({
        path: "/api/auth/refresh-token",
        method: "POST",
        json: { accountId: victim.accountId, userId: victim.id },
      }),
      400,
      "ACCOUNT_NOT_FOUND",
    ],
    [
      "unlink-account with the victim's account id",
      () => ({ path: "/api/auth/unlink-account", method: "POST", json: { accountId: victim.accountId } }),
      400,
      "ACCOUNT_NOT_FOUND",
    ],
  ];
  for (const [through, request, status, code] of reads) {
    it(`a user reaching another person's account through ${through} gets ${status} and learns nothing`, async () => {
      const { path, method, json } = request();
      const before = await guardedState();
      const response = await call(path, { method, json, cookie: attacker.cookie });
      const text = await response.text();
      expect({ status: response.status, code: JSON.parse(text).code }).toEqual({ status, code });
      for (const secret of [victim.email, "victim-access-token", "victim-refresh-token", victim.sessionToken]) {
        expect(text).not.toContain(secret);
      }
      expect((await changesSince(before)).changes).toEqual([]);
    });
  }

  it("a user's list of linked accounts never shows another person's, whatever id they add", async () => {
    const response = await call(`/api/auth/list-accounts?userId=${victim.id}`, { cookie: attacker.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it("a user deleting their account while naming the victim is refused, and nobody is deleted", async () => {
    const leaver = await newPerson("user", "leaver");
    const response = await call("/api/auth/delete-user", { cookie: leaver.cookie, json: { userId: victim.id } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "VALIDATION_ERROR", issues: [{ path: "userId" }] });
    expect(await countRows("user", "id = ?", leaver.id)).toBe(1);
    expect(await userRow(victim.id)).toMatchObject({ email: victim.email, banned: 0 });
    await victimStillSignedIn();
  });

  describe("another person's organization", () => {
    let organizationId = "";

    beforeAll(async () => {
      const created = await call("/api/auth/organization/create", {
        cookie: victim.cookie,
        json: { name: "Victim Inc", slug: `victim-${crypto.randomUUID().slice(0, 8)}` },
      });
      expect(created.status).toBe(200);
      organizationId = ((await created.json()) as { id: string }).id;
    });

    const attempts: Array<[string, () => Request, number, string]> = [
      [
        "reading it in full",
        () => ({ path: `/api/auth/organization/get-full-organization?organizationId=${organizationId}` }),
        403,
        "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
      ],
      [
        "listing its members",
        () => ({ path: `/api/auth/organization/list-members?organizationId=${organizationId}` }),
        403,
        "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
      ],
      [
        "making it their active one",
        () => ({ path: "/api/auth/organization/set-active", method: "POST", json: { organizationId } }),
        403,
        "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
      ],
      [
        "renaming it",
        () => ({
          path: "/api/auth/organization/update",
          method: "POST",
          json: { organizationId, data: { name: "Pwned" } },
        }),
        403,
        "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
      ],
      [
        "inviting themselves as owner",
        () => ({
          path: "/api/auth/organization/invite-member",
          method: "POST",
          json: { organizationId, email: attacker.email, role: "owner" },
        }),
        403,
        "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
      ],
      [
        "deleting it",
        () => ({ path: "/api/auth/organization/delete", method: "POST", json: { organizationId } }),
        403,
        "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
      ],
    ];
    for (const [what, request, status, code] of attempts) {
      it(`a user ${what} gets ${status} and nothing of the organization changes`, async () => {
        const { path, method, json } = request();
        // Not even the caller's own session: better-auth cleared its active organization.
        await expectRefusal(() => call(path, { method, json, cookie: attacker.cookie }), status, code);
      });
    }

    it("a user creating an organization 'for' the victim makes it theirs, never the victim's", async () => {
      const response = await call("/api/auth/organization/create", {
        cookie: attacker.cookie,
        json: { name: "Not Yours", slug: `not-yours-${crypto.randomUUID().slice(0, 8)}`, userId: victim.id },
      });
      expect(response.status).toBe(200);
      const { id } = (await response.json()) as { id: string };
      expect(await countRows("member", "organization_id = ? AND user_id = ?", id, victim.id)).toBe(0);
      expect(await countRows("member", "organization_id = ? AND user_id = ? AND role = 'owner'", id, attacker.id)).toBe(
        1,
      );
    });
  });
});

/** Fields nobody may set through a write route, each with the value an attacker would want. */
const PRIVILEGED_FIELDS = (victimId: string): Record<string, unknown> => ({
  role: "admin",
  banned: true,
  emailVerified: true,
  id: "chosen-by-the-caller",
  createdAt: "2000-01-01T00:00:00.000Z",
  updatedAt: "2000-01-01T00:00:00.000Z",
  userId: victimId,
});

interface WriteRoute {
  /** The caller's cookie and the request, with `extra` merged into a valid body. */
  prepare(): Promise<{ cookie: string; request(extra: Record<string, unknown>): Request }>;
  /** Fields the route takes on purpose (an admin sets a person's role). */
  accepts?: string[];
}

/** Every write route a user or an admin can call with a body. */
const WRITES: Record<string, WriteRoute> = {
  "POST /api/client-errors": {
    prepare: async () => ({
      cookie: people.admin.cookie,
      request: (extra) => ({ path: "/api/client-errors", method: "POST", json: { ...clientError, ...extra } }),
    }),
  },
  "POST /api/books": {
    prepare: async () => ({
      cookie: people.admin.cookie,
      request: (extra) => ({ path: "/api/books", method: "POST", json: { ...bookInput(), ...extra } }),
    }),
  },
  "PUT /api/books/{id}": {
    prepare: async () => {
      const { id } = await newBook(setupAdmin);
      return {
        cookie: people.admin.cookie,
        request: (extra) => ({ path: `/api/books/${id}`, method: "PUT", json: { ...bookInput(), ...extra } }),
      };
    },
  },
  "POST /api/users": {
    accepts: ["role"],
    prepare: async () => ({
      cookie: people.admin.cookie,
      request: (extra) => ({ path: "/api/users", method: "POST", json: { ...userInput(), ...extra } }),
    }),
  },
  "PUT /api/users/{id}": {
    accepts: ["role"],
    prepare: async () => {
      const target = await newPerson("user", "renamed");
      return {
        cookie: people.admin.cookie,
        request: (extra) => ({
          path: `/api/users/${target.id}`,
          method: "PUT",
          json: { email: target.email, name: "Renamed", role: "user", ...extra },
        }),
      };
    },
  },
  "POST /api/users/{id}/ban": {
    prepare: async () => {
      const target = await newPerson("user", "to-ban");
      return {
        cookie: people.admin.cookie,
        request: (extra) => ({ path: `/api/users/${target.id}/ban`, method: "POST", json: { reason: "x", ...extra } }),
      };
    },
  },
  "POST /api/account/api-keys": {
    prepare: async () => ({
      cookie: (await newPerson("user", "key-maker")).cookie,
      request: (extra) => ({
        path: "/api/account/api-keys",
        method: "POST",
        json: { name: "Script", expiresInDays: 30, permissions: { book: ["read"] }, ...extra },
      }),
    }),
  },
  "POST /api/auth/update-user": {
    prepare: async () => ({
      cookie: (await newPerson("user", "profile")).cookie,
      request: (extra) => ({ path: "/api/auth/update-user", method: "POST", json: { name: "New Name", ...extra } }),
    }),
  },
  "POST /api/auth/sign-in/email-otp (signing up)": {
    prepare: async () => {
      const email = uniqueEmail("newcomer");
      expect((await requestCode(email)).status).toBe(200);
      const otp = await latestCode(email);
      return {
        cookie: "",
        request: (extra) => ({ path: "/api/auth/sign-in/email-otp", method: "POST", json: { email, otp, ...extra } }),
      };
    },
  },
  "POST /api/auth/sign-in/email-otp (signing in again)": {
    prepare: async () => {
      const { email } = await newPerson("user", "returning");
      expect((await requestCode(email)).status).toBe(200);
      const otp = await latestCode(email);
      return {
        cookie: "",
        request: (extra) => ({ path: "/api/auth/sign-in/email-otp", method: "POST", json: { email, otp, ...extra } }),
      };
    },
  },
};

describe("fields nobody may set (mass assignment)", () => {
  it("holds every write of /api/openapi.json that takes a JSON body (an upload's body is a file: no fields)", async () => {
    const document = (await (await call("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, object> } }>>;
    };
    const withBody = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => method !== "get" && operation.requestBody?.content["application/json"])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(
      withBody.filter((route) => !(route in WRITES)),
      "add these to WRITES",
    ).toEqual([]);
  });

  for (const [route, write] of Object.entries(WRITES)) {
    for (const field of Object.keys(PRIVILEGED_FIELDS(""))) {
      if (write.accepts?.includes(field)) continue;
      it(`${route} with "${field}" in the body is refused with 400 and nothing changes`, async () => {
        const { cookie, request } = await write.prepare();
        const { path, method, json } = request({ [field]: PRIVILEGED_FIELDS(people.user.id)[field] });
        await expectRefusal(() => call(path, { method, json, cookie }), 400, "VALIDATION_ERROR");
      });
    }
  }
});

const POLLUTION: Record<string, string> = {
  "__proto__.role": '"__proto__":{"role":"admin","banned":false}',
  "constructor.prototype.role": '"constructor":{"prototype":{"role":"admin"}}',
  "data.__proto__.role": '"data":{"__proto__":{"role":"admin"}}',
};

describe("prototype pollution", () => {
  let adminsBefore = 0;
  beforeAll(async () => {
    adminsBefore = await countRows("user", "role = 'admin'");
  });

  for (const [route, write] of Object.entries(WRITES)) {
    for (const [label, keys] of Object.entries(POLLUTION)) {
      it(`${route} with ${label} in the body is refused with 400, never a 500, and nothing changes`, async () => {
        const { cookie, request } = await write.prepare();
        const { path, method, json } = request({});
        await expectRefusal(() => rawJson(path, withKeys(json, keys), { method, cookie }), 400, "VALIDATION_ERROR");
      });
    }
  }

  it("afterwards a plain user is still a plain user, and so is anyone who signs in next", async () => {
    const newcomer = await newPerson("user", "after-pollution");
    for (const cookie of [people.user.cookie, newcomer.cookie]) {
      for (const path of ["/api/users", "/api/dashboard"]) {
        const response = await call(path, { cookie });
        expect({ path, status: response.status, body: await response.json() }).toMatchObject({
          path,
          status: 403,
          body: { code: "FORBIDDEN" },
        });
      }
      const session = (await (await call("/api/auth/get-session", { cookie })).json()) as { user: { role: string } };
      expect(session.user.role).toBe("user");
    }
    expect(await countRows("user", "role = 'admin'")).toBe(adminsBefore);
  });
});

describe("role changes hold on the very next request", () => {
  /** `setupAdmin` makes an administrator a plain user. */
  async function demote(person: Person) {
    const response = await api({ cookie: setupAdmin }).users[":id"].$put({
      param: { id: person.id },
      json: { email: person.email, name: "Demoted", role: "user" },
    });
    expect(response.status).toBe(200);
  }

  const adminOnly = Object.entries(MATRIX).filter(
    ([, row]) => parseOutcome(row.outcomes.user).refused && !parseOutcome(row.outcomes.admin).refused,
  );

  for (const [route, row] of adminOnly) {
    it(`a demoted admin's very next ${route} gets ${row.outcomes.user} and D1 is unchanged`, async () => {
      const demoted = await newPerson("admin", "demoted");
      expect((await api({ cookie: demoted.cookie }).dashboard.$get()).status).toBe(200);
      const fixture = await freshFixture({ person: demoted });
      await row.prepare?.(fixture);
      await demote(demoted);
      const { path, ...request } = await row.request(fixture);
      const { status, code } = parseOutcome(row.outcomes.user);
      await expectRefusal(() => call(path, { ...request, cookie: demoted.cookie }), status, code);
    });
  }

  it("an admin demoted while impersonating: the impersonation ends at once, and their own session has no admin rights", async () => {
    const demoted = await newPerson("admin", "demoted");
    const victim = await newPerson("user", "impersonated");
    const acting = await impersonate(demoted.cookie, victim.id);
    await demote(demoted);
    expect(await countRows("session", "impersonated_by = ?", demoted.id)).toBe(0);
    expect((await api({ cookie: acting }).account.sessions.$get()).status).toBe(401);
    await expectRefusal(() => call("/api/users", { cookie: demoted.cookie }), 403, "FORBIDDEN");
  });

  const banned: Array<[string, () => Promise<{ cookie: string; id: string }>, Request]> = [
    [
      "a banned user's session",
      async () => newPerson("user", "banned"),
      { path: "/api/auth/update-user", method: "POST", json: { name: "Still Here" } },
    ],
    [
      "a banned admin's session",
      async () => newPerson("admin", "banned-admin"),
      { path: "/api/books", method: "POST", json: bookInput() },
    ],
    [
      "an admin's impersonation of a person who is then banned",
      async () => {
        const victim = await newPerson("user", "impersonated");
        return { id: victim.id, cookie: await impersonate(people.admin.cookie, victim.id) };
      },
      { path: "/api/account/sessions" },
    ],
  ];
  for (const [whose, open, request] of banned) {
    it(`${whose} gets 401 on the very next request after the ban, and nothing changes`, async () => {
      const { cookie, id } = await open();
      expect((await api({ cookie }).books.$get({ query: {} })).status).toBe(200);
      await ban(id, "Abuse");
      await expectRefusal(
        () => call(request.path, { method: request.method, json: request.json, cookie }),
        401,
        "UNAUTHORIZED",
      );
      expect(await sessionsOf(id)).toEqual([]);
    });
  }

  it("an admin impersonating a banned person is refused, never a 500, and no session is made", async () => {
    const banned = await newPerson("user", "banned");
    await ban(banned.id);
    await expectRefusal(
      () => call(`/api/users/${banned.id}/impersonate`, { method: "POST", cookie: people.admin.cookie }),
      403,
      "BANNED_USER",
    );
  });
});
