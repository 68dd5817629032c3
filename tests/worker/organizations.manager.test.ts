/**
 * The administrators' organizations API: GET /api/organizations (paged, searched),
 * GET /api/organizations/{id} (members and teams) and DELETE /api/organizations/{id}.
 * Organizations are made through better-auth's own routes, as people make them, so the name
 * key its hooks write is the one searched.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, api, bodyOf, errorOf } from "../support/api";
import { countRows, signIn } from "../support/auth";
import { member, ownOrganization } from "../support/organizations";
import { type CallOptions, call, type EnvOverrides, uniqueEmail } from "../support/worker";

let admin = "";
let reader = "";

beforeAll(async () => {
  admin = await signIn("admin@example.com");
  reader = await signIn(uniqueEmail("reader"));
});

/** An organization named `name`, made by `owner` through better-auth; its id. */
async function createOrganization(owner: string, name: string, slug = `org-${crypto.randomUUID().slice(0, 8)}`) {
  const created = await call("/api/auth/organization/create", { cookie: owner, json: { name, slug } });
  expect(created.status, await created.clone().text()).toBe(200);
  return ((await created.json()) as { id: string }).id;
}

/** Every row an organization owns, table by table. */
async function rowsOf(organizationId: string) {
  return {
    organization: await countRows("organization", "id = ?", organizationId),
    member: await countRows("member", "organization_id = ?", organizationId),
    invitation: await countRows("invitation", "organization_id = ?", organizationId),
    team: await countRows("team", "organization_id = ?", organizationId),
    teamMember: await countRows(
      "team_member",
      "team_id IN (SELECT id FROM team WHERE organization_id = ?)",
      organizationId,
    ),
  };
}

/** Everything the API could change, to prove a refusal changed nothing. */
async function databaseState() {
  const tables = ["organization", "member", "invitation", "team", "team_member", "session"];
  const parts = await env.DB.batch(tables.map((table) => env.DB.prepare(`SELECT * FROM ${table} ORDER BY id`)));
  return JSON.stringify(parts.map((part) => part.results));
}

async function expectRefusedOn(response: Answer, field: string) {
  expect(response.status).toBe(400);
  const body = await errorOf(response);
  expect(body).toMatchObject({ code: "VALIDATION_ERROR" });
  expect(body.issues?.map((issue) => issue.path)).toEqual([field]);
}

