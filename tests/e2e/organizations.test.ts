import { describe, expect, it } from "vitest";
import { signInByApi } from "../../scripts/app-server";
import { baseURL } from "./browser";

/** A signed-in API client for one of the seeded accounts, as a script would use it. */
async function seededAccount(email: string) {
  const { name, value } = await signInByApi(baseURL(), email);
  const headers = { cookie: `${name}=${value}`, origin: baseURL(), "content-type": "application/json" };
  return {
    get: (path: string) => fetch(`${baseURL()}/api/auth/organization/${path}`, { headers }),
    post: (path: string, body: unknown) =>
      fetch(`${baseURL()}/api/auth/organization/${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  };
}

describe("the seeded organization", () => {
  it("is owned by the admin, has the user as a member, a team with the admin in it, and a pending invitation", async () => {
    const admin = await seededAccount("admin@example.com");
    const full = await admin.get("get-full-organization?organizationSlug=edgestart-readers");
    expect(full.status).toBe(200);
    const organization = (await full.json()) as {
      id: string;
      name: string;
      members: Array<{ role: string; user: { email: string } }>;
      invitations: Array<{ email: string; status: string; role: string }>;
      teams: Array<{ id: string; name: string }>;
    };
    expect(organization.name).toBe("Edgestart Readers");
    expect(organization.members.map(({ role, user }) => [user.email, role]).sort()).toEqual([
      ["admin@example.com", "owner"],
      ["user@example.com", "member"],
    ]);
    expect(organization.invitations).toMatchObject([
      { email: "new.reader@example.com", status: "pending", role: "member" },
    ]);
    const [team] = organization.teams;
    expect(team?.name).toBe("Editors");

    // The seeded team membership is one better-auth knows: adding the admin again changes nothing.
    const again = await admin.post("add-team-member", {
      organizationId: organization.id,
      teamId: team?.id,
      userId: "seed-admin",
    });
    expect(again.status).toBe(200);
    const teamMembers = await admin.get(`list-team-members?teamId=${team?.id}&organizationId=${organization.id}`);
    expect(teamMembers.status).toBe(200);
    expect(((await teamMembers.json()) as Array<{ userId: string }>).map(({ userId }) => userId)).toEqual([
      "seed-admin",
    ]);

    const user = await seededAccount("user@example.com");
    const listed = await user.get("list");
    expect(((await listed.json()) as Array<{ slug: string }>).map(({ slug }) => slug)).toContain("edgestart-readers");
  });
});
