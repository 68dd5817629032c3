import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { INVITATION_EXPIRES_IN_SECONDS } from "../../worker/auth/organization-policy.shared";
import { invitationEmail } from "../../worker/email/invitation-email";
import { type Locale, locales } from "../../worker/i18n/locales.shared";
import { hashForLogs } from "../../worker/lib/log";
import { countRows, delivered, settledOutbox, signIn } from "../support/auth";
import { ownOrganization } from "../support/organizations";
import { call, ORIGIN, uniqueEmail } from "../support/worker";

function invite(owner: string, organizationId: string, email: string, extra: Record<string, unknown> = {}) {
  return call("/api/auth/organization/invite-member", {
    cookie: owner,
    json: { organizationId, email, role: "member", ...extra },
  });
}

async function expiresAt(invitationId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT expires_at AS expiresAt FROM invitation WHERE id = ?1")
    .bind(invitationId)
    .first<{ expiresAt: number }>();
  return Number(row?.expiresAt);
}

describe("an invitation's email", () => {
  it("names the organization, the inviter, the role and the expiry, and links to the invitation's page", async () => {
    const { owner, organizationId } = await ownOrganization("welcome-crew");
    await env.DB.prepare(
      "UPDATE user SET name = 'Ada Lovelace' WHERE id = (SELECT user_id FROM member WHERE organization_id = ?1)",
    )
      .bind(organizationId)
      .run();
    const email = uniqueEmail("invited");
    const before = Date.now();
    const invited = await invite(owner, organizationId, email, { role: "admin" });
    expect(invited.status).toBe(200);
    const { id } = (await invited.json()) as { id: string };

    const [mail] = await delivered(email, 1);
    expect(mail?.link).toBe(`${ORIGIN}/app/invitations/${id}/`);
    // Typed values are isolated (FSI … PDI), so a right-to-left name cannot reorder the
    // sentence, and word joiners (drawn as nothing) keep their dots from making a link.
    const shown = (text = "") => text.replaceAll("\u2060", "");
    expect(shown(mail?.subject)).toMatch(
      /^\u2068welcome-crew-[^\u2069]+@example\.com\u2069 invited you to join an organization$/,
    );
    expect(shown(mail?.text)).toMatch(
      /^\u2068Ada Lovelace\u2069 \(\u2068welcome-crew-[^)]+@example\.com\u2069\) invited you to join the organization named “\u2068welcome-crew\u2069” as an admin\./,
    );
    expect(mail?.text).toContain(mail?.link);
    expect(mail?.html).toContain(`href="${mail?.link}"`);
    expect(mail?.text).toMatch(/valid until .+ \(UTC\)/);
    // 48 hours from the invitation, as the row says.
    const expires = await expiresAt(id);
    expect(expires - before).toBeGreaterThanOrEqual(INVITATION_EXPIRES_IN_SECONDS * 1000 - 5000);
    expect(expires - before).toBeLessThanOrEqual(INVITATION_EXPIRES_IN_SECONDS * 1000 + 5000);
  });

  it("is in the inviter's language", async () => {
    const { owner, organizationId } = await ownOrganization("equipe");
    const email = uniqueEmail("invite-fr");
    const invited = await call("/api/auth/organization/invite-member", {
      cookie: owner,
      headers: { "accept-language": "fr-FR,fr;q=0.9" },
      json: { organizationId, email, role: "member" },
    });
    expect(invited.status).toBe(200);
    const [mail] = await delivered(email, 1);
    expect(mail?.subject).toContain("vous invite à rejoindre une organisation");
    expect(mail?.text).toContain("l'organisation nommée « \u2068equipe\u2069 » en tant que membre.");
    expect(mail?.html).toContain('<html lang="fr" dir="ltr">');
  });

  it("says the role as each language writes it in a sentence", () => {
    const sentence = (locale: Locale, role: string) =>
      invitationEmail({
        to: "guest@example.com",
        organizationName: "Acme",
        inviterName: "",
        inviterEmail: "ada@example.com",
        role,
        expiresAt: new Date(0),
        link: "https://example.com/app/invitations/x/",
        locale,
      }).text.split("\n")[0];
    const roles = ["owner", "admin", "member", "member,admin"];
    const said = Object.fromEntries(
      locales.map((locale) => [
        locale,
        roles.map((role) =>
          sentence(locale, role)
            ?.split("Acme\u2069")[1]
            ?.replace(/^[”»\s]+/, ""),
        ),
      ]),
    );
    expect(said).toEqual({
      en: ["as an owner.", "as an admin.", "as a member.", "as an admin."],
      fr: [
        "en tant que propriétaire.",
        "en tant qu'administrateur.",
        "en tant que membre.",
        "en tant qu'administrateur.",
      ],
      ar: ["بصفة مالك.", "بصفة مسؤول.", "بصفة عضو.", "بصفة مسؤول."],
      sw: ["kama mmiliki.", "kama msimamizi.", "kama mwanachama.", "kama msimamizi."],
    });
  });

  it("sets the inviter's words apart: quoted, attributed, out of the subject, and never a link", () => {
    const link = "https://app.example.com/app/invitations/x/";
    const hostile = {
      organizationName:
        "Security notice: your account is locked, visit https://evil.example/login or www.evil.example or evil．example",
      inviterName: "Support <help@evil.example>",
    };
    for (const locale of locales) {
      const mail = invitationEmail({
        to: "guest@example.com",
        ...hostile,
        inviterEmail: "nadia@example.org",
        role: "member",
        expiresAt: new Date(0),
        link,
        locale,
      });
      // The subject holds only the inviter's proven address.
      expect(mail.subject).not.toMatch(/evil|Security|Support/);
      // What a mail client would turn into a link: a scheme, "www.", a dotted host or an
      // address, read as a person sees the text (word joiners draw nothing, but break them).
      // Dots and their look-alikes (fullwidth, ideographic, halfwidth, small).
      const linkish = /\b[a-z][\w+.-]*:\/\/\S+|\bwww\.[\w-]|[\w-]+(?:[.．。｡﹒][\w-]+)+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi;
      const withoutOwnLink = (text: string) => text.replaceAll(link, "").replaceAll(`href="${link}"`, "");
      expect(withoutOwnLink(mail.text).match(linkish), locale).toBeNull();
      expect(
        withoutOwnLink(mail.html)
          .replace(/<[^>]+>/g, "")
          .match(linkish),
        locale,
      ).toBeNull();
      expect(mail.html.match(/<a /g), locale).toHaveLength(1);
      expect(mail.html).toContain("Support &#60;help@\u2060evil.\u2060example&#62;");
      // Quoted in the language's own marks, the whole name inside them.
      const name = `\u2068${hostile.organizationName.replace(/([.．@:])/g, "$1\u2060")}\u2069`;
      const quoted = { en: `“${name}”`, fr: `« ${name} »`, ar: `«${name}»`, sw: `“${name}”` }[locale];
      expect(mail.text.split("\n")[0], locale).toContain(quoted);
    }
  });

  it("resending renews the expiry and sends the email again", async () => {
    const { owner, organizationId } = await ownOrganization("resend");
    const email = uniqueEmail("resent");
    const { id } = (await (await invite(owner, organizationId, email)).json()) as { id: string };
    // An invitation about to lapse.
    const soon = Date.now() + 60_000;
    await env.DB.prepare("UPDATE invitation SET expires_at = ?1 WHERE id = ?2").bind(soon, id).run();

    const again = await invite(owner, organizationId, email, { resend: true });
    expect(again.status).toBe(200);
    expect(await expiresAt(id)).toBeGreaterThan(Date.now() + INVITATION_EXPIRES_IN_SECONDS * 1000 - 10_000);
    const mails = await delivered(email, 2);
    expect(mails.map((mail) => mail.link)).toEqual([
      `${ORIGIN}/app/invitations/${id}/`,
      `${ORIGIN}/app/invitations/${id}/`,
    ]);
    expect(await countRows("invitation", "organization_id = ?", organizationId)).toBe(1);
  });
});

