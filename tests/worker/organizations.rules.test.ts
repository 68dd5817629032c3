import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { countRows, sessionUser, signIn } from "../support/auth";
import { accept, invitation, member, ownOrganization } from "../support/organizations";
import { call, uniqueEmail } from "../support/worker";

/**
 * Organization rules (better-auth's plugin checks them before it writes) hold inside the
 * write (migrations/0003_rules.sql): racing requests cannot both pass. Each race runs its
 * requests at once, then counts rows.
 */
const owners = (organizationId: string) =>
  countRows("member", "organization_id = ? AND ',' || role || ',' LIKE '%,owner,%'", organizationId);

/** The team the session has active, as better-auth reports it. */
async function activeTeam(cookie: string): Promise<string | null> {
  const response = await call("/api/auth/get-session", { cookie });
  return ((await response.json()) as { session: { activeTeamId?: string | null } }).session.activeTeamId ?? null;
}

async function newTeam(owner: string, organizationId: string, name: string): Promise<string> {
  const created = await call("/api/auth/organization/create-team", { cookie: owner, json: { organizationId, name } });
  expect(created.status).toBe(200);
  return ((await created.json()) as { id: string }).id;
}

async function expectOneRefused(responses: Response[], code: string) {
  const statuses = responses.map((response) => response.status).sort();
  expect(statuses[0]).toBe(200);
  expect(statuses[1]).toBe(400);
  const refused = responses.find((response) => response.status === 400);
  expect(await refused?.json()).toMatchObject({ code });
}

