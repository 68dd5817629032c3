import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { api } from "../support/api";
import { latestCode, requestCode, signIn, verifyCode } from "../support/auth";
import { accept, invitation, member, ownOrganization } from "../support/organizations";
import { softPasskey } from "../support/passkey-authenticator";
import { addPasskey, ceremony, myPasskeys, signInWith } from "../support/passkeys";
import { createUser, impersonate, userIdOf, userInput } from "../support/users";
import { type CallOptions, call, uniqueEmail, uniqueIp } from "../support/worker";

/**
 * Every audited action writes exactly one event, in the statement that makes the change
 * (migrations/0016_audit_trail.sql); a refused action writes none (decision 0040).
 */
interface Event {
  id: number;
  action: string;
  actor_id: string | null;
  impersonator_id: string | null;
  target_id: string | null;
  organization_id: string | null;
  session_id: string | null;
  ip: string | null;
  browser: string | null;
  details: string | null;
  request_id: string | null;
}

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

let admin = "";
let adminId = "";

beforeAll(async () => {
  admin = await signIn("admin@example.com");
  adminId = await userIdOf("admin@example.com");
});

async function lastId(): Promise<number> {
  const row = await env.DB.prepare("SELECT coalesce(max(id), 0) AS id FROM audit_event").first<{ id: number }>();
  return row?.id ?? 0;
}

/** The events `work` wrote, oldest first. */
async function recorded(work: () => Promise<unknown>): Promise<Event[]> {
  const since = await lastId();
  await work();
  const rows = await env.DB.prepare("SELECT * FROM audit_event WHERE id > ? ORDER BY id").bind(since).all<Event>();
  return rows.results;
}

const actions = (events: Event[]) => events.map((event) => event.action);

async function person(options: CallOptions = {}) {
  const email = uniqueEmail("audited");
  const cookie = await signIn(email, options);
  return { email, cookie, id: await userIdOf(email) };
}