describe("GET /api/organizations", () => {
  it("lists every organization, newest first, each with its members counted", async () => {
    const { owner, organizationId: older } = await ownOrganization("counted");
    await member(owner, older);
    await member(owner, older, "admin");
    const newer = await createOrganization(owner, "Newest Of All");

    const page = await bodyOf(await api({ cookie: admin }).organizations.$get({ query: { limit: "100" } }), 200);
    expect(page.total).toBe(await countRows("organization"));
    expect(page.nextCursor).toBeNull();
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(page.items.find((item) => item.id === older)).toMatchObject({ name: "counted", membersCount: 3 });
    expect(page.items.find((item) => item.id === newer)).toMatchObject({
      name: "Newest Of All",
      membersCount: 1,
      logo: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("pages by cursor through organizations made in the same millisecond, each once, in order", async () => {
    const at = Date.UTC(2020, 0, 1);
    const ids = Array.from({ length: 7 }, (_, index) => `paged-${index}`);
    await env.DB.batch(
      ids.map((id, index) =>
        env.DB.prepare("INSERT INTO organization (id, name, name_key, slug, created_at) VALUES (?, ?, ?, ?, ?)").bind(
          id,
          `Paged ${index}`,
          `paged ${index}`,
          `paged-${index}`,
          index < 4 ? at : at - 1,
        ),
      ),
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await bodyOf(
        await api({ cookie: admin }).organizations.$get({ query: { searchTerm: "paged", limit: "3", cursor } }),
        200,
      );
      expect(page.total).toBe(7);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    // Newest first; within one millisecond, the greater id first.
    expect(seen).toEqual(["paged-3", "paged-2", "paged-1", "paged-0", "paged-6", "paged-5", "paged-4"]);
  });

  it("a cursor it did not make, a limit out of range, or a search term past 100 characters is 400 on it", async () => {
    const client = api({ cookie: admin });
    const list = (query: { cursor?: string; limit?: string; searchTerm?: string }) =>
      client.organizations.$get({ query });
    await expectRefusedOn(await list({ cursor: "bm90IGEgY3Vyc29y" }), "cursor");
    await expectRefusedOn(await list({ cursor: "c".repeat(513) }), "cursor");
    await expectRefusedOn(await list({ limit: "0" }), "limit");
    await expectRefusedOn(await list({ limit: "101" }), "limit");
    expect((await list({ searchTerm: "漢".repeat(100) })).status).toBe(200);
    await expectRefusedOn(await list({ searchTerm: "漢".repeat(101) }), "searchTerm");
    await expectRefusedOn(await list({ searchTerm: "a\u202eb" }), "searchTerm");
  });
});

describe("GET /api/organizations?searchTerm=", () => {
  // Names up to 100 characters (the organization texts guard); D1 refuses LIKE patterns over 50 bytes.
  const LONG = "The Northern River and Southern Sea Reading Circle of Greater Westminster and All Its Boroughs Club!";
  const NAMES = {
    long: LONG,
    cyrillic: "Клуб Читателей",
    greek: "Οδυσσέας Αναγνώστες",
    cjk: "吾輩は猫である名前はまだ無いどこで生れたかとんと見当がつかぬ",
    wildcards: "Fifty%_Off \\ Readers",
    plain: "Plain Readers",
  } as const;
  type Name = keyof typeof NAMES;
  const slugs: Partial<Record<Name, string>> = {};

  beforeAll(async () => {
    for (const [key, name] of Object.entries(NAMES)) {
      const slug = `searched-${key}-${crypto.randomUUID().slice(0, 6)}`;
      slugs[key as Name] = slug;
      // One owner each: a person owns at most 5 organizations.
      await createOrganization(await signIn(uniqueEmail("searched")), name, slug);
    }
  });

  async function expectFound(term: string, expected: Name[]) {
    const page = await bodyOf(
      await api({ cookie: admin }).organizations.$get({ query: { searchTerm: term, limit: "100" } }),
      200,
    );
    expect({ found: page.items.map((item) => item.name).sort(), total: page.total }).toEqual({
      found: expected.map((name) => NAMES[name]).sort(),
      total: expected.length,
    });
  }

  const cases: Array<[what: string, term: string, found: Name[]]> = [
    ["48 ASCII bytes of a name", LONG.slice(4, 52), ["long"]],
    ["49 ASCII bytes, in capitals", LONG.slice(4, 53).toUpperCase(), ["long"]],
    ["50 ASCII bytes", LONG.slice(4, 54), ["long"]],
    ["51 ASCII bytes", LONG.slice(4, 55), ["long"]],
    ["a whole name of 100 characters", LONG, ["long"]],
    ["Cyrillic in capitals", "КЛУБ ЧИТАТЕЛЕЙ", ["cyrillic"]],
    ["Greek in capitals, ending on a sigma", "ΟΔΥΣ", ["greek"]],
    ["16 CJK characters (48 bytes)", NAMES.cjk.slice(0, 16), ["cjk"]],
    ["17 CJK characters (51 bytes)", NAMES.cjk.slice(0, 17), ["cjk"]],
    ["%", "%", ["wildcards"]],
    ["_", "_", ["wildcards"]],
    ["a backslash", "\\", ["wildcards"]],
    ["100 characters that match nothing", "ж".repeat(100), []],
  ];

  it("the terms straddle D1's 50-byte LIKE limit", () => {
    const bytes = (text: string) => new TextEncoder().encode(text).length;
    expect([52, 53, 54, 55].map((end) => bytes(LONG.slice(4, end)))).toEqual([48, 49, 50, 51]);
    expect(bytes(NAMES.cjk.slice(0, 17))).toBe(51);
    expect(LONG).toHaveLength(100);
  });

  it.each(cases)("%s: 200 with exactly the organizations that hold it", async (_, term, found) => {
    await expectFound(term, found);
  });

  it("matches a slug, and a name under its new name once better-auth has renamed it", async () => {
    await expectFound(slugs.plain?.toUpperCase() ?? "", ["plain"]);
    const owner = await signIn(uniqueEmail("renamer"));
    const id = await createOrganization(owner, "Before Rename");
    const renamed = await call("/api/auth/organization/update", {
      cookie: owner,
      json: { organizationId: id, data: { name: "ЁЖИК В ТУМАНЕ" } },
    });
    expect(renamed.status).toBe(200);
    const search = (searchTerm: string) =>
      api({ cookie: admin }).organizations.$get({ query: { searchTerm, limit: "100" } });
    expect((await bodyOf(await search("ёжик в тумане"), 200)).items.map((item) => item.id)).toEqual([id]);
    expect((await bodyOf(await search("before rename"), 200)).total).toBe(0);
  });
});

describe("GET /api/organizations/{id}", () => {
  it("shows its members (person, role, joined) and its teams with their members counted", async () => {
    const ownerEmail = uniqueEmail("shown-owner");
    const owner = await signIn(ownerEmail);
    const id = await createOrganization(owner, "Shown Club");
    const joined = await member(owner, id, "admin");
    const team = await call("/api/auth/organization/create-team", {
      cookie: owner,
      json: { organizationId: id, name: "Editors" },
    });
    expect(team.status).toBe(200);
    const teamId = ((await team.json()) as { id: string }).id;
    const joinedUserId = (
      await env.DB.prepare("SELECT user_id FROM member WHERE id = ?").bind(joined.id).first<{ user_id: string }>()
    )?.user_id;
    const added = await call("/api/auth/organization/add-team-member", {
      cookie: owner,
      json: { organizationId: id, teamId, userId: joinedUserId },
    });
    expect(added.status).toBe(200);

    const shown = await bodyOf(await api({ cookie: admin }).organizations[":id"].$get({ param: { id } }), 200);
    expect(shown).toMatchObject({ id, name: "Shown Club", membersCount: 2 });
    expect(shown.members.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: ownerEmail, role: "owner" },
      { email: expect.stringMatching(/^invitee-/), role: "admin" },
    ]);
    expect(shown.members[1]).toMatchObject({ id: joined.id, userId: joinedUserId, image: null });
    expect(Date.parse(shown.members[1]?.joinedAt ?? "")).toBeGreaterThanOrEqual(Date.parse(shown.createdAt));
    // better-auth makes a first team with the organization; the one made above comes after it.
    expect(shown.teams.map(({ name, membersCount }) => ({ name, membersCount }))).toEqual([
      { name: "Shown Club", membersCount: 1 },
      { name: "Editors", membersCount: 1 },
    ]);
  });

  it("an unknown id is 404 in the request's language; an id past 64 characters is 400 on id", async () => {
    const get = (id: string, headers: Record<string, string> = {}) =>
      api({ cookie: admin, headers }).organizations[":id"].$get({ param: { id } });
    const unknown = await get("b".repeat(64), { "accept-language": "fr" });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ code: "NOT_FOUND", message: "Introuvable" });
    await expectRefusedOn(await get("b".repeat(65)), "id");
  });
});

describe("DELETE /api/organizations/{id}", () => {
  it("deletes it with its members, invitations and teams; its people stay, and sessions let go of it", async () => {
    const { owner, organizationId } = await ownOrganization("doomed");
    const joined = await member(owner, organizationId);
    const pending = await call("/api/auth/organization/invite-member", {
      cookie: owner,
      json: { organizationId, email: uniqueEmail("pending"), role: "member" },
    });
    expect(pending.status).toBe(200);
    const bystander = await ownOrganization("bystander");
    const before = await rowsOf(organizationId);
    expect(before).toEqual({ organization: 1, member: 2, invitation: 2, team: 1, teamMember: 1 });
    const ownerId = (
      await env.DB.prepare("SELECT user_id FROM member WHERE organization_id = ? AND role = 'owner'")
        .bind(organizationId)
        .first<{ user_id: string }>()
    )?.user_id;
    expect(await countRows("session", "user_id = ? AND active_organization_id = ?", ownerId, organizationId)).toBe(1);

    const deleted = await api({ cookie: admin }).organizations[":id"].$delete({ param: { id: organizationId } });
    expect(deleted.status).toBe(204);
    expect(await rowsOf(organizationId)).toEqual({
      organization: 0,
      member: 0,
      invitation: 0,
      team: 0,
      teamMember: 0,
    });
    expect(await countRows("user", "id = ?", ownerId)).toBe(1);
    expect(await countRows("member", "id = ?", joined.id)).toBe(0);
    expect(await countRows("session", "active_organization_id = ?", organizationId)).toBe(0);
    expect(await countRows("session", "user_id = ? AND active_team_id IS NOT NULL", ownerId)).toBe(0);
    expect(await rowsOf(bystander.organizationId)).toMatchObject({ organization: 1, member: 1, team: 1 });

    // Its people carry on: the owner's session reads, and they can make another organization.
    const session = await call("/api/auth/get-session", { cookie: owner });
    expect(((await session.json()) as { session: { activeOrganizationId: string | null } }).session).toMatchObject({
      activeOrganizationId: null,
    });
    expect(await createOrganization(owner, "Again")).toBeTruthy();

    const again = await api({ cookie: admin }).organizations[":id"].$get({ param: { id: organizationId } });
    expect(again.status).toBe(404);
  });

  it("an unknown id is 404 and changes nothing", async () => {
    const before = await databaseState();
    const response = await api({ cookie: admin }).organizations[":id"].$delete({ param: { id: "no-such-org" } });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ code: "NOT_FOUND" });
    expect(await databaseState()).toBe(before);
  });

  it("two administrators deleting it at the same moment: one 204, one 404, and it is gone", async () => {
    const { organizationId } = await ownOrganization("raced");
    const other = await signIn("admin@example.com");
    const statuses = await Promise.all(
      [admin, other].map(
        async (cookie) =>
          (await api({ cookie }).organizations[":id"].$delete({ param: { id: organizationId } })).status,
      ),
    );
    expect(statuses.sort()).toEqual([204, 404]);
    expect(await rowsOf(organizationId)).toMatchObject({ organization: 0, member: 0, team: 0 });
  });
});

