import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { invitation, member, ownOrganization } from "../support/organizations";
import { call, uniqueEmail } from "../support/worker";

/**
 * The role × action table of the README ("Organizations"), cell by cell: each role tries each
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
}

async function scene(role: Role): Promise<Scene> {
  const { owner, organizationId } = await ownOrganization(`roles-${role}`);
  const actor = role === "owner" ? owner : (await member(owner, organizationId, role)).cookie;
  const { id: memberId } = await member(owner, organizationId, "member");
  const { id: otherOwnerId } = await member(owner, organizationId, "owner");
  const { invitationId } = await invitation(owner, organizationId);
  const team = await call("/api/auth/organization/create-team", {
    cookie: owner,
    json: { organizationId, name: "Second" },
  });
  expect(team.status).toBe(200);
  const { id: teamId } = (await team.json()) as { id: string };
  return { organizationId, actor, memberId, otherOwnerId, invitationId, teamId };
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