describe("signing in", () => {
  it("records a sign-in with the person, the network and the browser family, never the address", async () => {
    const someone = await person();
    const events = await recorded(() =>
      signIn(someone.email, { ip: "203.0.113.77", headers: { "user-agent": FIREFOX } }),
    );
    expect(actions(events)).toEqual(["sign_in"]);
    expect(events[0]).toMatchObject({
      actor_id: someone.id,
      target_id: someone.id,
      ip: "203.0.113.0",
      browser: "Firefox",
      details: null,
    });
    expect(events[0]?.session_id).not.toBeNull();
  });

  it("cuts an IPv6 address to its /48", async () => {
    const someone = await person();
    const events = await recorded(() => signIn(someone.email, { ip: "2001:db8:85a3:8d3:1319:8a2e:370:7348" }));
    expect(events.map((event) => event.ip)).toEqual(["2001:db8:85a3::"]);
  });

  it("records a new account and its first sign-in, one event each", async () => {
    const email = uniqueEmail("newcomer");
    const events = await recorded(() => signIn(email));
    expect(actions(events)).toEqual(["user.create", "sign_in"]);
    expect(events[0]?.details).toBe(JSON.stringify({ email: "n…@example.com" }));
  });

  it("records a failed sign-in, without the code or the address", async () => {
    const someone = await person();
    const ip = uniqueIp();
    expect((await requestCode(someone.email, { ip })).status).toBe(200);
    let requestId: string | null = null;
    const events = await recorded(async () => {
      const refused = await verifyCode(someone.email, "WRONG1", { ip });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      requestId = refused.headers.get("x-request-id");
    });
    expect(actions(events)).toEqual(["sign_in.failed"]);
    // A refusal, which the Worker records itself, names its request as a trigger's event does.
    expect(events[0]?.request_id).toBe(requestId);
    expect(events[0]?.target_id).toBe(someone.id);
    expect(events[0]?.actor_id).toBeNull();
    expect(events[0]?.details).not.toContain("WRONG1");
    expect(events[0]?.details).not.toContain(someone.email);
    expect(JSON.parse(events[0]?.details ?? "{}")).toMatchObject({ email: "a…@example.com" });
  });

  it("records no refusal from a provider no one may sign in with: its name is anyone's text", async () => {
    const events = await recorded(async () => {
      const response = await call("/api/auth/callback/nonexistent?code=x&state=y");
      expect(response.status).toBeLessThan(500);
    });
    expect(events).toEqual([]);
  });

  it("records a refused code request, and nothing for the ones granted, nor the ones the limits turn away", async () => {
    const email = uniqueEmail("asker");
    const ip = uniqueIp();
    const statuses: number[] = [];
    const events = await recorded(async () => {
      for (let ask = 0; ask < 4; ask++) statuses.push((await requestCode(email, { ip })).status);
      statuses.push((await requestCode("not-an-address", { ip: uniqueIp() })).status);
    });
    // The fourth is over the address's quota: each recorded, the limit would cost a row a request.
    expect(statuses).toEqual([200, 200, 200, 429, 400]);
    expect(actions(events)).toEqual(["code_request.refused"]);
    expect(JSON.parse(events[0]?.details ?? "{}")).toEqual({ code: "INVALID_EMAIL" });
  });

  it("keeps nothing of what was sent for an address that is none: no text of anyone's own, however long", async () => {
    const forged = [`s@\u202emoc.elpmaxe-nimda`, `x@${"y".repeat(60_000)}`, "K7QF2M@code", "@", "@example.com"];
    const events = await recorded(async () => {
      for (const email of forged) {
        expect((await verifyCode(email, "ABC123", { ip: uniqueIp() })).status).toBeGreaterThanOrEqual(400);
        expect((await requestCode(email, { ip: uniqueIp() })).status).toBeGreaterThanOrEqual(400);
      }
    });
    expect(events.length).toBe(forged.length * 2);
    for (const event of events) {
      expect(event.target_id).toBeNull();
      expect(Object.keys(JSON.parse(event.details ?? "{}"))).toEqual(["code"]);
    }
  });

  it("keeps no domain of an address that is nobody's: a stranger chose it, and administrators read the trail", async () => {
    const email = `nobody@your-account-is-locked-visit-evil-${Date.now().toString(36)}.example`;
    const events = await recorded(async () =>
      expect((await verifyCode(email, "ABC123", { ip: uniqueIp() })).status).toBeGreaterThanOrEqual(400),
    );
    expect(actions(events)).toEqual(["sign_in.failed"]);
    expect(events[0]?.target_id).toBeNull();
    expect(JSON.parse(events[0]?.details ?? "{}")).toEqual({ code: expect.any(String) });
    expect(JSON.stringify(events)).not.toContain("evil");
  });

  it("records a sign-up as the newcomer's, whatever session another person left in the browser", async () => {
    const other = await person();
    const email = uniqueEmail("neighbour");
    const events = await recorded(async () => {
      expect((await requestCode(email, { cookie: other.cookie })).status).toBe(200);
      expect((await verifyCode(email, await latestCode(email), { cookie: other.cookie })).status).toBe(200);
    });
    const newcomer = await userIdOf(email);
    expect(events.map((event) => [event.action, event.actor_id, event.target_id])).toEqual([
      ["user.create", newcomer, newcomer],
      ["sign_in", newcomer, newcomer],
    ]);
  });

  it("records nothing for signing out of one's own session", async () => {
    const someone = await person();
    const events = await recorded(() => call("/api/auth/sign-out", { cookie: someone.cookie, json: {} }));
    expect(events).toEqual([]);
  });
});

