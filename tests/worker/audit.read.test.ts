import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CODE } from "../../worker/demo/demo-code";
import worker from "../../worker/index";
import { api, bodyOf } from "../support/api";
import { requestCode, signIn, verifyCode } from "../support/auth";
import { invitation, ownOrganization } from "../support/organizations";
import { impersonate, userIdOf } from "../support/users";
import { type CallOptions, call, cookiesFrom, envWith, uniqueEmail } from "../support/worker";

/** Who may read the audit trail, its filters and pages, and that nothing changes an event (decision 0040). */
let admin = "";
let adminId = "";

beforeAll(async () => {
  admin = await signIn("admin@example.com");
  adminId = await userIdOf("admin@example.com");
});

async function person(options: CallOptions = {}) {
  const email = uniqueEmail("reader");
  const cookie = await signIn(email, options);
  return { email, cookie, id: await userIdOf(email) };
}

const eventCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM audit_event").first<number>("n")) ?? 0;

describe("who may read what", () => {
  it("the trail: administrators only", async () => {
    const someone = await person();
    expect((await api().audit.$get({ query: {} })).status).toBe(401);
    expect((await api({ cookie: someone.cookie }).audit.$get({ query: {} })).status).toBe(403);
    const page = await bodyOf(await api({ cookie: admin }).audit.$get({ query: {} }), 200);
    expect(page.items.length).toBeGreaterThan(0);
  });

  it("one's own activity: what one did and what was done to one, where from only for one's own", async () => {
    expect((await api().account.activity.$get({ query: {} })).status).toBe(401);
    const someone = await person({ ip: "203.0.113.9" });
    const stranger = await person();
    await api({ cookie: admin }).users[":id"].ban.$post({ param: { id: someone.id }, json: {} });
    await api({ cookie: admin }).users[":id"].unban.$post({ param: { id: someone.id } });
    const cookie = await signIn(someone.email, { ip: "203.0.113.10" });
    const page = await bodyOf(await api({ cookie }).account.activity.$get({ query: {} }), 200);
    expect(page.items.map((event) => event.action)).toEqual([
      "sign_in",
      "user.unban",
      "user.ban",
      "sign_in",
      "user.create",
    ]);
    expect(page.items.every((event) => event.actorId === someone.id || event.targetId === someone.id)).toBe(true);
    expect(page.items.some((event) => [event.actorId, event.targetId].includes(stranger.id))).toBe(false);
    const ban = page.items.find((event) => event.action === "user.ban");
    expect(ban).toMatchObject({ actorId: adminId, ip: null, browser: null });
    // The administrator by name only: their address is not the banned person's to read.
    expect(ban?.actor).toEqual({ id: adminId, name: expect.any(String) });
    expect(ban?.target).toEqual({ id: someone.id, name: expect.any(String) });
    expect(page.items[0]).toMatchObject({ actorId: someone.id, ip: "203.0.113.0" });
    expect(page.total).toBe(5);
  });
});

describe("an inviter's own activity", () => {
  it("does not say whether the address invited has an account, nor whose it is", async () => {
    const { owner, organizationId } = await ownOrganization("prober");
    for (const email of ["admin@example.com", uniqueEmail("nobody")]) {
      const invited = await call("/api/auth/organization/invite-member", {
        cookie: owner,
        json: { organizationId, email, role: "member" },
      });
      expect(invited.status).toBe(200);
    }
    const page = await bodyOf(await api({ cookie: owner }).account.activity.$get({ query: {} }), 200);
    const invitations = page.items.filter((event) => event.action === "invitation.create");
    expect(invitations).toHaveLength(2);
    for (const event of invitations) expect(event).toMatchObject({ targetId: null, target: null });
    // The invitee's own activity still names the invitation theirs.
    const { invitee } = await invitation(owner, organizationId);
    const theirs = await bodyOf(await api({ cookie: invitee }).account.activity.$get({ query: {} }), 200);
    expect(theirs.items.find((event) => event.action === "invitation.create")?.target).not.toBeNull();
  });
});

describe("an administrator acting as someone", () => {
  it("is named in the trail, with where from, and in the person's activity, by name only", async () => {
    const someone = await person();
    const acting = await impersonate(admin, someone.id);
    const created = await call("/api/auth/organization/create", {
      cookie: acting,
      ip: "198.51.100.7",
      json: { name: "Made for them", slug: `made-${crypto.randomUUID().slice(0, 8)}` },
    });
    expect(created.status).toBe(200);

    const trail = await bodyOf(
      await api({ cookie: admin }).audit.$get({ query: { person: someone.id, action: "member.add" } }),
      200,
    );
    expect(trail.items).toHaveLength(1);
    expect(trail.items[0]).toMatchObject({
      actorId: someone.id,
      impersonatorId: adminId,
      ip: "198.51.100.0",
      impersonator: { id: adminId, name: expect.any(String), email: "admin@example.com" },
    });

    const activity = await bodyOf(await api({ cookie: someone.cookie }).account.activity.$get({ query: {} }), 200);
    const added = activity.items.find((event) => event.action === "member.add");
    // Acting as them, the administrator is still not them: neither their network nor their address.
    expect(added).toMatchObject({ actorId: someone.id, impersonatorId: adminId, ip: null, browser: null });
    expect(added?.impersonator).toEqual({ id: adminId, name: expect.any(String) });
    expect(activity.items.find((event) => event.action === "sign_in")?.impersonator).toBeNull();
  });
});