describe("who may", () => {
  const DEMO: EnvOverrides = { DEMO_MODE: "true" };
  let organizationId = "";
  let owner = "";

  beforeAll(async () => {
    ({ owner, organizationId } = await ownOrganization("guarded"));
  });

  type Request = () => CallOptions & { path: string };
  const list: Request = () => ({ path: "/api/organizations" });
  const one: Request = () => ({ path: `/api/organizations/${organizationId}` });
  const remove: Request = () => ({ path: `/api/organizations/${organizationId}`, method: "DELETE" });
  const routes: Array<[name: string, request: Request]> = [
    ["GET /api/organizations", list],
    ["GET /api/organizations/{id}", one],
    ["DELETE /api/organizations/{id}", remove],
  ];
  const send = (request: Request, options: CallOptions) => {
    const { path, ...rest } = request();
    return call(path, { ...rest, ...options });
  };

  for (const [name, request] of routes) {
    it(`${name}: 401 signed out, 403 for a plain user and for the organization's own owner, in their language; nothing changes`, async () => {
      const before = await databaseState();
      const signedOut = await send(request, {});
      expect(signedOut.status).toBe(401);
      expect(await signedOut.json()).toMatchObject({ code: "UNAUTHORIZED" });
      for (const cookie of [reader, owner]) {
        const refused = await send(request, { cookie, headers: { "accept-language": "fr" } });
        expect(refused.status).toBe(403);
        expect(await refused.json()).toMatchObject({
          code: "FORBIDDEN",
          message: "Vous n'avez pas l'autorisation d'accéder à la ressource : manager",
        });
      }
      expect(await databaseState()).toBe(before);
    });
  }

  it("in the demo, an administrator reads every organization but cannot delete one", async () => {
    expect((await send(list, { cookie: admin, env: DEMO })).status).toBe(200);
    expect((await send(one, { cookie: admin, env: DEMO })).status).toBe(200);
    const before = await databaseState();
    const refused = await send(remove, { cookie: admin, env: DEMO });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "DEMO_MODE" });
    expect(await databaseState()).toBe(before);
    expect(await countRows("organization", "id = ?", organizationId)).toBe(1);
  });
});