describe("administrators' actions", () => {
  it("record the creation of an account by its administrator", async () => {
    const events = await recorded(() => createUser(admin));
    expect(actions(events)).toEqual(["user.create"]);
    expect(events[0]?.actor_id).toBe(adminId);
  });

  it("record a role change, and nothing when the role stays", async () => {
    const created = await createUser(admin);
    const people = api({ cookie: admin }).users[":id"];
    const put = (role: "user" | "admin") =>
      people.$put({ param: { id: created.id }, json: { email: created.email, name: created.name, role } });
    expect(await recorded(() => put("user"))).toEqual([]);
    const events = await recorded(() => put("admin"));
    expect(actions(events)).toEqual(["user.role"]);
    expect(events[0]).toMatchObject({ actor_id: adminId, target_id: created.id });
    expect(JSON.parse(events[0]?.details ?? "{}")).toEqual({ from: "user", to: "admin" });
  });

  it("record an email change as first letters and domains", async () => {
    const created = await createUser(admin);
    const events = await recorded(() =>
      api({ cookie: admin })
        .users[":id"].$put({
          param: { id: created.id },
          json: { email: `zed-${crypto.randomUUID().slice(0, 6)}@example.org`, name: created.name, role: "user" },
        })
        .then((answer) => expect(answer.status).toBe(200)),
    );
    expect(actions(events)).toEqual(["user.email"]);
    expect(JSON.parse(events[0]?.details ?? "{}")).toEqual({ from: "p…@example.com", to: "z…@example.org" });
  });

  it("record a ban as one event, not the sessions it ends, and the unban", async () => {
    const someone = await person();
    await signIn(someone.email);
    const people = api({ cookie: admin }).users[":id"];
    const ban = await recorded(() => people.ban.$post({ param: { id: someone.id }, json: { reason: "spam" } }));
    expect(actions(ban)).toEqual(["user.ban"]);
    expect(ban[0]).toMatchObject({ actor_id: adminId, target_id: someone.id });
    const unban = await recorded(() => people.unban.$post({ param: { id: someone.id } }));
    expect(actions(unban)).toEqual(["user.unban"]);
  });

  it("record a deletion as one event, not the sessions and memberships that go with it", async () => {
    const { owner, organizationId } = await ownOrganization("deleted-member");
    const joined = await member(owner, organizationId);
    const memberId = (
      await env.DB.prepare("SELECT user_id AS id FROM member WHERE id = ?").bind(joined.id).first<{ id: string }>()
    )?.id as string;
    const events = await recorded(async () =>
      expect((await api({ cookie: admin }).users[":id"].$delete({ param: { id: memberId } })).status).toBe(204),
    );
    expect(actions(events)).toEqual(["user.delete"]);
    expect(events[0]).toMatchObject({ actor_id: adminId, target_id: memberId });
  });

  it("record revoking all of a person's sessions as one event, and one of them as one", async () => {
    const someone = await person();
    await signIn(someone.email);
    await signIn(someone.email);
    const people = api({ cookie: admin }).users[":id"];
    const [first] = (await (await people.sessions.$get({ param: { id: someone.id } })).json()) as Array<{ id: string }>;
    const one = await recorded(() =>
      people.sessions[":sessionId"].$delete({ param: { id: someone.id, sessionId: first?.id ?? "" } }),
    );
    expect(actions(one)).toEqual(["session.revoke"]);
    const all = await recorded(() => people.sessions.$delete({ param: { id: someone.id } }));
    expect(actions(all)).toEqual(["session.revoke"]);
    expect(all[0]).toMatchObject({ actor_id: adminId, target_id: someone.id });
  });

  it("record the start and the end of an impersonation", async () => {
    const someone = await person();
    let acting = "";
    const started = await recorded(async () => {
      acting = await impersonate(admin, someone.id);
    });
    expect(actions(started)).toEqual(["impersonation.start"]);
    expect(started[0]).toMatchObject({ actor_id: adminId, target_id: someone.id });
    const stopped = await recorded(async () =>
      expect((await call("/api/auth/admin/stop-impersonating", { cookie: acting, json: {} })).status).toBe(200),
    );
    expect(actions(stopped)).toEqual(["impersonation.stop"]);
    expect(stopped[0]).toMatchObject({ actor_id: adminId, target_id: someone.id });
  });
});

describe("a person's own actions", () => {
  it("record signing out elsewhere as one revocation", async () => {
    const someone = await person();
    await signIn(someone.email);
    await signIn(someone.email);
    const events = await recorded(async () =>
      expect((await call("/api/auth/revoke-other-sessions", { cookie: someone.cookie, json: {} })).status).toBe(200),
    );
    expect(actions(events)).toEqual(["session.revoke"]);
    expect(events[0]).toMatchObject({ actor_id: someone.id, target_id: someone.id });
  });
});