describe("filters and pages", () => {
  it("by person acted on, by actor and by action, newest first, every event once across pages", async () => {
    const someone = await person();
    // Three code requests an address may make in ten minutes: three sign-ins.
    for (let again = 0; again < 2; again++) await signIn(someone.email);
    const client = api({ cookie: admin });
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await bodyOf(
        await client.audit.$get({
          query: { target: someone.id, action: "sign_in", limit: "2", ...(cursor && { cursor }) },
        }),
        200,
      );
      expect(page.total, "total").toBe(3);
      seen.push(...page.items.map((event) => event.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages, "pages").toBe(2);
    expect(seen).toHaveLength(3);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);

    const byActor = await bodyOf(await client.audit.$get({ query: { actor: someone.id } }), 200);
    expect(byActor.items.every((event) => event.actorId === someone.id)).toBe(true);
    expect(byActor.items.map((event) => event.action).sort()).toEqual(["sign_in", "sign_in", "sign_in", "user.create"]);
    const [newest] = byActor.items;
    const since = await bodyOf(
      await client.audit.$get({ query: { actor: someone.id, from: newest?.createdAt ?? "" } }),
      200,
    );
    expect(since.items.map((event) => event.id)).toContain(newest?.id);
    expect(since.items.every((event) => event.createdAt >= (newest?.createdAt ?? ""))).toBe(true);
    const before = await bodyOf(
      await client.audit.$get({ query: { actor: someone.id, to: newest?.createdAt ?? "" } }),
      200,
    );
    expect(before.items.map((event) => event.id)).not.toContain(newest?.id);
    expect(since.total + before.total).toBe(byActor.total);
    const creations = await bodyOf(
      await client.audit.$get({ query: { action: "user.create", target: someone.id } }),
      200,
    );
    expect(creations.total).toBe(1);
  });

  it("names the people of each event as they are now, and finds a person's events on either side", async () => {
    const someone = await person();
    const client = api({ cookie: admin });
    await client.users[":id"].ban.$post({ param: { id: someone.id }, json: {} });
    const page = await bodyOf(await client.audit.$get({ query: { person: someone.id } }), 200);
    expect(page.items.map((event) => event.action)).toEqual(["user.ban", "sign_in", "user.create"]);
    const [ban, signIn] = page.items;
    expect(ban?.actor).toEqual({ id: adminId, name: expect.any(String), email: "admin@example.com" });
    expect(ban?.target).toEqual({ id: someone.id, name: expect.any(String), email: someone.email });
    expect(signIn?.actor?.email).toBe(someone.email);
    expect(ban?.organization).toBeNull();

    await client.users[":id"].$delete({ param: { id: someone.id } });
    const after = await bodyOf(await client.audit.$get({ query: { person: someone.id } }), 200);
    expect(after.items.map((event) => event.action)).toEqual(["user.delete", "user.ban", "sign_in", "user.create"]);
    // The events outlive the person; their name does not.
    expect(after.items.every((event) => event.target === null)).toBe(true);
    expect(after.items.map((event) => event.targetId)).toEqual(Array(4).fill(someone.id));
  });

  it("names the organization an event was in", async () => {
    const { organizationId } = await ownOrganization("audited-club");
    const page = await bodyOf(
      await api({ cookie: admin }).audit.$get({ query: { action: "member.add", limit: "1" } }),
      200,
    );
    expect(page.items[0]?.organization).toEqual({ id: organizationId, name: "audited-club" });
  });

  it("refuses a bad filter, cursor or limit with a localised error, and reads nothing", async () => {
    const ask = (query: Record<string, string>, language: string) =>
      call(`/api/audit?${new URLSearchParams(query)}`, { cookie: admin, headers: { "accept-language": language } });
    const english = (await (await ask({ action: "user.explode" }, "en")).json()) as { message: string };
    const before = await eventCount();
    for (const query of <Array<Record<string, string>>>[
      { action: "user.explode" },
      { cursor: "not-a-cursor" },
      { limit: "0" },
      { limit: "101" },
      { actor: "x".repeat(65) },
      { from: "yesterday" },
      { to: "2026-13-01T00:00:00Z" },
    ]) {
      const answer = await ask(query, "fr");
      expect(answer.status, JSON.stringify(query)).toBe(400);
      const body = (await answer.json()) as { code: string; message: string };
      expect(body.code).toBe("VALIDATION_ERROR");
      expect(body.message).not.toBe(english.message);
    }
    expect(await eventCount()).toBe(before);
  });
});