describe("an organization keeps an owner", () => {
  it("its two owners leaving at the same moment: one leaves, the other is told they are the only owner", async () => {
    const { owner, organizationId } = await ownOrganization("leavers");
    const second = await member(owner, organizationId, "owner");
    const responses = await Promise.all(
      [owner, second.cookie].map((cookie) =>
        call("/api/auth/organization/leave", { cookie, json: { organizationId } }),
      ),
    );
    await expectOneRefused(responses, "YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER");
    expect(await owners(organizationId)).toBe(1);
  });

  it("two owners removing each other at the same moment: one owner remains", async () => {
    const { owner, organizationId } = await ownOrganization("removers");
    const second = await member(owner, organizationId, "owner");
    const first = await env.DB.prepare("SELECT id FROM member WHERE organization_id = ? AND id != ?")
      .bind(organizationId, second.id)
      .first<{ id: string }>();
    await Promise.all([
      call("/api/auth/organization/remove-member", {
        cookie: owner,
        json: { organizationId, memberIdOrEmail: second.id },
      }),
      call("/api/auth/organization/remove-member", {
        cookie: second.cookie,
        json: { organizationId, memberIdOrEmail: first?.id },
      }),
    ]);
    expect(await owners(organizationId)).toBe(1);
  });

  it("two owners demoting each other at the same moment: one owner remains", async () => {
    const { owner, organizationId } = await ownOrganization("demoters");
    const second = await member(owner, organizationId, "owner");
    const first = await env.DB.prepare("SELECT id FROM member WHERE organization_id = ? AND id != ?")
      .bind(organizationId, second.id)
      .first<{ id: string }>();
    await Promise.all([
      call("/api/auth/organization/update-member-role", {
        cookie: owner,
        json: { organizationId, memberId: second.id, role: "member" },
      }),
      call("/api/auth/organization/update-member-role", {
        cookie: second.cookie,
        json: { organizationId, memberId: first?.id, role: "member" },
      }),
    ]);
    expect(await owners(organizationId)).toBe(1);
  });

  it("its only owner cannot delete their account while others belong to it, and nothing changes", async () => {
    const { owner, organizationId } = await ownOrganization("stay");
    await member(owner, organizationId);
    const ownerId = (
      await env.DB.prepare("SELECT user_id FROM member WHERE organization_id = ? AND role = 'owner'")
        .bind(organizationId)
        .first<{ user_id: string }>()
    )?.user_id;
    const deleted = await call("/api/auth/delete-user", { cookie: `${owner}; lang=fr`, json: {} });
    expect(deleted.status).toBe(409);
    expect(await deleted.json()).toEqual({
      code: "ONLY_OWNER_OF_AN_ORGANIZATION",
      message: expect.stringMatching(/^Le seul propriétaire d'une organisation/),
    });
    expect(await countRows("user", "id = ?", ownerId)).toBe(1);
    expect(await owners(organizationId)).toBe(1);

    // Nor can an administrator delete them.
    const admin = await signIn("admin@example.com");
    const removed = await call(`/api/users/${ownerId}`, { method: "DELETE", cookie: admin });
    expect(removed.status).toBe(409);
    expect(await removed.json()).toMatchObject({ code: "ONLY_OWNER_OF_AN_ORGANIZATION" });
    expect(await owners(organizationId)).toBe(1);
  });

  it("an owner with another owner beside them, or alone in it, deletes their account", async () => {
    const { owner, organizationId } = await ownOrganization("co-owned");
    await member(owner, organizationId, "owner");
    expect((await call("/api/auth/delete-user", { cookie: owner, json: {} })).status).toBe(200);
    expect(await owners(organizationId)).toBe(1);

    // The one they are alone in goes with them, at once, its invitations and teams too.
    const alone = await ownOrganization("alone");
    await invitation(alone.owner, alone.organizationId);
    expect((await call("/api/auth/delete-user", { cookie: alone.owner, json: {} })).status).toBe(200);
    for (const table of ["organization", "member", "invitation", "team"]) {
      const column = table === "organization" ? "id" : "organization_id";
      const rows = await countRows(table, `${column} = ?`, alone.organizationId);
      expect({ table, rows }).toEqual({ table, rows: 0 });
    }
    // The co-owned one stays, with its other owner.
    expect(await countRows("organization", "id = ?", organizationId)).toBe(1);
  });

  it("an administrator deleting someone alone in an organization deletes it too", async () => {
    const alone = await ownOrganization("alone-admin");
    const id = (await (await call("/api/auth/get-session", { cookie: alone.owner })).json()) as {
      user: { id: string };
    };
    const admin = await signIn("admin@example.com");
    expect((await call(`/api/users/${id.user.id}`, { method: "DELETE", cookie: admin })).status).toBe(204);
    expect(await countRows("organization", "id = ?", alone.organizationId)).toBe(0);
  });

  it("deleting the organization still takes its members, invitations and teams with it", async () => {
    const { owner, organizationId } = await ownOrganization("closing");
    await member(owner, organizationId, "owner");
    await invitation(owner, organizationId);
    const deleted = await call("/api/auth/organization/delete", { cookie: owner, json: { organizationId } });
    expect(deleted.status).toBe(200);
    for (const table of ["organization", "member", "invitation", "team"]) {
      const column = table === "organization" ? "id" : "organization_id";
      expect({ table, rows: await countRows(table, `${column} = ?`, organizationId) }).toEqual({ table, rows: 0 });
    }
  });
});

describe("memberships", () => {
  it("the same invitation accepted twice at once makes one membership", async () => {
    const { owner, organizationId } = await ownOrganization("twice");
    const { invitationId, invitee } = await invitation(owner, organizationId);
    const responses = await Promise.all([accept(invitee, invitationId), accept(invitee, invitationId)]);
    expect(responses.map((response) => response.status)).toContain(200);
    expect(responses.every((response) => response.status < 500)).toBe(true);
    expect(await countRows("member", "organization_id = ?", organizationId)).toBe(2);
  });

  it("two invitations accepted at once for the last seat: the organization stays at 100 members", async () => {
    const { owner, organizationId } = await ownOrganization("last-seat");
    // 98 members beside the owner: one seat left.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 98)
       INSERT INTO user (id, name, name_key, email, email_verified, created_at, updated_at, role, banned)
       SELECT ?1 || i, 'Seat ' || i, 'seat ' || i, ?1 || i || '@example.com', 1, 0, 0, 'user', 0 FROM n`,
    )
      .bind(`seat-${organizationId}-`)
      .run();
    await env.DB.prepare(
      "INSERT INTO member (id, organization_id, user_id, role, created_at) SELECT 'm-' || id, ?1, id, 'member', 0 FROM user WHERE id LIKE ?2",
    )
      .bind(organizationId, `seat-${organizationId}-%`)
      .run();
    const [first, second] = [await invitation(owner, organizationId), await invitation(owner, organizationId)];
    const responses = await Promise.all([
      accept(first.invitee, first.invitationId),
      accept(second.invitee, second.invitationId),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 403]);
    expect(await countRows("member", "organization_id = ?", organizationId)).toBe(100);
  });
});

describe("what an organization's members all see", () => {
  it("two organizations created with one slug at once: one is made, the other is refused, never a 500", async () => {
    const slug = `same-${crypto.randomUUID().slice(0, 8)}`;
    const founders = await Promise.all([ownOrganization("a"), ownOrganization("b")]);
    const responses = await Promise.all(
      founders.map(({ owner }) =>
        call("/api/auth/organization/create", { cookie: owner, json: { name: "Same", slug } }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await countRows("organization", "slug = ?", slug)).toBe(1);
  });

  it("names are bounded and lose invisible characters; slugs are link-safe", async () => {
    const { owner, organizationId } = await ownOrganization("texts");
    const create = (json: Record<string, unknown>) =>
      call("/api/auth/organization/create", {
        cookie: owner,
        json: { name: "Fine", slug: `ok-${crypto.randomUUID().slice(0, 8)}`, ...json },
      });
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ name: "x".repeat(60_000) }, "name"],
      [{ name: "\u200b\u2060" }, "name"],
      [{ name: "\u{e0041}\u200e" }, "name"],
      [{ name: "Evil\u202Ecorp" }, "name"],
      [{ name: "Ac\u0334\u0321\u031b\u0316\u0317\u0342me" }, "name"],
      [{ name: "Team\u2029Reply to: eve@example.com" }, "name"],
      [{ slug: "Has Spaces" }, "slug"],
      [{ slug: "a".repeat(65) }, "slug"],
      [{ metadata: { blob: "x".repeat(4000) } }, "metadata"],
    ];
    for (const [fields, path] of refused) {
      const response = await create(fields);
      expect({ fields: Object.keys(fields), status: response.status }).toEqual({
        fields: Object.keys(fields),
        status: 400,
      });
      expect(await response.json()).toMatchObject({ code: "VALIDATION_ERROR", issues: [{ path }] });
    }
    const renamed = await call("/api/auth/organization/update", {
      cookie: owner,
      json: { organizationId, data: { name: "Acme\u200b Inc" } },
    });
    expect(renamed.status).toBe(200);
    const row = await env.DB.prepare("SELECT name FROM organization WHERE id = ?")
      .bind(organizationId)
      .first<{ name: string }>();
    expect(row?.name).toBe("Acme Inc");
    const team = await call("/api/auth/organization/create-team", {
      cookie: owner,
      json: { organizationId, name: "t".repeat(101) },
    });
    expect(team.status).toBe(400);
  });
});

describe("an organization keeps a team", () => {
  it("its last team, even its creator's active one, is refused as the last team; an outsider learns nothing", async () => {
    const { owner, organizationId } = await ownOrganization("one-team");
    const team = await env.DB.prepare("SELECT id FROM team WHERE organization_id = ?")
      .bind(organizationId)
      .first<{ id: string }>();
    const removed = await call("/api/auth/organization/remove-team", {
      cookie: owner,
      json: { organizationId, teamId: team?.id },
    });
    expect(removed.status).toBe(400);
    expect(await removed.json()).toMatchObject({ code: "UNABLE_TO_REMOVE_LAST_TEAM" });

    const outsider = await ownOrganization("outsider");
    const foreign = await call("/api/auth/organization/remove-team", {
      cookie: outsider.owner,
      json: { organizationId, teamId: team?.id },
    });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(await foreign.json()).not.toMatchObject({ code: "UNABLE_TO_REMOVE_LAST_TEAM" });
    expect(await countRows("team", "organization_id = ?", organizationId)).toBe(1);
  });

  it("any other team goes, an owner's or an admin's active one included, and their sessions then have none", async () => {
    const { owner, organizationId } = await ownOrganization("first-team");
    const admin = await member(owner, organizationId, "admin");
    const adminId = (await sessionUser(admin.cookie))?.id;
    const first = await activeTeam(owner);
    const [second, third] = [
      await newTeam(owner, organizationId, "Second"),
      await newTeam(owner, organizationId, "Third"),
    ];
    expect(
      (
        await call("/api/auth/organization/add-team-member", {
          cookie: owner,
          json: { organizationId, teamId: third, userId: adminId },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call("/api/auth/organization/set-active-team", { cookie: admin.cookie, json: { teamId: third } })).status,
    ).toBe(200);

    for (const [cookie, teamId] of [
      [owner, first],
      [admin.cookie, third],
    ] as const) {
      const removed = await call("/api/auth/organization/remove-team", { cookie, json: { organizationId, teamId } });
      expect({ teamId, status: removed.status }).toEqual({ teamId, status: 200 });
      expect(await activeTeam(cookie)).toBeNull();
    }
    const { results } = await env.DB.prepare("SELECT id FROM team WHERE organization_id = ?")
      .bind(organizationId)
      .all();
    expect(results).toEqual([{ id: second }]);
  });

  it("its last two teams removed at the same moment by the owner, one of them their active team: one stays, with its people", async () => {
    const { owner, organizationId } = await ownOrganization("teams");
    const first = await activeTeam(owner);
    const second = await newTeam(owner, organizationId, "Second team");
    const ownerId = (await sessionUser(owner))?.id;
    expect(
      (
        await call("/api/auth/organization/add-team-member", {
          cookie: owner,
          json: { organizationId, teamId: second, userId: ownerId },
        })
      ).status,
    ).toBe(200);
    const responses = await Promise.all(
      [first, second].map((teamId) =>
        call("/api/auth/organization/remove-team", { cookie: owner, json: { organizationId, teamId } }),
      ),
    );
    await expectOneRefused(responses, "UNABLE_TO_REMOVE_LAST_TEAM");
    const { results } = await env.DB.prepare("SELECT id FROM team WHERE organization_id = ?")
      .bind(organizationId)
      .all<{ id: string }>();
    expect(results).toHaveLength(1);
    // The refused removal took nothing with it: the team that stays keeps its member.
    expect(await countRows("team_member", "team_id = ? AND user_id = ?", results[0]?.id, ownerId)).toBe(1);
  });
});

describe("a team's name is one team's in its organization", () => {
  const createTeam = (cookie: string, organizationId: string, name: string, headers: Record<string, string> = {}) =>
    call("/api/auth/organization/create-team", { cookie, headers, json: { organizationId, name } });
  const renameTeam = (cookie: string, organizationId: string, teamId: string, name: string) =>
    call("/api/auth/organization/update-team", { cookie, json: { teamId, data: { organizationId, name } } });
  const namesOf = async (organizationId: string) =>
    (
      await env.DB.prepare("SELECT name FROM team WHERE organization_id = ?1 ORDER BY name")
        .bind(organizationId)
        .all<{ name: string }>()
    ).results.map(({ name }) => name);

  it("the same name, however its case, spacing or Unicode form, is 409 TEAM_ALREADY_EXISTS in the person's language, and no team is made", async () => {
    const { owner, organizationId } = await ownOrganization("namesakes");
    expect((await createTeam(owner, organizationId, "Reviewers")).status).toBe(200);
    const before = await namesOf(organizationId);
    // The organization's first team bears its name ("namesakes").
    for (const name of [
      "Reviewers",
      "reviewers",
      "  REVIEWERS ",
      "Re\u200bviewers",
      "Ｒｅｖｉｅｗｅｒｓ",
      "NAMESAKES",
    ]) {
      const response = await createTeam(owner, organizationId, name, { "accept-language": "fr" });
      expect({ name, status: response.status, body: await response.json() }).toEqual({
        name,
        status: 409,
        body: { code: "TEAM_ALREADY_EXISTS", message: "Cette équipe existe déjà" },
      });
    }
    expect(await namesOf(organizationId)).toEqual(before);
    // Another organization has its own names.
    const other = await ownOrganization("elsewhere");
    expect((await createTeam(other.owner, other.organizationId, "Reviewers")).status).toBe(200);
  });

  it("renaming a team to another's name is 409 and leaves it as it was; to its own in other letters is a rename", async () => {
    const { owner, organizationId } = await ownOrganization("renames");
    const { id: teamId } = (await (await createTeam(owner, organizationId, "Editors")).json()) as { id: string };
    expect((await createTeam(owner, organizationId, "Writers")).status).toBe(200);
    const refused = await renameTeam(owner, organizationId, teamId, "writers");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "TEAM_ALREADY_EXISTS" });
    expect(await namesOf(organizationId)).toEqual(["Editors", "Writers", "renames"]);
    expect((await renameTeam(owner, organizationId, teamId, "EDITORS")).status).toBe(200);
    expect(await namesOf(organizationId)).toEqual(["EDITORS", "Writers", "renames"]);
  });

  it("four teams of one name created at once make one; two teams renamed to one name at once, one", async () => {
    const { owner, organizationId } = await ownOrganization("crowd");
    const created = await Promise.all(Array.from({ length: 4 }, () => createTeam(owner, organizationId, "Crew")));
    expect(created.map((response) => response.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await countRows("team", "organization_id = ? AND name = 'Crew'", organizationId)).toBe(1);

    const ids = [];
    for (const name of ["Left", "Right"]) {
      ids.push(((await (await createTeam(owner, organizationId, name)).json()) as { id: string }).id);
    }
    const renamed = await Promise.all(ids.map((teamId) => renameTeam(owner, organizationId, teamId, "Middle")));
    expect(renamed.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await countRows("team", "organization_id = ? AND name = 'Middle'", organizationId)).toBe(1);
  });
});

describe("how many organizations and teams", () => {
  it("a person owns at most 5 organizations: the 6th is refused, and 4 asked at once by an owner of 3 make 2", async () => {
    const { owner } = await ownOrganization("proprietor");
    const {
      user: { id: userId },
    } = (await (await call("/api/auth/get-session", { cookie: owner })).json()) as { user: { id: string } };
    const create = () =>
      call("/api/auth/organization/create", {
        cookie: owner,
        json: { name: "Mine", slug: `mine-${crypto.randomUUID().slice(0, 8)}` },
      });
    expect((await create()).status).toBe(200);
    expect((await create()).status).toBe(200);
    const responses = await Promise.all(Array.from({ length: 4 }, create));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 403, 403]);
    const sixth = await create();
    expect(sixth.status).toBe(403);
    expect(await sixth.json()).toMatchObject({
      code: "YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS",
      message: "You have reached the maximum number of organizations",
    });
    expect(await countRows("member", "user_id = ? AND role = 'owner'", userId)).toBe(5);
  });

  it("the database holds the ceiling of 5 owned organizations against a write that skips better-auth's check", async () => {
    const { owner } = await ownOrganization("ceiling");
    const {
      user: { id: userId },
    } = (await (await call("/api/auth/get-session", { cookie: owner })).json()) as { user: { id: string } };
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5)
       INSERT INTO organization (id, name, slug, created_at) SELECT ?1 || i, 'Seeded', ?1 || i, 0 FROM n`,
    )
      .bind(`owned-${userId}-`)
      .run();
    const insert = (id: string, role: string) =>
      env.DB.prepare("INSERT INTO member (id, organization_id, user_id, role, created_at) VALUES (?1, ?1, ?2, ?3, 0)")
        .bind(id, userId, role)
        .run();
    for (const i of [1, 2, 3, 4]) await insert(`owned-${userId}-${i}`, i % 2 ? "owner" : "admin,owner");
    await expect(insert(`owned-${userId}-5`, "owner")).rejects.toThrow(
      "YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS",
    );
    await insert(`owned-${userId}-5`, "member");
    expect(await countRows("member", "user_id = ?", userId)).toBe(6);
  });

  it("a person in 17 organizations creating 6 more at once ends in 20; the rest are refused, and nothing is left half-made", async () => {
    const { owner } = await ownOrganization("collector");
    const {
      user: { id: userId },
    } = (await (await call("/api/auth/get-session", { cookie: owner })).json()) as { user: { id: string } };
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 16)
       INSERT INTO organization (id, name, slug, created_at) SELECT ?1 || i, 'Seeded', ?1 || i, 0 FROM n`,
    )
      .bind(`seeded-${userId}-`)
      .run();
    await env.DB.prepare(
      "INSERT INTO member (id, organization_id, user_id, role, created_at) SELECT id, id, ?1, 'member', 0 FROM organization WHERE id LIKE ?2",
    )
      .bind(userId, `seeded-${userId}-%`)
      .run();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        call("/api/auth/organization/create", {
          cookie: owner,
          json: { name: "More", slug: `more-${crypto.randomUUID().slice(0, 8)}` },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 403, 403, 403]);
    for (const refused of responses.filter((response) => response.status === 403)) {
      expect(await refused.json()).toMatchObject({ code: "YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS" });
    }
    expect(await countRows("member", "user_id = ?", userId)).toBe(20);
  });

  it("an organization with 17 teams given 6 more at once ends with 20", async () => {
    const { owner, organizationId } = await ownOrganization("teamful");
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 16)
       INSERT INTO team (id, name, organization_id, created_at) SELECT ?1 || i, 'Team ' || i, ?1, 0 FROM n`,
    )
      .bind(organizationId)
      .run();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call("/api/auth/organization/create-team", { cookie: owner, json: { organizationId, name: `New ${index}` } }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 400, 400, 400]);
    expect(await countRows("team", "organization_id = ?", organizationId)).toBe(20);
  });
});

