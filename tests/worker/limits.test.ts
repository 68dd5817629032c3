/**
 * The platform limits that input can reach (docs/limits.md), each at and just past its
 * limit: a 4xx on the field at fault, never a 5xx, and nothing written. Searches of every
 * length and script are in search.test.ts; bodies over 64 KiB in tests/security/input.test.ts.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, api, errorOf } from "../support/api";
import { codeKey, countRows, delivered, latestCode, requestCode, signIn, verifyCode } from "../support/auth";
import { insertGenres } from "../support/books";
import { accept, invitation, ownOrganization } from "../support/organizations";
import { bindingsWith, kvWithWriteRate } from "../support/security-input";
import { call, callWith, cookiesFrom, uniqueEmail } from "../support/worker";

const EMAIL_MAX = 254;
/** An address of `length` characters that the email syntax accepts. */
const emailOf = (length: number, domain = "example.com") => `${"a".repeat(length - domain.length - 1)}@${domain}`;

/** A 400 that names `field` among its issues, in the request's language. */
async function expectRefusedOn(response: Answer, field: string) {
  expect(response.status).toBe(400);
  const body = await errorOf(response);
  expect(body.code).toBe("VALIDATION_ERROR");
  expect(body.issues?.map((issue) => issue.path)).toEqual([field]);
  return body;
}

let admin: string;
beforeAll(async () => {
  await insertGenres();
  admin = await signIn("admin@example.com");
});