describe("events cannot be changed or deleted", () => {
  it("through any route", async () => {
    const before = await env.DB.prepare("SELECT * FROM audit_event ORDER BY id").all();
    const [first] = before.results as Array<{ id: number }>;
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const path of ["/api/audit", `/api/audit/${first?.id}`, "/api/account/activity"]) {
        const answer = await call(path, { method, cookie: admin, json: {} });
        expect([404, 405], `${method} ${path}`).toContain(answer.status);
      }
    }
    const after = await env.DB.prepare(`SELECT * FROM audit_event WHERE id <= ? ORDER BY id`)
      .bind((before.results.at(-1) as { id: number }).id)
      .all();
    expect(after.results).toEqual(before.results);
  });

  it("nor in the database, but by the retention clean-up", async () => {
    const { id } = (await env.DB.prepare("SELECT max(id) AS id FROM audit_event").first<{ id: number }>()) ?? { id: 0 };
    await expect(
      env.DB.prepare("UPDATE audit_event SET action = 'sign_in' WHERE id = ?").bind(id).run(),
    ).rejects.toThrow(/AUDIT_EVENT_APPEND_ONLY/);
    await expect(env.DB.prepare("DELETE FROM audit_event WHERE id = ?").bind(id).run()).rejects.toThrow(
      /AUDIT_EVENT_APPEND_ONLY/,
    );

    const day = 86_400_000;
    const old = (days: number) =>
      env.DB.prepare("INSERT INTO audit_event (action, created_at, details) VALUES ('sign_in', ?, ?) RETURNING id")
        .bind(Date.now() - days * day, JSON.stringify({ days }))
        .first<number>("id");
    const [keptId, goneId, kept31Id] = [await old(29), await old(91), await old(31)];
    const run = async (overrides: Record<string, string>) => {
      const ctx = createExecutionContext();
      await worker.scheduled(
        createScheduledController({ scheduledTime: Date.now(), cron: "0 3 * * *" }),
        envWith(overrides),
        ctx,
      );
      await waitOnExecutionContext(ctx);
    };
    const exists = async (eventId: number | null) =>
      (await env.DB.prepare("SELECT count(*) AS n FROM audit_event WHERE id = ?").bind(eventId).first<number>("n")) ===
      1;

    await run({});
    expect([await exists(keptId), await exists(goneId), await exists(kept31Id)]).toEqual([true, false, true]);
    await run({ AUDIT_RETENTION_DAYS: "30" });
    expect([await exists(keptId), await exists(kept31Id)]).toEqual([true, false]);
    expect(await exists(id)).toBe(true);
  });
});

describe("in the demo", () => {
  const demo = { DEMO_MODE: "true" };

  async function visitor(ip: string) {
    const options = { env: demo, ip, headers: { "user-agent": "Mozilla/5.0 Firefox/133.0" } };
    expect((await requestCode("admin@example.com", options)).status).toBe(200);
    const response = await verifyCode("admin@example.com", DEMO_CODE, options);
    expect(response.status).toBe(200);
    return cookiesFrom(response);
  }

  it("visitors see nothing of each other, in the trail or in their activity", async () => {
    const first = await visitor("203.0.113.50");
    await visitor("198.51.100.60");
    for (const read of [
      () => api({ env: demo, cookie: first }).audit.$get({ query: {} }),
      () => api({ env: demo, cookie: first }).account.activity.$get({ query: {} }),
    ]) {
      const page = await bodyOf(await read(), 200);
      expect(page.items.map((event) => event.action)).toEqual(["sign_in"]);
      expect(page.items[0]?.ip).toBe("203.0.113.0");
      expect(page.total).toBe(1);
    }
  });
});

describe("parallel requests", () => {
  it("each event carries its own request's person, network and browser", async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => person()));
    const before = await eventCount();
    const browsers = ["Firefox/133.0", "Chrome/131.0.0.0 Safari/537.36", "Edg/131.0.0.0"];
    const expected = people.map((someone, index) => ({
      id: someone.id,
      ip: `203.0.${100 + index}.7`,
      userAgent: `Mozilla/5.0 ${browsers[index % 3]}`,
    }));
    // Sign-ins, bans and revocations race each other through better-auth and the API.
    await Promise.all([
      ...expected.map(({ id, ip, userAgent }, index) =>
        index % 2 === 0
          ? signIn(people[index]?.email ?? "", { ip, headers: { "user-agent": userAgent } })
          : api({ cookie: admin, ip, headers: { "user-agent": userAgent } }).users[":id"].ban.$post({
              param: { id },
              json: {},
            }),
      ),
    ]);
    expect(await eventCount()).toBe(before + people.length);
    for (const [index, { id, ip, userAgent }] of expected.entries()) {
      const row = await env.DB.prepare(
        "SELECT action, actor_id, ip, browser FROM audit_event WHERE target_id = ? ORDER BY id DESC",
      )
        .bind(id)
        .first<{ action: string; actor_id: string; ip: string; browser: string }>();
      expect(row).toEqual({
        action: index % 2 === 0 ? "sign_in" : "user.ban",
        actor_id: index % 2 === 0 ? id : adminId,
        ip: ip.replace(/\.7$/, ".0"),
        browser: userAgent.includes("Edg/") ? "Edge" : userAgent.includes("Firefox") ? "Firefox" : "Chrome",
      });
    }
  });
});
