import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, bodyOf } from "../support/api";
import { countRows, signIn } from "../support/auth";
import { accept, invitation, member, ownOrganization } from "../support/organizations";
import { call, uniqueEmail } from "../support/worker";

/**
 * An invitation grants no more than its sender still may when it is accepted (an owner any
 * role, an admin member or admin, a member none): migrations/0013 cancels what a sender can
 * no longer grant when they leave, are removed or change role, and checks the sender's rights
 * in the statement that accepts.
 */

const statusOf = async (invitationId: string) =>
  (await env.DB.prepare("SELECT status FROM invitation WHERE id = ?1").bind(invitationId).first<{ status: string }>())
    ?.status;

/** The invitee's role in the organization, null when they are not in it. */
const roleOf = async (organizationId: string, email: string) =>
  (
    await env.DB.prepare(
      "SELECT member.role FROM member JOIN user ON user.id = member.user_id WHERE member.organization_id = ?1 AND user.email = ?2",
    )
      .bind(organizationId, email.toLowerCase())
      .first<{ role: string }>()
  )?.role ?? null;

const emailOf = async (invitationId: string) =>
  (await env.DB.prepare("SELECT email FROM invitation WHERE id = ?1").bind(invitationId).first<{ email: string }>())
    ?.email ?? "";

const setRole = (cookie: string, organizationId: string, memberId: string, role: string) =>
  call("/api/auth/organization/update-member-role", { cookie, json: { organizationId, memberId, role } });

const removeMember = (cookie: string, organizationId: string, memberId: string) =>
  call("/api/auth/organization/remove-member", { cookie, json: { organizationId, memberIdOrEmail: memberId } });

async function expectCode(response: Response, status: number, code: string) {
  expect({ status: response.status, code: ((await response.json()) as { code: string }).code }).toEqual({
    status,
    code,
  });
}

describe("what a sender can no longer grant is cancelled", () => {
  it("an admin demoted, then removed (the outside report): both invitations are cancelled, the links say so, and neither makes a member", async () => {
    const { owner, organizationId } = await ownOrganization("demoted");
    const admin = await member(owner, organizationId, "admin");
    const asAdmin = await invitation(admin.cookie, organizationId, "admin");
    const asMember = await invitation(admin.cookie, organizationId, "member");

    expect((await setRole(owner, organizationId, admin.id, "member")).status).toBe(200);
    expect([await statusOf(asAdmin.invitationId), await statusOf(asMember.invitationId)]).toEqual([
      "canceled",
      "canceled",
    ]);
    expect((await removeMember(owner, organizationId, admin.id)).status).toBe(200);

    for (const { invitationId, invitee } of [asAdmin, asMember]) {
      const link = await bodyOf(
        await api({ cookie: invitee }).invitations[":id"].$get({ param: { id: invitationId } }),
        200,
      );
      expect(link.status).toBe("canceled");
      await expectCode(await accept(invitee, invitationId), 404, "INVITATION_NOT_FOUND");
      expect(await statusOf(invitationId)).toBe("canceled");
    }
    expect(await countRows("member", "organization_id = ?", organizationId)).toBe(1);
  });

  it("an admin who is removed, or who leaves: their pending invitations are cancelled, everyone else's stay", async () => {
    const { owner, organizationId } = await ownOrganization("departures");
    const removed = await member(owner, organizationId, "admin");
    const leaving = await member(owner, organizationId, "admin");
    const fromRemoved = await invitation(removed.cookie, organizationId, "admin");
    const fromLeaving = await invitation(leaving.cookie, organizationId, "member");
    const fromOwner = await invitation(owner, organizationId, "admin");

    expect((await removeMember(owner, organizationId, removed.id)).status).toBe(200);
    const left = await call("/api/auth/organization/leave", { cookie: leaving.cookie, json: { organizationId } });
    expect(left.status).toBe(200);

    expect(await statusOf(fromRemoved.invitationId)).toBe("canceled");
    expect(await statusOf(fromLeaving.invitationId)).toBe("canceled");
    expect(await statusOf(fromOwner.invitationId)).toBe("pending");
    expect((await accept(fromOwner.invitee, fromOwner.invitationId)).status).toBe(200);
  });

  it("an owner made an admin loses only the invitations as owner; made a member, all of them", async () => {
    const { owner, organizationId } = await ownOrganization("co-owners");
    const second = await member(owner, organizationId, "owner");
    const asOwner = await invitation(second.cookie, organizationId, "owner");
    const asAdmin = await invitation(second.cookie, organizationId, "admin");
    const asMember = await invitation(second.cookie, organizationId, "member");
    const statuses = async () =>
      Promise.all([asOwner, asAdmin, asMember].map(({ invitationId }) => statusOf(invitationId)));

    expect((await setRole(owner, organizationId, second.id, "admin")).status).toBe(200);
    expect(await statuses()).toEqual(["canceled", "pending", "pending"]);
    // A role that still grants them (admin among others) keeps them.
    expect((await setRole(owner, organizationId, second.id, "member,admin")).status).toBe(200);
    expect(await statuses()).toEqual(["canceled", "pending", "pending"]);
    expect((await accept(asAdmin.invitee, asAdmin.invitationId)).status).toBe(200);
    expect(await roleOf(organizationId, await emailOf(asAdmin.invitationId))).toBe("admin");

    expect((await setRole(owner, organizationId, second.id, "member")).status).toBe(200);
    expect(await statuses()).toEqual(["canceled", "accepted", "canceled"]);
    await expectCode(await accept(asMember.invitee, asMember.invitationId), 404, "INVITATION_NOT_FOUND");
    expect(await roleOf(organizationId, await emailOf(asMember.invitationId))).toBeNull();
  });
});

