import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sessionUser } from "../support/auth";
import { invitation, member, ownOrganization } from "../support/organizations";
import { call, uniqueEmail } from "../support/worker";

/**
 * The role × action table of docs/organizations.md ("Who may do what"), cell by cell: each role tries each
 * action in an organization of its own, and a refusal leaves the rows as they were.
 */
type Role = "owner" | "admin" | "member";
const ROLES: Role[] = ["owner", "admin", "member"];

interface Scene {
  organizationId: string;
  /** The person acting, in the role under test. */
  actor: string;
  /** A plain member, another owner, a pending invitation and a team (not the last). */
  memberId: string;
  otherOwnerId: string;
  invitationId: string;
  teamId: string;
  /** The plain member, who is in the team, and the other owner, who is not, as people. */
  memberUserId: string;
  otherOwnerUserId: string;
}

async function scene(role: Role): Promise<Scene> {
  const { owner, organizationId } = await ownOrganization(`roles-${role}`);
  const actor = role === "owner" ? owner : (await member(owner, organizationId, role)).cookie;
  const plain = await member(owner, organizationId, "member");
  const otherOwner = await member(owner, organizationId, "owner");
  const { invitationId } = await invitation(owner, organizationId);
  const team = await call("/api/auth/organization/create-team", {
    cookie: owner,
    json: { organizationId, name: "Second" },
  });
  expect(team.status).toBe(200);
  const { id: teamId } = (await team.json()) as { id: string };
  const memberUserId = (await sessionUser(plain.cookie))?.id ?? "";
  const otherOwnerUserId = (await sessionUser(otherOwner.cookie))?.id ?? "";
  const added = await call("/api/auth/organization/add-team-member", {
    cookie: owner,
    json: { organizationId, teamId, userId: memberUserId },
  });
  expect(added.status).toBe(200);
  return {
    organizationId,
    actor,
    memberId: plain.id,
    otherOwnerId: otherOwner.id,
    invitationId,
    teamId,
    memberUserId,
    otherOwnerUserId,
  };
}

const value = async (sql: string, ...params: unknown[]) =>
  JSON.stringify(
    await env.DB.prepare(sql)
      .bind(...params)
      .all()
      .then((result) => result.results),
  );

interface Action {
  name: string;
  allowed: Role[];
  path: string;
  body: (scene: Scene) => Record<string, unknown>;
  /** The rows the action changes, read before and after. */
  rows: (scene: Scene) => Promise<string>;
}

const memberRole = (id: string) => value("SELECT role FROM member WHERE id = ?1", id);

/** Someone new invited with `role`. */
const inviteAs = (name: string, role: string, allowed: Role[]): Action => ({
  name,
  allowed,
  path: "invite-member",
  body: ({ organizationId }) => ({ organizationId, email: uniqueEmail("cell"), role }),
  rows: ({ organizationId }) => value("SELECT count(*) FROM invitation WHERE organization_id = ?1", organizationId),
});

type Target = "memberId" | "otherOwnerId";

const changeRole = (name: string, target: Target, role: string, allowed: Role[]): Action => ({
  name,
  allowed,
  path: "update-member-role",
  body: (scene) => ({ organizationId: scene.organizationId, memberId: scene[target], role }),
  rows: (scene) => memberRole(scene[target]),
});

const removeMember = (name: string, target: Target, allowed: Role[]): Action => ({
  name,
  allowed,
  path: "remove-member",
  body: (scene) => ({ organizationId: scene.organizationId, memberIdOrEmail: scene[target] }),
  rows: (scene) => memberRole(scene[target]),
});