describe("organizations", () => {
  it("record memberships and invitations, one event for each change", async () => {
    const founder = await person();
    let organizationId = "";
    const created = await recorded(async () => {
      const answer = await call("/api/auth/organization/create", {
        cookie: founder.cookie,
        json: { name: "Audited", slug: `audited-${crypto.randomUUID().slice(0, 8)}` },
      });
      organizationId = ((await answer.json()) as { id: string }).id;
    });
    expect(actions(created)).toEqual(["member.add"]);
    expect(created[0]).toMatchObject({ actor_id: founder.id, target_id: founder.id, organization_id: organizationId });

    let invited = { invitationId: "", invitee: "" };
    const invitedEvents = await recorded(async () => {
      invited = await invitation(founder.cookie, organizationId);
    });
    // The invitee's first sign-in comes with the invitation helper.
    expect(actions(invitedEvents)).toEqual(["invitation.create", "user.create", "sign_in"]);
    expect(invitedEvents[0]?.details).toMatch(/"email":"i…@example.com"/);

    let memberId = "";
    const accepted = await recorded(async () => {
      const answer = await accept(invited.invitee, invited.invitationId);
      memberId = ((await answer.json()) as { member: { id: string } }).member.id;
    });
    expect(actions(accepted).sort()).toEqual(["invitation.accepted", "member.add"]);

    const promoted = await recorded(() =>
      call("/api/auth/organization/update-member-role", {
        cookie: founder.cookie,
        json: { organizationId, memberId, role: "admin" },
      }),
    );
    expect(actions(promoted)).toEqual(["member.role"]);
    expect(JSON.parse(promoted[0]?.details ?? "{}")).toEqual({ from: "member", to: "admin" });

    const removed = await recorded(() =>
      call("/api/auth/organization/remove-member", {
        cookie: founder.cookie,
        json: { organizationId, memberIdOrEmail: memberId },
      }),
    );
    expect(actions(removed)).toEqual(["member.remove"]);

    const pending = await invitation(founder.cookie, organizationId);
    const canceled = await recorded(() =>
      call("/api/auth/organization/cancel-invitation", {
        cookie: founder.cookie,
        json: { invitationId: pending.invitationId },
      }),
    );
    expect(actions(canceled)).toEqual(["invitation.canceled"]);

    await member(founder.cookie, organizationId);
    const deleted = await recorded(async () =>
      expect(
        (await call("/api/auth/organization/delete", { cookie: founder.cookie, json: { organizationId } })).status,
      ).toBe(200),
    );
    expect(actions(deleted)).toEqual(["organization.delete"]);
    expect(JSON.parse(deleted[0]?.details ?? "{}")).toEqual({ name: "Audited" });
  });
});

