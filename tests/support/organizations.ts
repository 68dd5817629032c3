import { expect } from "vitest";
import { signIn } from "./auth";
import { call, uniqueEmail } from "./worker";

/** Someone new and the organization they own (better-auth's organization plugin). */
export async function ownOrganization(label: string) {
  const owner = await signIn(uniqueEmail(label));
  const created = await call("/api/auth/organization/create", {
    cookie: owner,
    json: { name: label, slug: `${label}-${crypto.randomUUID().slice(0, 8)}` },
  });
  expect(created.status).toBe(200);
  return { owner, organizationId: ((await created.json()) as { id: string }).id };
}

/** An invitation from `owner` to a new person: its id and the invitee's session cookie. */
export async function invitation(owner: string, organizationId: string, role = "member") {
  const email = uniqueEmail("invitee");
  const invited = await call("/api/auth/organization/invite-member", {
    cookie: owner,
    json: { organizationId, email, role },
  });
  expect(invited.status).toBe(200);
  return { invitationId: ((await invited.json()) as { id: string }).id, invitee: await signIn(email) };
}

export function accept(invitee: string, invitationId: string) {
  return call("/api/auth/organization/accept-invitation", { cookie: invitee, json: { invitationId } });
}

/** A new member of the organization with `role`, signed in. */
export async function member(owner: string, organizationId: string, role = "member") {
  const { invitationId, invitee } = await invitation(owner, organizationId, role);
  const accepted = await accept(invitee, invitationId);
  expect(accepted.status).toBe(200);
  return { cookie: invitee, id: ((await accepted.json()) as { member: { id: string } }).member.id };
}
