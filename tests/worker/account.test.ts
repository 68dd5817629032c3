import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, bodyOf, errorOf } from "../support/api";
import { countRows, delivered, latestCode, sessionUser, settledOutbox, signIn } from "../support/auth";
import { accept, invitation, member, ownOrganization } from "../support/organizations";
import { ageSessions, createUser, userIdOf, userInput } from "../support/users";
import { call, uniqueEmail, updateCookies } from "../support/worker";

async function mySessions(cookie: string) {
  return bodyOf(await api({ cookie }).account.sessions.$get(), 200);
}

const endMySession = (cookie: string, id = "") => api({ cookie }).account.sessions[":id"].$delete({ param: { id } });

describe("my sessions", () => {
  it("lists them by id with the current one marked, never with tokens", async () => {
    const email = uniqueEmail();
    await signIn(email);
    const cookie = await signIn(email);
    const sessions = await mySessions(cookie);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const text = JSON.stringify(sessions);
    expect(text).not.toContain("token");
  });

  it("ending another of my sessions signs that device out", async () => {
    const email = uniqueEmail();
    const other = await signIn(email);
    const mine = await signIn(email);
    const target = (await mySessions(mine)).find((session) => !session.current);
    expect((await endMySession(mine, target?.id)).status).toBe(204);
    expect(await sessionUser(other)).toBeNull();
    expect(await sessionUser(mine)).not.toBeNull();
  });

  it("ending the session I am using signs this browser out: its cookie is expired too", async () => {
    const mine = await signIn(uniqueEmail("leaving"));
    const current = (await mySessions(mine)).find((session) => session.current);
    const ended = await endMySession(mine, current?.id);
    expect(ended.status).toBe(204);
    const expired = ended.headers.getSetCookie().filter((cookie) => cookie.startsWith("better-auth.session_token="));
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatch(/Max-Age=0/);
    expect(await sessionUser(mine)).toBeNull();
  });

  it("ending another of them leaves this browser's cookie alone", async () => {
    const email = uniqueEmail();
    await signIn(email);
    const mine = await signIn(email);
    const other = (await mySessions(mine)).find((session) => !session.current);
    const cookies = (await endMySession(mine, other?.id)).headers.getSetCookie();
    expect(cookies.filter((cookie) => cookie.startsWith("better-auth.session"))).toEqual([]);
    expect(await sessionUser(mine)).not.toBeNull();
  });

  it("someone else's session id answers 404 and stays alive (no IDOR)", async () => {
    const victim = await signIn(uniqueEmail("victim"));
    const [victimSession] = await mySessions(victim);
    const attacker = await signIn(uniqueEmail("attacker"));
    const response = await endMySession(attacker, victimSession?.id);
    expect(response.status).toBe(404);
    expect(await sessionUser(victim)).not.toBeNull();
  });

  it("'revoke other sessions' keeps only this one", async () => {
    const email = uniqueEmail();
    const elsewhere = await signIn(email);
    const here = await signIn(email);
    expect((await call("/api/auth/revoke-other-sessions", { cookie: here, json: {} })).status).toBe(200);
    expect(await sessionUser(elsewhere)).toBeNull();
    expect(await mySessions(here)).toHaveLength(1);
  });
});