describe("an invitation is settled once", () => {
  it("cancelling an accepted invitation is refused, and it stays accepted", async () => {
    const { owner, organizationId } = await ownOrganization("settled");
    const { invitationId, invitee } = await invitation(owner, organizationId);
    expect((await accept(invitee, invitationId)).status).toBe(200);
    const cancelled = await call("/api/auth/organization/cancel-invitation", { cookie: owner, json: { invitationId } });
    expect(cancelled.status).toBe(404);
    expect(await cancelled.json()).toMatchObject({ code: "INVITATION_NOT_FOUND" });
    expect(await countRows("invitation", "id = ? AND status = 'accepted'", invitationId)).toBe(1);
  });

  it("accepted and cancelled at the same moment: either a member and 'accepted', or no member and 'canceled'", async () => {
    for (let round = 0; round < 3; round++) {
      const { owner, organizationId } = await ownOrganization("undecided");
      const { invitationId, invitee } = await invitation(owner, organizationId);
      const responses = await Promise.all([
        ...Array.from({ length: 4 }, () => accept(invitee, invitationId)),
        call("/api/auth/organization/cancel-invitation", { cookie: owner, json: { invitationId } }),
        call("/api/auth/organization/cancel-invitation", { cookie: owner, json: { invitationId } }),
      ]);
      expect(responses.every((response) => response.status < 500)).toBe(true);
      const row = await env.DB.prepare("SELECT status FROM invitation WHERE id = ?")
        .bind(invitationId)
        .first<{ status: string }>();
      const members = await countRows("member", "organization_id = ?", organizationId);
      expect({ status: row?.status, members }).toEqual(
        row?.status === "accepted" ? { status: "accepted", members: 2 } : { status: "canceled", members: 1 },
      );
    }
  });
});

