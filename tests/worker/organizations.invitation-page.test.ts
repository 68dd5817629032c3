import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, bodyOf, errorOf } from "../support/api";
import { signIn } from "../support/auth";
import { accept, ownOrganization } from "../support/organizations";
import { call, uniqueEmail } from "../support/worker";

/** An invitation from a new organization's owner to `email`: its id and the owner's cookie. */
async function invite(email: string, role = "admin") {
  const { owner, organizationId } = await ownOrganization("readers-club");
  const invited = await call("/api/auth/organization/invite-member", {
    cookie: owner,
    json: { organizationId, email, role },
  });
  expect(invited.status).toBe(200);
  return { owner, organizationId, id: ((await invited.json()) as { id: string }).id };
}

/** Four invitations to one new person, no longer open: accepted, rejected, cancelled, expired. */
async function answeredInvitations() {
  const email = uniqueEmail("recipient");
  const me = await signIn(email);
  const accepted = await invite(email);
  expect((await accept(me, accepted.id)).status).toBe(200);
  const rejected = await invite(email);
  await call("/api/auth/organization/reject-invitation", { cookie: me, json: { invitationId: rejected.id } });
  const cancelled = await invite(email);
  await call("/api/auth/organization/cancel-invitation", {
    cookie: cancelled.owner,
    json: { invitationId: cancelled.id },
  });
  const expired = await invite(email);
  await env.DB.prepare("UPDATE invitation SET expires_at = ?1 WHERE id = ?2")
    .bind(Date.now() - 1, expired.id)
    .run();
  return { me, accepted, rejected, cancelled, expired };
}

const read = (cookie: string, id: string) => api({ cookie }).invitations[":id"].$get({ param: { id } });

describe("GET /api/invitations/{id}: an invitation as its link shows it", () => {
  it("its recipient reads the organization, the inviter, the role and the expiry", async () => {
    const email = uniqueEmail("recipient");
    const { id } = await invite(email);
    const body = await bodyOf(await read(await signIn(email), id), 200);
    expect(body).toMatchObject({
      id,
      email,
      role: "admin",
      status: "pending",
      organization: { name: "readers-club" },
      inviter: { email: expect.stringMatching(/^readers-club-/) },
    });
    const hours = (new Date(body.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
  });

  it("says why it no longer works: accepted, rejected, cancelled or expired", async () => {
    const { me, accepted, rejected, cancelled, expired } = await answeredInvitations();
    const states = [];
    for (const { id } of [accepted, rejected, cancelled, expired])
      states.push((await bodyOf(await read(me, id), 200)).status);
    expect(states).toEqual(["accepted", "rejected", "canceled", "expired"]);
  });

  it("someone else is told it is not theirs, and learns nothing of it", async () => {
    const { id } = await invite(uniqueEmail("recipient"));
    const response = await read(await signIn(uniqueEmail("someone-else")), id);
    expect(response.status).toBe(403);
    const error = await errorOf(response);
    expect(error).toMatchObject({ code: "YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION" });
    expect(JSON.stringify(error)).not.toContain("readers-club");
  });

  it("the recipient's address in other letter cases is still the recipient", async () => {
    const email = uniqueEmail("Recipient");
    const { id } = await invite(email.toLowerCase());
    const response = await read(await signIn(email.toUpperCase()), id);
    expect(response.status).toBe(200);
  });

  it("an unknown id is 404, an over-long one 400, and signed out is 401", async () => {
    const me = await signIn(uniqueEmail());
    expect((await read(me, "no-such-invitation")).status).toBe(404);
    const long = await read(me, "x".repeat(65));
    expect(long.status).toBe(400);
    expect(await errorOf(long)).toMatchObject({ code: "VALIDATION_ERROR" });
    expect((await read("", "no-such-invitation")).status).toBe(401);
  });

  it("answers in the person's language", async () => {
    const { id } = await invite(uniqueEmail("recipient"));
    const response = await api({
      cookie: await signIn(uniqueEmail()),
      headers: { "accept-language": "fr" },
    }).invitations[":id"].$get({ param: { id } });
    expect((await errorOf(response)).message).toBe("Vous n'êtes pas le destinataire de cette invitation");
  });
});

const preview = (id: string, cookie = "") => api({ cookie }).invitations[":id"].preview.$get({ param: { id } });

describe("GET /api/invitations/{id}/preview: the invitation its link shows before sign-in", () => {
  it("anyone with the link reads who invited which address to what, as what", async () => {
    const email = uniqueEmail("recipient");
    const { id } = await invite(email);
    const body = await bodyOf(await preview(id), 200);
    expect(body).toMatchObject({
      email,
      role: "admin",
      organization: { name: "readers-club" },
      inviter: { email: expect.stringMatching(/^readers-club-/) },
    });
    expect(body).not.toHaveProperty("id");
    expect(body).not.toHaveProperty("status");
  });

  it("an invitation no longer open is 404, as an unknown id is: its state is for its recipient", async () => {
    const { accepted, rejected, cancelled, expired } = await answeredInvitations();
    for (const id of [accepted.id, rejected.id, cancelled.id, expired.id, "no-such-invitation"]) {
      const response = await preview(id);
      expect(response.status, id).toBe(404);
      const error = await errorOf(response);
      expect(error).toMatchObject({ code: "NOT_FOUND" });
      expect(JSON.stringify(error)).not.toContain("readers-club");
    }
    const long = await preview("x".repeat(65));
    expect(await errorOf(long)).toMatchObject({ code: "VALIDATION_ERROR" });
  });
});

describe("GET /api/invitations: the invitations waiting for me", () => {
  it("lists my pending ones, soonest to expire first, and none expired, answered, or someone else's", async () => {
    const email = uniqueEmail("waiting");
    const me = await signIn(email);
    const first = await invite(email);
    const second = await invite(email.toUpperCase(), "member");
    const answered = await invite(email);
    expect((await accept(me, answered.id)).status).toBe(200);
    const expired = await invite(email);
    await env.DB.prepare("UPDATE invitation SET expires_at = ?1 WHERE id = ?2")
      .bind(Date.now() - 1, expired.id)
      .run();
    await env.DB.prepare("UPDATE invitation SET expires_at = expires_at - 60000 WHERE id = ?1").bind(second.id).run();
    await invite(uniqueEmail("someone-else"));

    const listed = await bodyOf(await api({ cookie: me }).invitations.$get(), 200);
    expect(listed.map((invitation) => invitation.id)).toEqual([second.id, first.id]);
    expect(listed[0]).toMatchObject({
      email,
      role: "member",
      status: "pending",
      organization: { name: "readers-club" },
      inviter: { email: expect.stringMatching(/^readers-club-/) },
    });
    expect((await call("/api/invitations")).status).toBe(401);
  });
});