const ACTIONS: Action[] = [
  {
    name: "rename the organization",
    allowed: ["owner", "admin"],
    path: "update",
    body: ({ organizationId }) => ({ organizationId, data: { name: "Renamed" } }),
    rows: ({ organizationId }) => value("SELECT name FROM organization WHERE id = ?1", organizationId),
  },
  {
    name: "delete the organization",
    allowed: ["owner"],
    path: "delete",
    body: ({ organizationId }) => ({ organizationId }),
    rows: ({ organizationId }) => value("SELECT id FROM organization WHERE id = ?1", organizationId),
  },
  inviteAs("invite a member", "member", ["owner", "admin"]),
  inviteAs("invite an owner", "owner", ["owner"]),
  {
    name: "cancel an invitation",
    allowed: ["owner", "admin"],
    path: "cancel-invitation",
    body: ({ invitationId }) => ({ invitationId }),
    rows: ({ invitationId }) => value("SELECT status FROM invitation WHERE id = ?1", invitationId),
  },
  changeRole("make a member an admin", "memberId", "admin", ["owner", "admin"]),
  changeRole("make a member an owner", "memberId", "owner", ["owner"]),
  changeRole("demote another owner", "otherOwnerId", "member", ["owner"]),
  removeMember("remove a member", "memberId", ["owner", "admin"]),
  removeMember("remove another owner", "otherOwnerId", ["owner"]),
  {
    name: "create a team",
    allowed: ["owner", "admin"],
    path: "create-team",
    body: ({ organizationId }) => ({ organizationId, name: "Third" }),
    rows: ({ organizationId }) => value("SELECT count(*) FROM team WHERE organization_id = ?1", organizationId),
  },
  {
    name: "rename a team",
    allowed: ["owner", "admin"],
    path: "update-team",
    body: ({ teamId }) => ({ teamId, data: { name: "Renamed team" } }),
    rows: ({ teamId }) => value("SELECT name FROM team WHERE id = ?1", teamId),
  },
  {
    name: "add someone to a team",
    allowed: ["owner", "admin"],
    path: "add-team-member",
    body: ({ organizationId, teamId, otherOwnerUserId }) => ({ organizationId, teamId, userId: otherOwnerUserId }),
    rows: ({ teamId }) => value("SELECT user_id FROM team_member WHERE team_id = ?1 ORDER BY user_id", teamId),
  },
  {
    name: "take someone out of a team",
    allowed: ["owner", "admin"],
    path: "remove-team-member",
    body: ({ organizationId, teamId, memberUserId }) => ({ organizationId, teamId, userId: memberUserId }),
    rows: ({ teamId }) => value("SELECT user_id FROM team_member WHERE team_id = ?1 ORDER BY user_id", teamId),
  },
  {
    name: "remove a team",
    allowed: ["owner", "admin"],
    path: "remove-team",
    body: ({ organizationId, teamId }) => ({ organizationId, teamId }),
    rows: ({ teamId }) => value("SELECT id FROM team WHERE id = ?1", teamId),
  },
];

describe("what each role in an organization may do", () => {
  for (const action of ACTIONS) {
    for (const role of ROLES) {
      const allowed = action.allowed.includes(role);
      it(`${role}: ${action.name} → ${allowed ? "done" : "refused, nothing written"}`, async () => {
        const current = await scene(role);
        const before = await action.rows(current);
        const response = await call(`/api/auth/organization/${action.path}`, {
          cookie: current.actor,
          json: action.body(current),
        });
        const after = await action.rows(current);
        if (allowed) {
          expect(response.status).toBe(200);
          expect(after).not.toBe(before);
        } else {
          expect(response.status).toBe(403);
          // better-auth's own code for it, which the app shows in the person's language.
          expect(((await response.json()) as { code: string }).code).toMatch(/^YOU_ARE_NOT_ALLOWED_TO_/);
          expect(after).toBe(before);
        }
      });
    }
  }
});

/**
 * Someone signed in who does not belong to the organization (they own another one, their
 * active one) names it, or something in it, on every route that acts on or reads an
 * organization: each answers 403 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, and nothing of
 * the organization nor of their own session changes.
 */
const OUTSIDER_ATTEMPTS: Array<[string, (scene: Scene & { slug: string; userId: string }) => Record<string, unknown>]> =
  [
    ["update", ({ organizationId }) => ({ organizationId, data: { name: "Pwned" } })],
    ["delete", ({ organizationId }) => ({ organizationId })],
    ["set-active", ({ organizationId }) => ({ organizationId })],
    ["set-active", ({ slug }) => ({ organizationSlug: slug })],
    ["get-organization", ({ organizationId }) => ({ query: { organizationId } })],
    ["get-full-organization", ({ slug }) => ({ query: { organizationSlug: slug } })],
    [
      "invite-member",
      ({ organizationId }) => ({ organizationId, email: uniqueEmail("outsider-invite"), role: "member" }),
    ],
    [
      "invite-member",
      ({ organizationId }) => ({ organizationId, email: uniqueEmail("outsider-resend"), role: "member", resend: true }),
    ],
    ["cancel-invitation", ({ invitationId }) => ({ invitationId })],
    ["list-invitations", ({ organizationId }) => ({ query: { organizationId } })],
    ["remove-member", ({ organizationId, memberId }) => ({ organizationId, memberIdOrEmail: memberId })],
    ["update-member-role", ({ organizationId, memberId }) => ({ organizationId, memberId, role: "admin" })],
    ["leave", ({ organizationId }) => ({ organizationId })],
    ["list-members", ({ organizationId }) => ({ query: { organizationId } })],
    ["get-active-member-role", ({ organizationId }) => ({ query: { organizationId } })],
    ["create-team", ({ organizationId }) => ({ organizationId, name: "Intruders" })],
    ["list-teams", ({ organizationId }) => ({ query: { organizationId } })],
    ["remove-team", ({ organizationId, teamId }) => ({ organizationId, teamId })],
    ["remove-team", ({ teamId }) => ({ teamId })],
    ["update-team", ({ teamId }) => ({ teamId, data: { name: "Pwned" } })],
    ["set-active-team", ({ teamId }) => ({ teamId })],
    ["list-user-teams", ({ organizationId }) => ({ query: { organizationId } })],
    ["list-team-members", ({ teamId }) => ({ query: { teamId } })],
    ["add-team-member", ({ organizationId, teamId, userId }) => ({ organizationId, teamId, userId })],
    ["remove-team-member", ({ organizationId, teamId, userId }) => ({ organizationId, teamId, userId })],
    ["has-permission", ({ organizationId }) => ({ organizationId, permissions: { member: ["create"] } })],
  ];