describe("KV keys: 512 bytes (one-time codes are keyed by the email)", () => {
  it(`a ${EMAIL_MAX}-character email gets a code and signs in with it`, async () => {
    const email = emailOf(EMAIL_MAX);
    expect((await requestCode(email)).status).toBe(200);
    expect(new TextEncoder().encode(codeKey(email)).length).toBeLessThanOrEqual(512);
    expect((await verifyCode(email, await latestCode(email))).status).toBe(200);
  });

  it.each([EMAIL_MAX + 1, 600, 5000])(
    "a %i-character email is 400 INVALID_EMAIL on every code route, and nothing is stored",
    async (length) => {
      const email = emailOf(length);
      for (const response of [
        await requestCode(email),
        await verifyCode(email, "AAAAAA"),
        await call("/api/auth/email-otp/verify-email", { json: { email, otp: "AAAAAA" } }),
      ]) {
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ code: "INVALID_EMAIL" });
      }
      expect(await countRows("otp_guard", "key = ?", codeKey(email))).toBe(0);
      expect(await countRows("user", "email = ?", email)).toBe(0);
    },
  );

  it(`a new email of ${EMAIL_MAX} characters can be confirmed; one more is 400, and the email stays`, async () => {
    const email = uniqueEmail("mover");
    const cookie = await signIn(email);
    const fits = await call("/api/auth/email-otp/request-email-change", {
      cookie,
      json: { newEmail: emailOf(EMAIL_MAX, "new.example.com") },
    });
    expect(fits.status).toBe(200);
    for (const path of ["/api/auth/email-otp/request-email-change", "/api/auth/email-otp/change-email"]) {
      const tooLong = await call(path, { cookie, json: { newEmail: emailOf(EMAIL_MAX + 1), otp: "AAAAAA" } });
      expect(tooLong.status).toBe(400);
      expect(await tooLong.json()).toMatchObject({ code: "INVALID_EMAIL" });
    }
    expect(await countRows("user", "email = ?", email)).toBe(1);
  });

  it("the dev outbox answers an empty list for an address too long to have mail, in bytes too", async () => {
    for (const to of [emailOf(600), `${"漢".repeat(200)}@example.com`]) {
      const response = await call(`/api/dev/emails?to=${encodeURIComponent(to)}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    }
  });
});

describe("KV writes: one per second per key (production refuses a second one with 429)", () => {
  const rated = () => kvWithWriteRate(env.KV);

  it("two code requests for one address within a second: both answer 200, and the latest code signs in", async () => {
    const email = uniqueEmail("twice");
    const { kv, counts } = rated();
    const bindings = bindingsWith({ KV: kv });
    const send = () =>
      callWith(bindings, "/api/auth/email-otp/send-verification-otp", { json: { email, type: "sign-in" } });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect(counts.refused).toBeGreaterThan(0);
    await delivered(email, 2);
    const response = await callWith(bindings, "/api/auth/sign-in/email-otp", {
      json: { email, otp: await latestCode(email) },
    });
    expect(response.status).toBe(200);
  });

  it("two code requests for one address at the same moment: the code in the email sent last signs in", async () => {
    const email = uniqueEmail("together");
    // The first request's KV write arrives late, after the second's: KV refuses it, and its
    // retry a second later writes its code to both stores, as the email that follows says.
    const { kv } = rated();
    let late = true;
    const slowFirstWrite = new Proxy(kv, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property !== "put" || typeof value !== "function")
          return typeof value === "function" ? value.bind(target) : value;
        return async (...args: unknown[]) => {
          if (late) {
            late = false;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          return value.apply(target, args);
        };
      },
    });
    const bindings = bindingsWith({ KV: slowFirstWrite });
    const send = () =>
      callWith(bindings, "/api/auth/email-otp/send-verification-otp", { json: { email, type: "sign-in" } });
    expect((await Promise.all([send(), send()])).map((response) => response.status)).toEqual([200, 200]);
    // Both emails, unless the queue found the first one's code replaced and sent only the other.
    await delivered(email, 2);
    const response = await callWith(bindings, "/api/auth/sign-in/email-otp", {
      json: { email, otp: await latestCode(email) },
    });
    expect(response.status).toBe(200);
  });

  it("wrong guesses as fast as they come: each is INVALID_OTP or TOO_MANY_ATTEMPTS, never a 500", async () => {
    const email = uniqueEmail("fast");
    await requestCode(email);
    const { kv, counts } = rated();
    const bindings = bindingsWith({ KV: kv });
    const statuses: number[] = [];
    for (let guess = 0; guess < 4; guess += 1) {
      const response = await callWith(bindings, "/api/auth/sign-in/email-otp", { json: { email, otp: "WRONG2" } });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 403]);
    expect(counts.writes + counts.refused).toBe(0);
  });
});

describe("KV time to live: 60 seconds at least", () => {
  it("a wrong guess with under a minute of the code's life left is 400, and the code still works", async () => {
    const email = uniqueEmail("last-seconds");
    await requestCode(email);
    const code = await latestCode(email);
    // 30 s left: a record written back now would need a TTL under KV's 60 s minimum. A wrong
    // guess writes only the D1 guard, so nothing is written to KV at all.
    const record = await env.KV.get<Record<string, unknown>>(codeKey(email), "json");
    await env.KV.put(codeKey(email), JSON.stringify({ ...record, expiresAt: new Date(Date.now() + 30_000) }));
    const wrong = await verifyCode(email, code.startsWith("A") ? "BBBBBB" : "AAAAAA");
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "INVALID_OTP" });
    expect((await verifyCode(email, code)).status).toBe(200);
  });
});

describe("D1 LIKE patterns: 50 bytes (better-auth's searchable lists)", () => {
  let owner: string;
  let organizationId: string;
  beforeAll(async () => {
    ({ owner, organizationId } = await ownOrganization("limits"));
  });
  const members = (query: string) =>
    call(`/api/auth/organization/list-members?organizationId=${organizationId}&${query}`, { cookie: owner });

  it.each(["contains", "starts_with", "ends_with"])(
    "list-members filtered with %s: 48 bytes answer 200, 49 bytes are 400 on filterValue",
    async (operator) => {
      const filter = (value: string) =>
        members(`filterField=role&filterOperator=${operator}&filterValue=${encodeURIComponent(value)}`);
      expect((await filter("o".repeat(48))).status).toBe(200);
      expect((await filter("漢".repeat(16))).status).toBe(200);
      await expectRefusedOn(await filter("o".repeat(49)), "filterValue");
      await expectRefusedOn(await filter("漢".repeat(17)), "filterValue");
    },
  );

  it("list-users searched by an administrator: 48 bytes find the person, 49 bytes are 400 on searchValue", async () => {
    const email = emailOf(60, "limits.example.com");
    await signIn(email);
    const search = (value: string) =>
      call(`/api/auth/admin/list-users?searchField=email&searchValue=${encodeURIComponent(value)}`, { cookie: admin });
    const found = await search(email.slice(0, 48));
    expect(found.status).toBe(200);
    expect(((await found.json()) as { users: Array<{ email: string }> }).users.map((user) => user.email)).toEqual([
      email,
    ]);
    // better-auth answered an empty list here, as if nobody matched.
    await expectRefusedOn(await search(email.slice(0, 49)), "searchValue");
  });

  it("a sort or filter field that names no column, or an offset past what SQLite binds, is 400 on it", async () => {
    await expectRefusedOn(await members("sortBy=nope"), "sortBy");
    await expectRefusedOn(await members("filterField=nope&filterValue=x"), "filterField");
    await expectRefusedOn(await members("filterField=role&filterOperator=in&filterValue=owner"), "filterValue");
    await expectRefusedOn(await members("offset=99999999999999999999"), "offset");
    expect((await members("sortBy=createdAt&offset=999999999")).status).toBe(200);
  });

  it("limit and offset say what is wrong with them, as the app API's do", async () => {
    const users = (query: string) => call(`/api/auth/admin/list-users?${query}`, { cookie: admin });
    for (const limit of ["abc", "1.5", "-1", "0x10"]) {
      const body = await expectRefusedOn(await users(`limit=${limit}`), "limit");
      expect(body.issues?.[0]?.message).toBe("This value must be a whole number");
    }
    const body = await expectRefusedOn(await users("offset=99999999999"), "offset");
    expect(body.issues?.[0]?.message).toBe("This value must be at most 999999999");
  });

  it("a filter missing its value or its field, or on a date, is 400 on it (each was a 500 on list-members)", async () => {
    for (const operator of ["eq", "in", "not_in"]) {
      await expectRefusedOn(await members(`filterField=id&filterOperator=${operator}`), "filterValue");
    }
    await expectRefusedOn(await members("filterField=id"), "filterValue");
    await expectRefusedOn(await members("filterValue[]=a&filterField=id&filterOperator=in"), "filterValue");
    await expectRefusedOn(await members("filterValue=owner"), "filterField");
    for (const [operator, value] of [
      ["lt", "x"],
      ["eq", "2026-01-01"],
      ["gt", "1700000000000"],
    ]) {
      await expectRefusedOn(
        await members(`filterField=createdAt&filterOperator=${operator}&filterValue=${value}`),
        "filterField",
      );
    }
    expect((await members("filterField=role&filterValue=owner")).status).toBe(200);
    expect((await members("filterField=role&filterOperator=in&filterValue=owner&filterValue=member")).status).toBe(200);
  });
});

describe("D1 bound parameters: 100 per query", () => {
  let owner: string;
  let organizationId: string;
  const values = (count: number) => Array.from({ length: count }, (_, index) => `filterValue=r${index}`).join("&");

  beforeAll(async () => {
    ({ owner, organizationId } = await ownOrganization("crowded"));
  });

  it("a filter listing 90 values answers 200; 91 are 400 on filterValue (list-members and list-users)", async () => {
    const members = (count: number) =>
      call(
        `/api/auth/organization/list-members?organizationId=${organizationId}&filterField=role&filterOperator=in&${values(count)}`,
        { cookie: owner },
      );
    const users = (count: number) =>
      call(`/api/auth/admin/list-users?filterField=role&filterOperator=in&${values(count)}`, { cookie: admin });
    expect((await members(90)).status).toBe(200);
    expect((await users(90)).status).toBe(200);
    await expectRefusedOn(await members(91), "filterValue");
    await expectRefusedOn(await users(91), "filterValue");
  });

  it("an organization holds 100 members, all listed; the 101st is refused and the lists still answer", async () => {
    // 98 members beside the owner, then one more by invitation: 100. Both invitations go out
    // while there is a seat: a full organization takes no invitations.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 98)
       INSERT INTO user (id, name, name_key, email, email_verified, created_at, updated_at, role, banned)
       SELECT 'crowd-' || i, 'Crowd ' || i, 'crowd ' || i, 'crowd-' || i || '@example.com', 1, 0, 0, 'user', 0 FROM n`,
    ).run();
    await env.DB.prepare(
      `INSERT INTO member (id, organization_id, user_id, role, created_at)
       SELECT 'crowd-member-' || id, ?1, id, 'member', 0 FROM user WHERE id LIKE 'crowd-%'`,
    )
      .bind(organizationId)
      .run();

    const [last, extra] = [await invitation(owner, organizationId), await invitation(owner, organizationId)];
    expect((await accept(last.invitee, last.invitationId)).status).toBe(200);
    const refused = await accept(extra.invitee, extra.invitationId);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "ORGANIZATION_MEMBERSHIP_LIMIT_REACHED" });
    expect(await countRows("member", "organization_id = ?", organizationId)).toBe(100);

    const full = await call(`/api/auth/organization/get-full-organization?organizationId=${organizationId}`, {
      cookie: owner,
    });
    expect(full.status).toBe(200);
    const members = ((await full.json()) as { members: { user: { email: string } }[] }).members;
    expect(members).toHaveLength(100);
    expect(new Set(members.map((member) => member.user.email)).size).toBe(100);
    const listed = await call(`/api/auth/organization/list-members?organizationId=${organizationId}&limit=200`, {
      cookie: owner,
    });
    expect(listed.status).toBe(200);
    const listedMembers = (await listed.json()) as { members: { user: { email: string } }[]; total: number };
    expect(listedMembers.total).toBe(100);
    expect(new Set(listedMembers.members.map((member) => member.user.email)).size).toBe(100);
  });
});