describe("changing my email", () => {
  it("happens only after the new address confirms with its own code", async () => {
    const email = uniqueEmail("before");
    const newEmail = uniqueEmail("after");
    const cookie = await signIn(email);
    const id = await userIdOf(email);

    expect((await call("/api/auth/email-otp/request-email-change", { cookie, json: { newEmail } })).status).toBe(200);
    const [mail] = await delivered(newEmail, 1);
    expect(mail?.subject).toBe("Your verification code");
    // It says what the code does: not a sign-in.
    expect(mail?.text).toContain("Use this code to make this address your account's email:");
    expect(mail?.text).toContain("If you did not ask to change your email to this address, you can ignore this email.");
    expect(mail?.text).not.toContain("sign in");
    expect(await userIdOf(email)).toBe(id);

    const wrong = await call("/api/auth/email-otp/change-email", { cookie, json: { newEmail, otp: "AAAAAA" } });
    expect(wrong.status).toBe(400);
    expect(await countRows("user", "email = ?", newEmail)).toBe(0);

    const right = await call("/api/auth/email-otp/change-email", {
      cookie,
      json: { newEmail, otp: await latestCode(newEmail) },
    });
    expect(right.status).toBe(200);
    expect(await userIdOf(newEmail)).toBe(id);
    expect(await countRows("user", "email = ?", email)).toBe(0);
  });

  it("tells the old address, in the person's language, when and to what, and nothing before", async () => {
    const email = uniqueEmail("moved-from");
    const newEmail = uniqueEmail("moved-to");
    const cookie = `${await signIn(email)}; lang=fr`;
    const before = (await settledOutbox(email, 1)).length;
    await call("/api/auth/email-otp/request-email-change", { cookie, json: { newEmail } });
    // Asking for a code tells the old address nothing yet: nothing has moved.
    const wrong = await call("/api/auth/email-otp/change-email", { cookie, json: { newEmail, otp: "AAAAAA" } });
    expect(wrong.status).toBe(400);
    expect(await settledOutbox(email, before + 1)).toHaveLength(before);

    const right = await call("/api/auth/email-otp/change-email", {
      cookie,
      json: { newEmail, otp: await latestCode(newEmail) },
    });
    expect(right.status).toBe(200);
    const [notice] = await delivered(email, before + 1);
    expect(notice?.subject).toBe("L'adresse e-mail de votre compte a été modifiée");
    const shown = notice?.text.replaceAll("\u2060", "") ?? "";
    expect(shown).toContain(`par \u2068${newEmail}\u2069 le `);
    expect(shown).toMatch(/\d{4} .*\(UTC\)/);
    expect(shown).toContain("contactez sans attendre votre administrateur");
    // No link to follow in a message an attacker could expect.
    expect(notice?.html).not.toContain("<a ");
    expect(await settledOutbox(newEmail, 2)).toHaveLength(1);
  });

  it("an administrator's change tells the old address too, as an administrator's", async () => {
    const admin = await signIn("admin@example.com");
    const email = uniqueEmail("admin-moved-from");
    const person = await createUser(admin, userInput({ email }));
    const newEmail = uniqueEmail("admin-moved-to");
    const renamedOnly = await call(`/api/users/${person.id}`, {
      method: "PUT",
      cookie: admin,
      json: { email, name: "Renamed", role: "user" },
    });
    expect(renamedOnly.status).toBe(200);
    expect(await settledOutbox(email, 1)).toHaveLength(0);
    const moved = await call(`/api/users/${person.id}`, {
      method: "PUT",
      cookie: admin,
      json: { email: newEmail, name: "Renamed", role: "user" },
    });
    expect(moved.status).toBe(200);
    const [notice] = await delivered(email, 1);
    expect(notice?.text.replaceAll("\u2060", "")).toContain(
      `An administrator changed the email of your account to \u2068${newEmail}\u2069 on `,
    );
  });

  it("two people confirming the same new address at once: one gets it, the other is told it is taken", async () => {
    for (let round = 0; round < 3; round += 1) {
      const newEmail = uniqueEmail("contested");
      const first = await signIn(uniqueEmail("first"));
      const second = await signIn(uniqueEmail("second"));
      // One after the other, each email delivered before the next request: the newest is the second's.
      for (const [index, cookie] of [first, second].entries()) {
        await call("/api/auth/email-otp/request-email-change", { cookie, json: { newEmail } });
        await delivered(newEmail, index + 1);
      }
      const [forSecond, forFirst] = await delivered(newEmail, 2);
      const responses = await Promise.all([
        call("/api/auth/email-otp/change-email", { cookie: first, json: { newEmail, otp: forFirst?.code } }),
        call("/api/auth/email-otp/change-email", { cookie: second, json: { newEmail, otp: forSecond?.code } }),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, expect.any(Number)]);
      const refused = responses.find((response) => response.status !== 200);
      expect([400, 409]).toContain(refused?.status);
      expect(await countRows("user", "email = ?", newEmail)).toBe(1);
    }
  });

  it("the code for one person's change cannot confirm another's", async () => {
    const newEmail = uniqueEmail("contested");
    const asker = await signIn(uniqueEmail("asker"));
    const thief = await signIn(uniqueEmail("thief"));
    await call("/api/auth/email-otp/request-email-change", { cookie: asker, json: { newEmail } });
    const response = await call("/api/auth/email-otp/change-email", {
      cookie: thief,
      json: { newEmail, otp: await latestCode(newEmail) },
    });
    expect(response.status).toBe(400);
    expect(await countRows("user", "email = ?", newEmail)).toBe(0);
  });

  it("moving to the address it already has is refused on the field, in the person's language, and mails nothing", async () => {
    const email = uniqueEmail("same");
    const cookie = await signIn(email);
    for (const [lang, message] of [
      ["en", "This is already your email"],
      ["fr", "C'est déjà votre email"],
    ] as const) {
      const refused = await call("/api/auth/email-otp/request-email-change", {
        cookie: `${cookie}; lang=${lang}`,
        json: { newEmail: ` ${email.toUpperCase()} ` },
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: "INVALID_EMAIL", issues: [{ path: "newEmail", message }] });
    }
    expect(await settledOutbox(email, 2)).toHaveLength(1);
  });

  it("one account mails at most 5 new addresses an hour, however many ask at once, and the rest get nothing", async () => {
    const cookie = await signIn(uniqueEmail("mover"));
    const addresses = Array.from({ length: 8 }, () => uniqueEmail("moved-to"));
    const answers = await Promise.all(
      addresses.map((newEmail) => call("/api/auth/email-otp/request-email-change", { cookie, json: { newEmail } })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    const refused = answers.find((answer) => answer.status === 429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    const mailed = await Promise.all(addresses.map((address) => settledOutbox(address, 1)));
    expect(mailed.filter((emails) => emails.length === 1)).toHaveLength(5);
  });

  it("a session older than 10 minutes is told SESSION_EXPIRED, and a new code makes it fresh", async () => {
    const email = uniqueEmail("stale");
    const cookie = await signIn(email);
    await ageSessions(await userIdOf(email), 11);
    const refused = await call("/api/auth/email-otp/request-email-change", {
      cookie,
      json: { newEmail: uniqueEmail() },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: "SESSION_EXPIRED",
      message: "Session expired. Re-authenticate to perform this action.",
    });
    const inFrench = await call("/api/auth/email-otp/request-email-change", {
      cookie: `${cookie}; lang=fr`,
      json: { newEmail: uniqueEmail() },
    });
    expect((await errorOf(inFrench)).message).toBe("Session expirée. Reconnectez-vous pour effectuer cette action.");

    const fresh = await signIn(email);
    expect(
      (await call("/api/auth/email-otp/request-email-change", { cookie: fresh, json: { newEmail: uniqueEmail() } }))
        .status,
    ).toBe(200);
  });
});

describe("deleting my account", () => {
  it("needs a fresh session", async () => {
    const email = uniqueEmail();
    const cookie = await signIn(email);
    const id = await userIdOf(email);
    await ageSessions(id, 11);
    const response = await call("/api/auth/delete-user", { cookie, json: {} });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "SESSION_EXPIRED" });
    expect(await countRows("user", "id = ?", id)).toBe(1);
  });

  it("removes the account and its sessions", async () => {
    const email = uniqueEmail("leaving");
    const cookie = await signIn(email);
    const id = await userIdOf(email);
    const response = await call("/api/auth/delete-user", { cookie, json: {} });
    expect(response.status).toBe(200);
    expect(await countRows("user", "id = ?", id)).toBe(0);
    expect(await countRows("session", "user_id = ?", id)).toBe(0);
    expect(await sessionUser(updateCookies(cookie, response))).toBeNull();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM account WHERE user_id = ?").bind(id).first()).toMatchObject({
      n: 0,
    });
  });
});

