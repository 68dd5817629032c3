import { describe, expect, it } from "vitest";
import { countRows, sessionUser, signIn } from "../support/auth";
import { member, ownOrganization } from "../support/organizations";
import { call } from "../support/worker";

/**
 * A session's active organization and team are ones its person still has (migrations/0012):
 * whoever removes a team, a person or an organization, every session that pointed at it lets
 * go in the same write, and the next call that falls back to "the active one" says there is
 * none instead of answering an unrelated refusal.
 */
interface Active {
  activeOrganizationId: string | null;
  activeTeamId: string | null;
}

async function active(cookie: string): Promise<Active> {
  const response = await call("/api/auth/get-session", { cookie });
  expect(response.status).toBe(200);
  const { session } = (await response.json()) as { session: Active };
  return { activeOrganizationId: session.activeOrganizationId ?? null, activeTeamId: session.activeTeamId ?? null };
}

const post = (path: string, cookie: string, json: Record<string, unknown>) =>
  call(`/api/auth/organization/${path}`, { cookie, json });

async function expectAnswer(response: Response, status: number, code?: string) {
  const body = (await response.json()) as { code?: string };
  expect({ status: response.status, code: body.code }).toEqual({ status, code });
}

/** An organization with a second team, and a member who is in that team and has it active. */
async function memberWithActiveTeam(label: string) {
  const { owner, organizationId } = await ownOrganization(label);
  const joined = await member(owner, organizationId);
  const userId = (await sessionUser(joined.cookie))?.id ?? "";
  const created = await post("create-team", owner, { organizationId, name: "Night shift" });
  expect(created.status).toBe(200);
  const { id: teamId } = (await created.json()) as { id: string };
  expect((await post("add-team-member", owner, { organizationId, teamId, userId })).status).toBe(200);
  expect((await post("set-active-team", joined.cookie, { teamId })).status).toBe(200);
  expect(await active(joined.cookie)).toEqual({ activeOrganizationId: organizationId, activeTeamId: teamId });
  return { owner, organizationId, teamId, userId, cookie: joined.cookie, memberId: joined.id };
}

/** The active team's people, asked without naming the team. */
const activeTeamMembers = (cookie: string) => call("/api/auth/organization/list-team-members", { cookie });