describe("accepting checks the sender's rights in the same write", () => {
  /**
   * A pending invitation its sender cannot grant, written around better-auth and the
   * cancelling triggers, as a demotion landing between better-auth's read of the sender's
   * role and its write of the invitation would leave one.
   */
  async function pendingFrom(inviterRole: string | null, role: string) {
    const { owner, organizationId } = await ownOrganization("sender");
    const sender = await signIn(uniqueEmail("sender"));
    const { user } = (await (await call("/api/auth/get-session", { cookie: sender })).json()) as {
      user: { id: string };
    };
    if (inviterRole) {
      await env.DB.prepare(
        "INSERT INTO member (id, organization_id, user_id, role, created_at) VALUES (?1, ?2, ?3, ?4, 0)",
      )
        .bind(crypto.randomUUID(), organizationId, user.id, inviterRole)
        .run();
    }
    const email = uniqueEmail("invitee");
    const invitationId = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO invitation (id, organization_id, email, role, status, expires_at, created_at, inviter_id)
       VALUES (?1, ?2, ?3, ?4, 'pending', ?5, ?6, ?7)`,
    )
      .bind(invitationId, organizationId, email, role, Date.now() + 3_600_000, Date.now(), user.id)
      .run();
    return { owner, organizationId, invitationId, email, invitee: await signIn(email) };
  }

  it("a sender who is not a member, or whose role cannot grant it: 403 in the person's language, and no member", async () => {
    const cases: Array<[string | null, string]> = [
      [null, "member"],
      ["member", "member"],
      ["admin", "owner"],
      ["admin", "member,owner"],
    ];
    for (const [inviterRole, role] of cases) {
      const { organizationId, invitationId, email, invitee } = await pendingFrom(inviterRole, role);
      const accepted = await call("/api/auth/organization/accept-invitation", {
        cookie: invitee,
        headers: { "accept-language": "fr" },
        json: { invitationId },
      });
      expect({ inviterRole, role, status: accepted.status, body: await accepted.json() }).toEqual({
        inviterRole,
        role,
        status: 403,
        body: {
          code: "INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION",
          message:
            "La personne qui vous a invité n'est plus membre de l'organisation, ou ne peut plus accorder ce rôle",
        },
      });
      expect(await roleOf(organizationId, email)).toBeNull();
      expect(await statusOf(invitationId)).toBe("pending");
    }
  });

  it("a sender whose role grants it: the invitation is accepted", async () => {
    const cases: Array<[string, string]> = [
      ["admin", "admin"],
      ["member,admin", "member"],
      ["owner", "owner"],
    ];
    for (const [inviterRole, role] of cases) {
      const { organizationId, invitationId, email, invitee } = await pendingFrom(inviterRole, role);
      expect({ inviterRole, status: (await accept(invitee, invitationId)).status }).toEqual({
        inviterRole,
        status: 200,
      });
      expect(await roleOf(organizationId, email)).toBe(role);
    }
  });
});

describe("a demotion or removal racing the acceptances", () => {
  /**
   * Six invitations from an admin accepted while the owner demotes or removes that admin: the
   * acceptances start a few database round trips apart (started together they all beat the
   * change; a few milliseconds apart by timer, they all came after it), and the last one once
   * the change has answered. Each invitation ends either accepted with its member, or cancelled with none; none sent
   * after the change succeeds, and none of the admin's stays pending.
   */
  async function race(change: (owner: string, organizationId: string, adminId: string) => Promise<Response>) {
    const { owner, organizationId } = await ownOrganization("race");
    const admin = await member(owner, organizationId, "admin");
    const invitations = [];
    for (const role of ["admin", "member", "admin", "member", "admin", "member"]) {
      invitations.push({ role, ...(await invitation(admin.cookie, organizationId, role)) });
    }
    let changed = false;
    const changing = change(owner, organizationId, admin.id).then((response) => {
      changed = true;
      return response;
    });
    const outcomes = await Promise.all(
      invitations.map(async (sent, index) => {
        if (index === invitations.length - 1) await changing;
        else for (let tick = 0; tick < index * 2; tick++) await env.DB.prepare("SELECT 1").first();
        const after = changed;
        const response = await accept(sent.invitee, sent.invitationId);
        const { code } = response.status === 200 ? { code: undefined } : ((await response.json()) as { code: string });
        return { ...sent, after, status: response.status, code };
      }),
    );
    expect((await changing).status).toBe(200);

    for (const outcome of outcomes) {
      const stored = await statusOf(outcome.invitationId);
      const role = await roleOf(organizationId, await emailOf(outcome.invitationId));
      const seen = { after: outcome.after, status: outcome.status, code: outcome.code, stored, role };
      if (outcome.after) {
        expect(seen).toEqual({
          after: true,
          status: 404,
          code: "INVITATION_NOT_FOUND",
          stored: "canceled",
          role: null,
        });
      } else if (outcome.status === 200) {
        expect(seen).toEqual({ after: false, status: 200, code: undefined, stored: "accepted", role: outcome.role });
      } else {
        // The change came first and cancelled it: the acceptance found nothing pending.
        expect(seen).toEqual({
          after: false,
          status: 404,
          code: "INVITATION_NOT_FOUND",
          stored: "canceled",
          role: null,
        });
      }
    }
    const members = await countRows("member", "organization_id = ?", organizationId);
    const accepted = outcomes.filter((outcome) => outcome.status === 200).length;
    return { members, accepted };
  }

  it("demoting the admin to member", async () => {
    for (let round = 0; round < 2; round++) {
      const { members, accepted } = await race((owner, organizationId, adminId) =>
        setRole(owner, organizationId, adminId, "member"),
      );
      expect(members).toBe(2 + accepted);
    }
  });

  it("removing the admin", async () => {
    for (let round = 0; round < 2; round++) {
      const { members, accepted } = await race((owner, organizationId, adminId) =>
        removeMember(owner, organizationId, adminId),
      );
      expect(members).toBe(1 + accepted);
    }
  });
});