/** Every row of an organization, to hold a refusal to "nothing changed". */
async function rowsOf(organizationId: string): Promise<string> {
  const tables = ["member", "invitation", "team"];
  const rows = await Promise.all([
    env.DB.prepare("SELECT * FROM organization WHERE id = ?1").bind(organizationId).all(),
    ...tables.map((table) =>
      env.DB.prepare(`SELECT * FROM ${table} WHERE organization_id = ?1 ORDER BY id`).bind(organizationId).all(),
    ),
  ]);
  return JSON.stringify(rows.map((result) => result.results));
}

describe("what is not there", () => {
  it("an organization, invitation, member or team that does not exist is 404 with its code, and nothing changes", async () => {
    const { owner, organizationId } = await ownOrganization("lookups");
    const before = await rowsOf(organizationId);
    const attempts: Array<[string, Record<string, unknown> | undefined, string]> = [
      ["update", { organizationId: "no-such-organization", data: { name: "x" } }, "ORGANIZATION_NOT_FOUND"],
      ["set-active", { organizationSlug: "no-such-slug" }, "ORGANIZATION_NOT_FOUND"],
      ["get-full-organization?organizationId=no-such-organization", undefined, "ORGANIZATION_NOT_FOUND"],
      [
        "invite-member",
        { organizationId: "no-such-organization", email: uniqueEmail("nf"), role: "member" },
        "ORGANIZATION_NOT_FOUND",
      ],
      ["cancel-invitation", { invitationId: "no-such-invitation" }, "INVITATION_NOT_FOUND"],
      ["accept-invitation", { invitationId: "no-such-invitation" }, "INVITATION_NOT_FOUND"],
      ["reject-invitation", { invitationId: "no-such-invitation" }, "INVITATION_NOT_FOUND"],
      ["get-invitation?id=no-such-invitation", undefined, "INVITATION_NOT_FOUND"],
      ["remove-member", { organizationId, memberIdOrEmail: "no-such-member" }, "MEMBER_NOT_FOUND"],
      ["update-member-role", { organizationId, memberId: "no-such-member", role: "admin" }, "MEMBER_NOT_FOUND"],
      ["remove-team", { organizationId, teamId: "no-such-team" }, "TEAM_NOT_FOUND"],
      ["update-team", { teamId: "no-such-team", data: { organizationId, name: "x" } }, "TEAM_NOT_FOUND"],
    ];
    for (const [path, json, code] of attempts) {
      const response = await call(`/api/auth/organization/${path}`, { cookie: owner, json });
      expect({ path, status: response.status, code: ((await response.json()) as { code: string }).code }).toEqual({
        path,
        status: 404,
        code,
      });
    }
    expect(await rowsOf(organizationId)).toBe(before);
  });

  it("says so in the person's language", async () => {
    const { owner, organizationId } = await ownOrganization("lookups-fr");
    const response = await call("/api/auth/organization/remove-member", {
      cookie: owner,
      headers: { "accept-language": "fr" },
      json: { organizationId, memberIdOrEmail: "nobody@example.com" },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: "MEMBER_NOT_FOUND", message: "Membre introuvable" });
  });
});