describe("sessions let go of what their person no longer has", () => {
  it("a removed team is nobody's active team: its member's next call for the active team says there is none", async () => {
    const scene = await memberWithActiveTeam("team-gone");
    expect(
      (await post("remove-team", scene.owner, { organizationId: scene.organizationId, teamId: scene.teamId })).status,
    ).toBe(200);
    expect(await active(scene.cookie)).toEqual({ activeOrganizationId: scene.organizationId, activeTeamId: null });
    await expectAnswer(await activeTeamMembers(scene.cookie), 400, "YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM");
  });

  it("taken out of a team, a person no longer has it active", async () => {
    const scene = await memberWithActiveTeam("team-left");
    const removed = await post("remove-team-member", scene.owner, {
      organizationId: scene.organizationId,
      teamId: scene.teamId,
      userId: scene.userId,
    });
    expect(removed.status).toBe(200);
    expect(await active(scene.cookie)).toEqual({ activeOrganizationId: scene.organizationId, activeTeamId: null });
    await expectAnswer(await activeTeamMembers(scene.cookie), 400, "YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM");
  });

  it("removed from an organization: none of their sessions holds it or one of its teams; creating a team then asks for an organization", async () => {
    const scene = await memberWithActiveTeam("removed");
    // A second session whose active organization is another one, yet which still holds a team
    // of the first: making another organization active leaves the active team as it was.
    const email = (await sessionUser(scene.cookie))?.email ?? "";
    const second = await signIn(email);
    const elsewhere = await ownOrganization("elsewhere");
    const invited = await post("invite-member", elsewhere.owner, {
      organizationId: elsewhere.organizationId,
      email,
      role: "member",
    });
    const { id: invitationId } = (await invited.json()) as { id: string };
    expect((await post("accept-invitation", second, { invitationId })).status).toBe(200);
    expect((await post("set-active", second, { organizationId: scene.organizationId })).status).toBe(200);
    expect((await post("set-active-team", second, { teamId: scene.teamId })).status).toBe(200);
    expect((await post("set-active", second, { organizationId: elsewhere.organizationId })).status).toBe(200);
    expect(await active(second)).toEqual({
      activeOrganizationId: elsewhere.organizationId,
      activeTeamId: scene.teamId,
    });

    const removed = await post("remove-member", scene.owner, {
      organizationId: scene.organizationId,
      memberIdOrEmail: scene.memberId,
    });
    expect(removed.status).toBe(200);
    expect(await active(scene.cookie)).toEqual({ activeOrganizationId: null, activeTeamId: null });
    expect(await active(second)).toEqual({ activeOrganizationId: elsewhere.organizationId, activeTeamId: null });
    await expectAnswer(await post("create-team", scene.cookie, { name: "Mine now" }), 400, "NO_ACTIVE_ORGANIZATION");
    expect(await countRows("team", "organization_id = ?", scene.organizationId)).toBe(2);
  });

  it("leaving from one session: the person's other sessions let go of it too", async () => {
    const { owner, organizationId } = await ownOrganization("leaver");
    const joined = await member(owner, organizationId);
    const email = (await sessionUser(joined.cookie))?.email ?? "";
    const other = await signIn(email);
    expect((await post("set-active", other, { organizationId })).status).toBe(200);
    expect((await post("leave", joined.cookie, { organizationId })).status).toBe(200);
    for (const cookie of [joined.cookie, other]) {
      expect(await active(cookie)).toEqual({ activeOrganizationId: null, activeTeamId: null });
    }
    await expectAnswer(
      await post("invite-member", other, { email: "friend@example.com", role: "member" }),
      404,
      "ORGANIZATION_NOT_FOUND",
    );
  });

  it("an organization its owner deletes through better-auth is active in no session: its members' next calls say there is none", async () => {
    const { owner, organizationId } = await ownOrganization("deleted");
    const joined = await member(owner, organizationId);
    expect((await active(joined.cookie)).activeOrganizationId).toBe(organizationId);
    expect((await post("delete", owner, { organizationId })).status).toBe(200);
    for (const cookie of [owner, joined.cookie]) {
      expect(await active(cookie)).toEqual({ activeOrganizationId: null, activeTeamId: null });
    }
    await expectAnswer(await post("create-team", joined.cookie, { name: "Orphans" }), 400, "NO_ACTIVE_ORGANIZATION");
    await expectAnswer(
      await post("invite-member", joined.cookie, { email: "friend@example.com", role: "member" }),
      404,
      "ORGANIZATION_NOT_FOUND",
    );
    expect(await countRows("session", "active_organization_id = ?", organizationId)).toBe(0);
  });
});

describe("a session takes up only what its person has, even racing a removal", () => {
  it("made active while its person is removed at the same moment: no session of theirs holds it", async () => {
    for (let round = 0; round < 3; round++) {
      const { owner, organizationId } = await ownOrganization("race-active");
      const joined = await member(owner, organizationId);
      const userId = (await sessionUser(joined.cookie))?.id ?? "";
      const other = await signIn((await sessionUser(joined.cookie))?.email ?? "");
      const [made, removed] = await Promise.all([
        post("set-active", other, { organizationId }),
        post("remove-member", owner, { organizationId, memberIdOrEmail: joined.id }),
      ]);
      expect(removed.status).toBe(200);
      expect([200, 403]).toContain(made.status);
      expect(await countRows("member", "organization_id = ? AND user_id = ?", organizationId, userId)).toBe(0);
      expect(await countRows("session", "user_id = ? AND active_organization_id IS NOT NULL", userId)).toBe(0);
    }
  });

  it("a team made active while its person is taken out of it at the same moment: no session of theirs holds it", async () => {
    for (let round = 0; round < 3; round++) {
      const scene = await memberWithActiveTeam("race-team");
      expect((await post("set-active-team", scene.cookie, { teamId: null })).status).toBe(200);
      const [made, removed] = await Promise.all([
        post("set-active-team", scene.cookie, { teamId: scene.teamId }),
        post("remove-team-member", scene.owner, {
          organizationId: scene.organizationId,
          teamId: scene.teamId,
          userId: scene.userId,
        }),
      ]);
      expect(removed.status).toBe(200);
      expect([200, 403]).toContain(made.status);
      expect(await countRows("session", "user_id = ? AND active_team_id IS NOT NULL", scene.userId)).toBe(0);
    }
  });
});