describe("passkeys", () => {
  it("record adding, signing in with, failing with and removing one, one event each", async () => {
    const someone = await person();
    const passkey = await softPasskey();
    const added = await recorded(async () =>
      expect((await addPasskey(someone.cookie, passkey, "Laptop")).status).toBe(200),
    );
    expect(actions(added)).toEqual(["passkey.add"]);
    expect(added[0]).toMatchObject({ actor_id: someone.id, target_id: someone.id });
    expect(JSON.parse(added[0]?.details ?? "{}")).toEqual({ name: "Laptop" });
    expect(JSON.stringify(added)).not.toContain(passkey.id);

    const signedIn = await recorded(async () => expect((await signInWith(passkey)).response.status).toBe(200));
    expect(actions(signedIn)).toEqual(["sign_in"]);
    expect(signedIn[0]).toMatchObject({ actor_id: someone.id, target_id: someone.id });

    const [{ id } = { id: "" }] = await myPasskeys(someone.cookie);
    // Refused: someone else deleting it, or a registration past the limit, writes nothing.
    const stranger = await person();
    const refused = await recorded(async () =>
      expect((await call("/api/auth/passkey/delete-passkey", { cookie: stranger.cookie, json: { id } })).status).toBe(
        404,
      ),
    );
    expect(refused).toEqual([]);

    const removed = await recorded(async () =>
      expect((await call("/api/auth/passkey/delete-passkey", { cookie: someone.cookie, json: { id } })).status).toBe(
        200,
      ),
    );
    expect(actions(removed)).toEqual(["passkey.remove"]);
    expect(removed[0]).toMatchObject({ actor_id: someone.id, target_id: someone.id });

    const failed = await recorded(async () => expect((await signInWith(passkey)).response.status).toBe(404));
    expect(actions(failed)).toEqual(["sign_in.failed"]);
    expect(JSON.parse(failed[0]?.details ?? "{}")).toEqual({ code: "PASSKEY_NOT_FOUND", with: "passkey" });
    expect(JSON.stringify(failed)).not.toContain(passkey.id);
  });

  it("record a failed passkey sign-in against the person whose passkey it is", async () => {
    const someone = await person();
    const passkey = await softPasskey();
    expect((await addPasskey(someone.cookie, passkey)).status).toBe(200);
    const started = await ceremony("generate-authenticate-options", "");
    const failed = await recorded(async () => {
      const answer = await passkey.authenticate(started.body, "https://evil.example");
      const response = await call("/api/auth/passkey/verify-authentication", {
        cookie: started.cookie,
        json: { response: answer },
      });
      expect(response.status).toBe(401);
    });
    expect(actions(failed)).toEqual(["sign_in.failed"]);
    expect(failed[0]).toMatchObject({ target_id: someone.id, actor_id: null });
  });

  it("record a person's deletion as one event, not the passkeys that go with them", async () => {
    const someone = await person();
    expect((await addPasskey(someone.cookie, await softPasskey())).status).toBe(200);
    const events = await recorded(async () =>
      expect((await api({ cookie: admin }).users[":id"].$delete({ param: { id: someone.id } })).status).toBe(204),
    );
    expect(actions(events)).toEqual(["user.delete"]);
  });
});

describe("refused actions", () => {
  it("write no event", async () => {
    const someone = await person();
    const adminApi = api({ cookie: admin }).users[":id"];
    const refusals = await recorded(async () => {
      // Not allowed: a member asking for the administrators' routes.
      expect((await api({ cookie: someone.cookie }).users.$post({ json: userInput() })).status).toBe(403);
      expect(
        (await api({ cookie: someone.cookie }).users[":id"].ban.$post({ param: { id: adminId }, json: {} })).status,
      ).toBe(403);
      // Refused by a rule of the handler, before the write.
      expect((await adminApi.ban.$post({ param: { id: adminId }, json: {} })).status).toBe(403);
      // Refused by the database, inside the write: an address already taken.
      const taken = await adminApi.$put({
        param: { id: someone.id },
        json: { email: "admin@example.com", name: "Person", role: "admin" },
      });
      expect(await taken.json()).toMatchObject({ code: "CONFLICT" });
      // Not found.
      expect((await adminApi.$delete({ param: { id: "nobody" } })).status).toBe(404);
    });
    expect(refusals).toEqual([]);
  });

  it("write no event for a change refused by a trigger, whose statement is undone with its event", async () => {
    const { owner, organizationId } = await ownOrganization("sole-owner");
    const ownerId = (
      await env.DB.prepare("SELECT user_id AS id FROM member WHERE organization_id = ?")
        .bind(organizationId)
        .first<{ id: string }>()
    )?.id as string;
    await member(owner, organizationId);
    const events = await recorded(async () =>
      expect((await api({ cookie: admin }).users[":id"].$delete({ param: { id: ownerId } })).status).toBe(409),
    );
    expect(events).toEqual([]);
    expect(
      await userIdOf(
        (await env.DB.prepare("SELECT email FROM user WHERE id = ?").bind(ownerId).first("email")) as string,
      ),
    ).toBe(ownerId);
  });

  it("write none for what the scheduled clean-up removes", async () => {
    const someone = await person();
    await env.DB.prepare("UPDATE session SET expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 1000, someone.id)
      .run();
    const events = await recorded(async () => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "0 3 * * *" }), env, ctx);
      await waitOnExecutionContext(ctx);
    });
    expect(events).toEqual([]);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM session WHERE user_id = ?").bind(someone.id).first("n"),
    ).toBe(0);
  });
});
