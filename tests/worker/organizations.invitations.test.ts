import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { INVITATION_EXPIRES_IN_SECONDS } from "../../worker/auth/organization-policy";
import { hashForLogs } from "../../worker/lib/log";
import { countRows, delivered } from "../support/auth";
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
    // Typed values are isolated (FSI … PDI), so a right-to-left name cannot reorder the sentence.
    expect(mail?.subject).toBe("\u2068Ada Lovelace\u2069 invited you to \u2068welcome-crew\u2069");
    expect(mail?.text).toMatch(
      /^\u2068Ada Lovelace\u2069 \(\u2068welcome-crew-[^)]+@example\.com\u2069\) invited you to join \u2068welcome-crew\u2069 as Admin\./,
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
    expect(mail?.subject).toContain("vous invite à rejoindre \u2068equipe\u2069");
    expect(mail?.text).toContain("en tant que Membre.");
    expect(mail?.html).toContain('<html lang="fr" dir="ltr">');
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
    expect(await delivered(email, 2)).toHaveLength(1);
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
    expect(await delivered(email, 2)).toHaveLength(1);

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
    expect(await delivered(email, 1)).toHaveLength(0);
  });
});