describe("my organizations", () => {
  it("lists those I belong to, by name, with my role, their members and which one is active", async () => {
    const email = uniqueEmail("me");
    const mine = await signIn(email);
    const joinAs = async (owner: string, organizationId: string, role: string) => {
      const invited = await call("/api/auth/organization/invite-member", {
        cookie: owner,
        json: { organizationId, email, role },
      });
      expect((await accept(mine, ((await invited.json()) as { id: string }).id)).status).toBe(200);
    };
    const zebra = await ownOrganization("zebra-club");
    const { cookie: zebraMember } = await member(zebra.owner, zebra.organizationId);
    await invitation(zebra.owner, zebra.organizationId);
    const aardvark = await ownOrganization("aardvark-society");
    await joinAs(aardvark.owner, aardvark.organizationId, "admin");
    // Accepting an invitation makes its organization the active one.
    await joinAs(zebra.owner, zebra.organizationId, "member");

    const listed = await bodyOf(await api({ cookie: mine }).account.organizations.$get(), 200);
    expect(
      listed.map(({ id, name, role, members, owners, active }) => ({ id, name, role, members, owners, active })),
    ).toEqual([
      { id: aardvark.organizationId, name: "aardvark-society", role: "admin", members: 2, owners: 1, active: false },
      { id: zebra.organizationId, name: "zebra-club", role: "member", members: 3, owners: 1, active: true },
    ]);

    const activated = await call("/api/auth/organization/set-active", {
      cookie: mine,
      json: { organizationId: aardvark.organizationId },
    });
    expect(activated.status).toBe(200);
    const after = await bodyOf(await api({ cookie: mine }).account.organizations.$get(), 200);
    expect(after.map(({ active }) => active)).toEqual([true, false]);

    expect(await bodyOf(await api({ cookie: zebraMember }).account.organizations.$get(), 200)).toHaveLength(1);
    const stranger = await signIn(uniqueEmail());
    expect(await bodyOf(await api({ cookie: stranger }).account.organizations.$get(), 200)).toEqual([]);
  });

  it("signed out is 401, and lists nothing", async () => {
    const response = await api({}).account.organizations.$get();
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toMatchObject({ code: "UNAUTHORIZED" });
  });
});