describe("the app API's own parameters, at and past their maximum", () => {
  it("search terms: 200 characters for books and 254 for people answer 200; one more is 400 on searchTerm", async () => {
    const client = api({ cookie: admin });
    for (const [search, max] of [
      [(searchTerm: string) => client.books.$get({ query: { searchTerm } }), 200],
      [(searchTerm: string) => client.users.$get({ query: { searchTerm } }), EMAIL_MAX],
    ] as const) {
      expect((await search("漢".repeat(max))).status).toBe(200);
      await expectRefusedOn(await search("漢".repeat(max + 1)), "searchTerm");
    }
  });

  it("ids in paths: 64 characters answer 404; 65 are 400 on id", async () => {
    const client = api({ cookie: admin });
    for (const [field, send] of [
      ["id", (id: string) => client.books[":id"].$get({ param: { id } })],
      ["id", (id: string) => client.users[":id"].$get({ param: { id } })],
      [
        "sessionId",
        (sessionId: string) => client.users[":id"].sessions[":sessionId"].$delete({ param: { id: "x", sessionId } }),
      ],
      ["id", (id: string) => client.account.sessions[":id"].$delete({ param: { id } })],
    ] as const) {
      expect((await send("b".repeat(64))).status).toBe(404);
      await expectRefusedOn(await send("b".repeat(65)), field);
    }
  });

  it("cursors: 512 characters are read (and refused as forged); 513 are 400 on cursor", async () => {
    const page = (cursor: string) => api({ cookie: admin }).books.$get({ query: { cursor } });
    const forged = await expectRefusedOn(await page("c".repeat(512)), "cursor");
    const tooLong = await expectRefusedOn(await page("c".repeat(513)), "cursor");
    expect(forged.issues?.[0]?.message).not.toBe("This field is too long");
    expect(tooLong.issues?.[0]?.message).toBe("This field is too long");
  });
});