describe("a slug is one organization's", () => {
  it("creating, renaming to or checking a taken slug is 409, and nothing changes", async () => {
    const first = await ownOrganization("taken");
    const second = await ownOrganization("taker");
    const { slug } = (await env.DB.prepare("SELECT slug FROM organization WHERE id = ?1")
      .bind(first.organizationId)
      .first<{ slug: string }>()) ?? { slug: "" };
    const before = await rowsOf(second.organizationId);
    const attempts: Array<[string, Record<string, unknown>, string]> = [
      ["create", { name: "Copy", slug }, "ORGANIZATION_ALREADY_EXISTS"],
      ["update", { organizationId: second.organizationId, data: { slug } }, "ORGANIZATION_SLUG_ALREADY_TAKEN"],
      ["check-slug", { slug }, "ORGANIZATION_SLUG_ALREADY_TAKEN"],
    ];
    for (const [path, json, code] of attempts) {
      const response = await call(`/api/auth/organization/${path}`, { cookie: second.owner, json });
      expect({ path, status: response.status, code: ((await response.json()) as { code: string }).code }).toEqual({
        path,
        status: 409,
        code,
      });
    }
    expect(await countRows("organization", "slug = ?", slug)).toBe(1);
    expect(await rowsOf(second.organizationId)).toBe(before);
  });
});