async function organizationRows(organizationId: string, userId: string): Promise<string> {
  const rows = await Promise.all([
    value("SELECT * FROM organization WHERE id = ?1", organizationId),
    value("SELECT * FROM member WHERE organization_id = ?1 ORDER BY id", organizationId),
    value("SELECT * FROM invitation WHERE organization_id = ?1 ORDER BY id", organizationId),
    value("SELECT * FROM team WHERE organization_id = ?1 ORDER BY id", organizationId),
    value(
      "SELECT * FROM team_member WHERE team_id IN (SELECT id FROM team WHERE organization_id = ?1) ORDER BY id",
      organizationId,
    ),
    value("SELECT active_organization_id, active_team_id FROM session WHERE user_id = ?1 ORDER BY id", userId),
  ]);
  return rows.join("\n");
}

function send(path: string, cookie: string, input: Record<string, unknown>) {
  const { query, ...json } = input as { query?: Record<string, string> };
  return query
    ? call(`/api/auth/organization/${path}?${new URLSearchParams(query)}`, { cookie })
    : call(`/api/auth/organization/${path}`, { cookie, json });
}

describe("someone outside the organization", () => {
  for (const [path, input] of OUTSIDER_ATTEMPTS) {
    it(`${path} ${Object.keys(input({} as never)).join(", ")} → 403 not a member, nothing written`, async () => {
      const current = await scene("member");
      const { slug } = (await env.DB.prepare("SELECT slug FROM organization WHERE id = ?1")
        .bind(current.organizationId)
        .first<{ slug: string }>()) ?? { slug: "" };
      const { userId } = (await env.DB.prepare("SELECT user_id AS userId FROM member WHERE id = ?1")
        .bind(current.memberId)
        .first<{ userId: string }>()) ?? { userId: "" };
      const outsider = await ownOrganization("outsider");
      const outsiderId = (
        (await (await call("/api/auth/get-session", { cookie: outsider.owner })).json()) as {
          user: { id: string };
        }
      ).user.id;
      const before = await organizationRows(current.organizationId, outsiderId);
      const response = await send(path, outsider.owner, input({ ...current, slug, userId }));
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 403,
        body: { code: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION", message: "User is not a member of the organization" },
      });
      expect(await organizationRows(current.organizationId, outsiderId)).toBe(before);
    });
  }

  it("is told so in their language", async () => {
    const { organizationId } = await ownOrganization("foreign");
    const outsider = await ownOrganization("outsider-fr");
    const response = await call("/api/auth/organization/invite-member", {
      cookie: outsider.owner,
      headers: { "accept-language": "fr" },
      json: { organizationId, email: uniqueEmail("x"), role: "member" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
      message: "L'utilisateur n'est pas membre de l'organisation",
    });
  });
});

describe("roles an organization does not have", () => {
  const unknown: unknown[] = ["superuser", ["member", "superuser"], "member,superuser", "Owner"];
  it("inviting with one is 400 ROLE_NOT_FOUND on the role field, in the person's language, and invites nobody", async () => {
    const { owner, organizationId } = await ownOrganization("unknown-role");
    for (const role of unknown) {
      const response = await call("/api/auth/organization/invite-member", {
        cookie: owner,
        headers: { "accept-language": "fr" },
        json: { organizationId, email: uniqueEmail("role"), role },
      });
      expect({ role, status: response.status, body: await response.json() }).toEqual({
        role,
        status: 400,
        body: {
          code: "ROLE_NOT_FOUND",
          message: "Rôle introuvable",
          issues: [{ path: "role", message: "Le rôle est invalide" }],
        },
      });
    }
    expect(await value("SELECT count(*) FROM invitation WHERE organization_id = ?1", organizationId)).toBe(
      '[{"count(*)":0}]',
    );
  });

  it("giving one to a member is 400 ROLE_NOT_FOUND, never echoing it, and the member keeps their role", async () => {
    const { owner, organizationId } = await ownOrganization("unknown-role-update");
    const { id } = await member(owner, organizationId);
    for (const role of unknown) {
      const response = await call("/api/auth/organization/update-member-role", {
        cookie: owner,
        json: { organizationId, memberId: id, role },
      });
      const body = await response.json();
      expect({ role, status: response.status, body }).toEqual({
        role,
        status: 400,
        body: {
          code: "ROLE_NOT_FOUND",
          message: "Role not found",
          issues: [{ path: "role", message: "Role is invalid" }],
        },
      });
      expect(JSON.stringify(body)).not.toContain("superuser");
    }
    expect(await memberRole(id)).toBe('[{"role":"member"}]');
  });
});
