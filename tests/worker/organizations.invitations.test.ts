import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { INVITATION_EXPIRES_IN_SECONDS } from "../../worker/auth/organization-policy";
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
