import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, bodyOf, errorOf } from "../support/api";
import { sessionUser, signIn } from "../support/auth";
import { member, ownOrganization } from "../support/organizations";
import { call, uniqueEmail } from "../support/worker";

/**
 * GET /api/teams/{id}/members: every member of an organization reads any of its teams' people,
 * whether or not they are in the team, so owners and admins can choose the people of a new team
 * (better-auth's own list answers only the team's people).
 */
const read = (cookie: string, id: string, headers: Record<string, string> = {}) =>
  api({ cookie, headers }).teams[":id"].members.$get({ param: { id } });

const post = (path: string, cookie: string, json: Record<string, unknown>) =>
  call(`/api/auth/organization/${path}`, { cookie, json });

/** An organization with an admin and a plain member, and a new team none of them is in. */
async function organizationWithNewTeam(label: string) {
  const { owner, organizationId } = await ownOrganization(label);
  const admin = await member(owner, organizationId, "admin");
  const plain = await member(owner, organizationId, "member");
  const created = await post("create-team", owner, { organizationId, name: "Reviewers" });
  expect(created.status).toBe(200);
  const { id: teamId } = (await created.json()) as { id: string };
  return { owner, organizationId, teamId, admin: admin.cookie, plain: plain.cookie };
}

describe("a team's people", () => {
  it("every member of the organization reads a new team's people: none, then those an admin adds, first to join first", async () => {
    const scene = await organizationWithNewTeam("readers");
    for (const cookie of [scene.owner, scene.admin, scene.plain]) {
      expect(await bodyOf(await read(cookie, scene.teamId), 200)).toEqual([]);
    }
    const [plainUser, ownerUser] = [await sessionUser(scene.plain), await sessionUser(scene.owner)];
    for (const person of [plainUser, ownerUser]) {
      const added = await post("add-team-member", scene.admin, {
        organizationId: scene.organizationId,
        teamId: scene.teamId,
        userId: person?.id,
      });
      expect(added.status).toBe(200);
    }
    const expected = [plainUser, ownerUser].map((person) => ({
      userId: person?.id,
      name: person?.name,
      email: person?.email,
      image: null,
      joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    }));
    // The admin is not in the team, and reads it all the same; so does the plain member in it.
    for (const cookie of [scene.owner, scene.admin, scene.plain]) {
      expect(await bodyOf(await read(cookie, scene.teamId), 200)).toEqual(expected);
    }
  });

  it("only the organization's members are the team's: a membership left behind by someone outside it is not listed", async () => {
    const scene = await organizationWithNewTeam("left-behind");
    const outsider = await sessionUser(await signIn(uniqueEmail("outsider")));
    await env.DB.prepare(
      "INSERT INTO team_member (id, team_id, user_id, created_at) VALUES ('left-' || ?1, ?1, ?2, ?3)",
    )
      .bind(scene.teamId, outsider?.id, Date.now())
      .run();
    expect(await bodyOf(await read(scene.admin, scene.teamId), 200)).toEqual([]);
  });

  it("someone outside the organization is refused, and learns nothing of the team; an unknown team is 404; signed out is 401", async () => {
    const scene = await organizationWithNewTeam("private");
    await post("add-team-member", scene.owner, {
      organizationId: scene.organizationId,
      teamId: scene.teamId,
      userId: (await sessionUser(scene.owner))?.id,
    });
    const stranger = await signIn(uniqueEmail("stranger"));
    const refused = await read(stranger, scene.teamId);
    expect(refused.status).toBe(403);
    const error = await errorOf(refused);
    expect(error).toEqual({
      code: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
      message: "User is not a member of the organization",
    });

    const unknown = await read(scene.owner, "no-such-team");
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ code: "TEAM_NOT_FOUND" });
    const long = await read(scene.owner, "x".repeat(65));
    expect(long.status).toBe(400);
    expect(await errorOf(long)).toMatchObject({ code: "VALIDATION_ERROR" });
    const signedOut = await read("", scene.teamId);
    expect(signedOut.status).toBe(401);
  });

  it("answers in the person's language", async () => {
    const scene = await organizationWithNewTeam("langue");
    const stranger = await signIn(uniqueEmail("etranger"));
    expect(await errorOf(await read(stranger, scene.teamId, { "accept-language": "fr" }))).toEqual({
      code: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
      message: "L'utilisateur n'est pas membre de l'organisation",
    });
    expect(await errorOf(await read(scene.owner, "no-such-team", { "accept-language": "fr" }))).toMatchObject({
      code: "TEAM_NOT_FOUND",
      message: "Équipe introuvable",
    });
  });

  it("better-auth's own list refuses a member who is not in the team as a refusal (403), in their language", async () => {
    const scene = await organizationWithNewTeam("own-list");
    const response = await call(`/api/auth/organization/list-team-members?teamId=${scene.teamId}`, {
      cookie: scene.plain,
      headers: { "accept-language": "fr" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: "USER_IS_NOT_A_MEMBER_OF_THE_TEAM",
      message: "L'utilisateur n'est pas membre de l'équipe",
    });
  });
});