describe("invitations per inviter", () => {
  it("35 sent at once: 30 are made, 5 refused with 429 and nothing written for them", async () => {
    const { owner, organizationId } = await ownOrganization("flood");
    const emails = Array.from({ length: 35 }, () => uniqueEmail("flooded"));
    const responses = await Promise.all(emails.map((email) => invite(owner, organizationId, email)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(5);
    for (const response of refused) {
      expect(await response.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(await countRows("invitation", "organization_id = ?", organizationId)).toBe(30);
  });

  it("attempts refused before anything is written do not count; resends do", async () => {
    const { owner, organizationId } = await ownOrganization("typos");
    const email = uniqueEmail("twice");
    expect((await invite(owner, organizationId, email)).status).toBe(200);
    for (let attempt = 0; attempt < 30; attempt++) {
      const again = await invite(owner, organizationId, email);
      expect(again.status).toBe(400);
    }
    expect((await invite(owner, organizationId, uniqueEmail("still"))).status).toBe(200);
    // 2 counted; 28 resends fill the hour, and the next invitation waits.
    for (let resend = 0; resend < 28; resend++) {
      expect((await invite(owner, organizationId, email, { resend: true })).status).toBe(200);
    }
    const over = await invite(owner, organizationId, uniqueEmail("late"));
    expect(over.status).toBe(429);
    expect(await countRows("invitation", "organization_id = ?", organizationId)).toBe(2);
  });

  it("another inviter is not held by the first one's count", async () => {
    const { owner, organizationId } = await ownOrganization("second-inviter");
    const invited = await invite(owner, organizationId, uniqueEmail("fresh"));
    expect(invited.status).toBe(200);
  });
});

/** How many invitations the inviter has been counted for this hour (worker/auth/guards/email-quotas.ts). */
async function invitationsCounted(cookie: string): Promise<number> {
  const { user } = (await (await call("/api/auth/get-session", { cookie })).json()) as { user: { id: string } };
  const key = `email:invite:${await hashForLogs(`inviter:${user.id}`)}|3600`;
  const row = await env.DB.prepare("SELECT count FROM quota WHERE key = ?1").bind(key).first<{ count: number }>();
  return row?.count ?? 0;
}

const invitationRow = (id: string) =>
  env.DB.prepare("SELECT * FROM invitation WHERE id = ?1")
    .bind(id)
    .first()
    .then((row) => JSON.stringify(row));

describe("resending an invitation", () => {
  it("with another role is refused with 409, and the invitation, its email and the count stay as they were", async () => {
    const { owner, organizationId } = await ownOrganization("resend-role");
    const email = uniqueEmail("resend-role");
    const { id } = (await (await invite(owner, organizationId, email)).json()) as { id: string };
    const before = await invitationRow(id);
    const counted = await invitationsCounted(owner);
    for (const change of [{ role: "admin" }, { role: ["member", "admin"] }]) {
      const again = await call("/api/auth/organization/invite-member", {
        cookie: owner,
        headers: { "accept-language": "fr" },
        json: { organizationId, email, resend: true, ...change },
      });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({
        code: "RESEND_CANNOT_CHANGE_INVITATION",
        message:
          "Un renvoi envoie l'invitation en attente telle quelle : annulez-la pour inviter cette personne avec un autre rôle ou une autre équipe.",
      });
    }
    expect(await invitationRow(id)).toBe(before);
    expect(await invitationsCounted(owner)).toBe(counted);
    expect(await settledOutbox(email, 2)).toHaveLength(1);
    // The same role, however it is written, is a resend.
    expect((await invite(owner, organizationId, email, { role: " member ", resend: true })).status).toBe(200);
  });

  it("of a cancelled invitation is 404: it stays cancelled, nothing is mailed or counted; inviting again makes a new one, counted once", async () => {
    const { owner, organizationId } = await ownOrganization("resend-cancelled");
    const email = uniqueEmail("resend-cancelled");
    const { id } = (await (await invite(owner, organizationId, email)).json()) as { id: string };
    expect(
      (await call("/api/auth/organization/cancel-invitation", { cookie: owner, json: { invitationId: id } })).status,
    ).toBe(200);
    const counted = await invitationsCounted(owner);

    const resent = await invite(owner, organizationId, email, { resend: true });
    expect(resent.status).toBe(404);
    expect(await resent.json()).toMatchObject({ code: "INVITATION_NOT_FOUND" });
    expect(await countRows("invitation", "organization_id = ?", organizationId)).toBe(1);
    expect(await countRows("invitation", "id = ? AND status = 'canceled'", id)).toBe(1);
    expect(await invitationsCounted(owner)).toBe(counted);
    expect(await settledOutbox(email, 2)).toHaveLength(1);

    const fresh = await invite(owner, organizationId, email);
    expect(fresh.status).toBe(200);
    const { id: freshId } = (await fresh.json()) as { id: string };
    expect(freshId).not.toBe(id);
    expect(await countRows("invitation", "id = ? AND status = 'canceled'", id)).toBe(1);
    expect(await invitationsCounted(owner)).toBe(counted + 1);
    const mails = await delivered(email, 2);
    expect(mails.map((mail) => mail.link)).toContain(`${ORIGIN}/app/invitations/${freshId}/`);
  });

  it("of one that expired unanswered makes a new invitation, counted once", async () => {
    const { owner, organizationId } = await ownOrganization("resend-expired");
    const email = uniqueEmail("resend-expired");
    const { id } = (await (await invite(owner, organizationId, email)).json()) as { id: string };
    await env.DB.prepare("UPDATE invitation SET expires_at = ?1 WHERE id = ?2")
      .bind(Date.now() - 1000, id)
      .run();
    const counted = await invitationsCounted(owner);
    const resent = await invite(owner, organizationId, email, { resend: true });
    expect(resent.status).toBe(200);
    const { id: freshId } = (await resent.json()) as { id: string };
    expect(freshId).not.toBe(id);
    expect(await invitationsCounted(owner)).toBe(counted + 1);
  });

  it("to someone never invited is 404, not a new invitation", async () => {
    const { owner, organizationId } = await ownOrganization("resend-nobody");
    const email = uniqueEmail("never-invited");
    const resent = await invite(owner, organizationId, email, { resend: true });
    expect(resent.status).toBe(404);
    expect(await countRows("invitation", "organization_id = ?", organizationId)).toBe(0);
    expect(await settledOutbox(email, 1)).toHaveLength(0);
  });
});

/** `count` more members beside those it has, written directly: people who took their seats. */
async function seatMembers(organizationId: string, count: number) {
  const prefix = `seat-${organizationId}-`;
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
     INSERT INTO user (id, name, name_key, email, email_verified, created_at, updated_at, role, banned)
     SELECT ?1 || i, 'Seat ' || i, 'seat ' || i, ?1 || i || '@example.com', 1, 0, 0, 'user', 0 FROM n`,
  )
    .bind(prefix, count)
    .run();
  await env.DB.prepare(
    "INSERT INTO member (id, organization_id, user_id, role, created_at) SELECT 'm-' || id, ?1, id, 'member', 0 FROM user WHERE id LIKE ?2",
  )
    .bind(organizationId, `${prefix}%`)
    .run();
}

describe("inviting to a full organization", () => {
  it("at 100 members is 403 in the inviter's language: nothing written, mailed or counted, a resend neither", async () => {
    const { owner, organizationId } = await ownOrganization("full-house");
    const pending = uniqueEmail("pending");
    const { id } = (await (await invite(owner, organizationId, pending)).json()) as { id: string };
    await seatMembers(organizationId, 99);
    expect(await countRows("member", "organization_id = ?", organizationId)).toBe(100);
    const before = await invitationRow(id);
    const counted = await invitationsCounted(owner);

    const late = uniqueEmail("late");
    for (const json of [
      { organizationId, email: late, role: "member" },
      { organizationId, email: pending, role: "member", resend: true },
    ]) {
      const refused = await call("/api/auth/organization/invite-member", {
        cookie: owner,
        headers: { "accept-language": "fr" },
        json,
      });
      expect({ resend: json.resend, status: refused.status, body: await refused.json() }).toEqual({
        resend: json.resend,
        status: 403,
        body: {
          code: "ORGANIZATION_MEMBERSHIP_LIMIT_REACHED",
          message: "Limite de membres de l'organisation atteinte",
        },
      });
    }
    expect(await countRows("invitation", "organization_id = ?", organizationId)).toBe(1);
    expect(await invitationRow(id)).toBe(before);
    expect(await invitationsCounted(owner)).toBe(counted);
    expect(await settledOutbox(late, 1)).toHaveLength(0);
    expect(await settledOutbox(pending, 2)).toHaveLength(1);

    // A seat that frees up can be offered again.
    await env.DB.prepare("DELETE FROM member WHERE id = ?1").bind(`m-seat-${organizationId}-1`).run();
    expect((await invite(owner, organizationId, late)).status).toBe(200);
  });

  it("at the number ORGANIZATION_MEMBERS sets is refused the same way", async () => {
    const { owner, organizationId } = await ownOrganization("small-house");
    await seatMembers(organizationId, 2);
    const email = uniqueEmail("small");
    const settings = { ORGANIZATION_MEMBERS: "3" };
    const refused = await call("/api/auth/organization/invite-member", {
      cookie: owner,
      env: settings,
      json: { organizationId, email, role: "member" },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "ORGANIZATION_MEMBERSHIP_LIMIT_REACHED" });
    expect(await countRows("invitation", "organization_id = ?", organizationId)).toBe(0);
    // Under the default of 100 the same organization has room.
    expect((await invite(owner, organizationId, email)).status).toBe(200);
  });
});

describe("an organization's pending invitations", () => {
  it("the 101st is 403 INVITATION_LIMIT_REACHED in the inviter's language, and nothing is written, mailed or counted", async () => {
    const { owner, organizationId } = await ownOrganization("many-invited");
    const inviterId = (
      await env.DB.prepare("SELECT user_id FROM member WHERE organization_id = ?1")
        .bind(organizationId)
        .first<{ user_id: string }>()
    )?.user_id;
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100)
       INSERT INTO invitation (id, organization_id, email, role, status, expires_at, created_at, inviter_id)
       SELECT ?1 || i, ?1, 'guest-' || i || '-' || ?1 || '@example.com', 'member', 'pending', ?2, ?3, ?4 FROM n`,
    )
      .bind(organizationId, Date.now() + 3_600_000, Date.now(), inviterId)
      .run();
    const counted = await invitationsCounted(owner);
    const email = uniqueEmail("one-too-many");
    const refused = await call("/api/auth/organization/invite-member", {
      cookie: owner,
      headers: { "accept-language": "sw" },
      json: { organizationId, email, role: "member" },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: "INVITATION_LIMIT_REACHED",
      message: "Kikomo cha mialiko kimefikiwa",
    });
    expect(await countRows("invitation", "organization_id = ?", organizationId)).toBe(100);
    expect(await invitationsCounted(owner)).toBe(counted);
    expect(await settledOutbox(email, 1)).toHaveLength(0);
  });
});

describe("listing invitations without naming an organization", () => {
  it("with none active is 400 NO_ACTIVE_ORGANIZATION, in the person's language", async () => {
    const cookie = await signIn(uniqueEmail("no-active"));
    const response = await call("/api/auth/organization/list-invitations", { cookie: `${cookie}; lang=fr` });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: "NO_ACTIVE_ORGANIZATION", message: "Aucune organisation active" });
  });

  it("lists the active one's when there is one", async () => {
    const { owner, organizationId } = await ownOrganization("listed");
    await invite(owner, organizationId, uniqueEmail("listed-guest"));
    const response = await call("/api/auth/organization/list-invitations", { cookie: owner });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(1);
  });
});