describe("checking a slug", () => {
  it("one create would refuse is 400 VALIDATION_ERROR on slug in the person's language, never free; a free one is 200", async () => {
    const { owner } = await ownOrganization("checker");
    const refused = [
      "",
      "ABC",
      " edgestart-readers",
      "EDGESTART-READERS",
      "edgestart readers",
      "-lead",
      "a".repeat(65),
    ];
    for (const slug of refused) {
      const response = await call("/api/auth/organization/check-slug", {
        cookie: owner,
        headers: { "accept-language": "fr" },
        json: { slug },
      });
      expect({ slug, status: response.status, body: await response.json() }).toEqual({
        slug,
        status: 400,
        body: {
          code: "VALIDATION_ERROR",
          message: "Certains champs ne sont pas valides",
          issues: [{ path: "slug", message: "Cette valeur n'est pas valide" }],
        },
      });
    }
    for (const slug of [`free-${crypto.randomUUID().slice(0, 8)}`, "a".repeat(64)]) {
      const response = await call("/api/auth/organization/check-slug", { cookie: owner, json: { slug } });
      expect({ slug, status: response.status, body: await response.json() }).toEqual({
        slug,
        status: 200,
        body: { status: true },
      });
    }
  });
});

describe("ids that name nothing", () => {
  it("an empty or blank id is 400 VALIDATION_ERROR on its field, never another lookup, and nothing changes", async () => {
    const { owner, organizationId } = await ownOrganization("blank-ids");
    const { id: memberId } = await member(owner, organizationId);
    const { invitationId } = await invitation(owner, organizationId);
    const before = await rowsOf(organizationId);
    const attempts: Array<[string, Record<string, unknown> | undefined, string]> = [
      ["remove-member", { organizationId, memberIdOrEmail: "" }, "memberIdOrEmail"],
      ["remove-member", { organizationId, memberIdOrEmail: "   " }, "memberIdOrEmail"],
      ["remove-member", { organizationId: "", memberIdOrEmail: memberId }, "organizationId"],
      ["update-member-role", { organizationId, memberId: "", role: "admin" }, "memberId"],
      ["update-member-role", { organizationId, memberId, role: "" }, "role"],
      ["invite-member", { organizationId: "", email: uniqueEmail("blank"), role: "member" }, "organizationId"],
      ["invite-member", { organizationId, email: uniqueEmail("blank"), role: "member", teamId: "" }, "teamId"],
      ["cancel-invitation", { invitationId: "" }, "invitationId"],
      ["accept-invitation", { invitationId: " " }, "invitationId"],
      ["delete", { organizationId: "" }, "organizationId"],
      ["leave", { organizationId: "" }, "organizationId"],
      ["update", { organizationId: "", data: { name: "Blank" } }, "organizationId"],
      ["set-active", { organizationSlug: "" }, "organizationSlug"],
      ["create-team", { organizationId: "", name: "Blank" }, "organizationId"],
      ["remove-team", { organizationId, teamId: "" }, "teamId"],
      ["update-team", { teamId: "", data: { name: "Blank" } }, "teamId"],
      ["list-members?organizationId=", undefined, "organizationId"],
      ["get-invitation?id=", undefined, "id"],
    ];
    for (const [path, json, field] of attempts) {
      const response = await call(`/api/auth/organization/${path}`, { cookie: owner, json });
      const body = (await response.json()) as { code: string; issues?: Array<{ path: string }> };
      expect({ path, json, status: response.status, code: body.code, fields: body.issues?.map((i) => i.path) }).toEqual(
        {
          path,
          json,
          status: 400,
          code: "VALIDATION_ERROR",
          fields: [field],
        },
      );
    }
    expect(await rowsOf(organizationId)).toBe(before);
    expect(await countRows("invitation", "id = ? AND status = 'pending'", invitationId)).toBe(1);
  });
});