describe("request headers: 128 KB in all (Cloudflare refuses more before the Worker runs)", () => {
  const large = "x".repeat(100_000);

  it("a 100 KB cookie beside the session, or as the session token, is no session error and no 5xx", async () => {
    const books = (cookie: string) => api({ cookie }).books.$get({ query: {} });
    expect((await books(`${admin}; junk=${large}`)).status).toBe(200);
    const forged = await call("/api/auth/get-session", { cookie: `better-auth.session_token=${large}` });
    expect(forged.status).toBe(200);
    expect(await forged.json()).toBeNull();
    expect((await books(`better-auth.session_token=${large}`)).status).toBe(401);
  });

  it("a 100 KB Accept-Language is still read (French, after 100 KB of junk); a 100 KB User-Agent is stored with the session", async () => {
    const client = api({ cookie: admin, headers: { "accept-language": `${large},fr` } });
    const answer = await client.books[":id"].$get({ param: { id: "none" } });
    expect(answer.status).toBe(404);
    expect(await errorOf(answer)).toMatchObject({ code: "NOT_FOUND", message: "Introuvable" });
    const email = uniqueEmail("agent");
    const headers = { "user-agent": large };
    await requestCode(email, { headers });
    const signedIn = await verifyCode(email, await latestCode(email), { headers });
    expect(signedIn.status).toBe(200);
    expect(cookiesFrom(signedIn)).toContain("session_token");
    expect(await countRows("session", "length(user_agent) = ?", large.length)).toBe(1);
  });
});