describe("without a session", () => {
  it("every organization route answers the app API's own 401, word for word, in the request's language", async () => {
    const document = (await (await call("/api/auth/open-api/generate-schema")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith("/organization/"))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method })));
    expect(routes.length).toBeGreaterThan(20);
    for (const language of ["en", "fr"]) {
      const headers = { "accept-language": language };
      const app = await call("/api/books", { headers });
      expect(app.status).toBe(401);
      const expected = await app.text();
      for (const { path, method } of routes) {
        const response = await call(`/api/auth${path}`, {
          method: method.toUpperCase(),
          headers,
          ...(method === "get" ? {} : { json: {} }),
        });
        expect({ path, status: response.status, body: await response.text() }).toEqual({
          path,
          status: 401,
          body: expected,
        });
      }
    }
  });
});

describe("an organization's settings, as better-auth takes and answers them", () => {
  it("an update of nothing is a refusal on `data` that changes nothing, not a 500", async () => {
    const { owner, organizationId } = await ownOrganization("nothing");
    const before = await env.DB.prepare("SELECT * FROM organization WHERE id = ?").bind(organizationId).first();
    const response = await call("/api/auth/organization/update", { cookie: owner, json: { organizationId, data: {} } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      issues: [{ path: "data", message: "This field is required" }],
    });
    expect(await env.DB.prepare("SELECT * FROM organization WHERE id = ?").bind(organizationId).first()).toEqual(
      before,
    );
  });

  it("metadata comes back as it was sent, from the writes and the reads, as the document says", async () => {
    // `call` holds every answer to the auth document: an object where it said text failed here.
    const { owner, organizationId } = await ownOrganization("metadata");
    const metadata = { plan: "reading", seats: 3 };
    const updated = await call("/api/auth/organization/update", {
      cookie: owner,
      json: { organizationId, data: { metadata } },
    });
    expect(await updated.json()).toMatchObject({ metadata });
    const renamed = await call("/api/auth/organization/update", {
      cookie: owner,
      json: { organizationId, data: { name: "Metadata Renamed" } },
    });
    expect(renamed.status).toBe(200);
    const read = await call(`/api/auth/organization/get-full-organization?organizationId=${organizationId}`, {
      cookie: owner,
    });
    expect(read.status).toBe(200);
  });
});
