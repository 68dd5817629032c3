import { describe, expect, it } from "vitest";
import { signInByApi } from "../../scripts/app-server";
import {
  baseURL,
  enterCode,
  mailedCode,
  mailedInvitation,
  newPerson,
  newVisitor,
  onPath,
  openLive,
  signedInVisitor,
  uniqueEmail,
  untilLive,
  visitorWithSession,
} from "./browser";

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

describe("the header's organization menu", () => {
  it("names the active organization, apart from the Organizations link, on a phone in Arabic and at 1280 px", async () => {
    const cases = [
      { locale: "en", width: 1280, label: "Active organization: Atlas Guild", none: "Organization menu" },
      { locale: "ar", width: 375, label: "المؤسسة النشطة: Atlas Guild", none: "قائمة المؤسسات" },
    ];
    for (const { locale, width, label, none } of cases) {
      const { page, context } = await newPerson(`switcher-${locale}`, "/app/", {
        locale,
        viewport: { width, height: 800 },
      });
      await context.addCookies([{ name: "lang", value: locale, url: baseURL() }]);
      await openLive(page, "/app/");
      await page.getByRole("button", { name: none, exact: true }).waitFor();
      const created = await page.request.post("/api/auth/organization/create", {
        data: { name: "Atlas Guild", slug: `atlas-${crypto.randomUUID().slice(0, 8)}` },
        headers: { origin: baseURL() },
      });
      expect(created.status()).toBe(200);
      await openLive(page, "/app/");
      const switcher = page.getByRole("button", { name: label, exact: true });
      await switcher.waitFor();
      // Its initials in the icon's place, the same size.
      expect(await switcher.innerText()).toBe("AG");
      await switcher.click();
      await page.getByRole("menuitemradio", { name: "Atlas Guild" }).waitFor();
      await context.close();
    }
  });
});

describe("organizations, through the screens", () => {
  it("the seeded owner sees the organization, its members, its invitation and its team", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/app/organizations/");
    await page.getByRole("heading", { name: "Organizations", level: 1 }).waitFor();
    const row = page.getByRole("listitem").filter({ hasText: "Edgestart Readers" });
    expect(await row.innerText()).toMatch(/Owner · Members: 2/);
    await row.getByRole("link").click();
    await page.getByRole("heading", { name: "Edgestart Readers", level: 1 }).waitFor();
    const members = page.getByRole("list", { name: "Members" });
    expect(await members.getByRole("listitem").count()).toBe(2);
    await members.getByText("user@example.com").waitFor();
    await page.getByRole("list", { name: "Pending invitations" }).getByText("new.reader@example.com").waitFor();
    await page.getByRole("list", { name: "Teams" }).getByText("Editors").waitFor();
    // Its only owner cannot leave it, and is told why before trying.
    const leave = page.getByRole("button", { name: "Leave" });
    expect(await leave.isDisabled()).toBe(true);
    const why = await leave.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${why}"]`).innerText()).toBe(
      "You are its only owner: make someone else an owner before you leave.",
    );
    // And it looks disabled: the disabled text colour, not the red of an enabled Leave.
    const [colour, disabledColour] = await leave.evaluate((button) => {
      const probe = document.createElement("span");
      probe.style.color = "var(--colors-fg-disabled)";
      document.body.append(probe);
      const colours = [getComputedStyle(button).color, getComputedStyle(probe).color];
      probe.remove();
      return colours;
    });
    expect(colour).toBe(disabledColour);
    await context.close();
  });

  it("an owner creates a team and gives it a member through its Members dialog; the member sees the team's people too", async () => {
    const owner = await newPerson("team-owner", "/app/organizations/");
    const slug = `teams-${Date.now().toString(36)}`;
    const created = await owner.page.request.post("/api/auth/organization/create", {
      data: { name: "Team Club", slug },
      headers: { origin: baseURL() },
    });
    expect(created.status()).toBe(200);
    const { id: organizationId } = (await created.json()) as { id: string };
    const email = uniqueEmail("team-member");
    const invited = await owner.page.request.post("/api/auth/organization/invite-member", {
      data: { organizationId, email, role: "member" },
      headers: { origin: baseURL() },
    });
    const joiner = await visitorWithSession(email);
    for (const [path, data] of [
      ["/api/auth/update-user", { name: "Mia Member" }],
      ["/api/auth/organization/accept-invitation", { invitationId: ((await invited.json()) as { id: string }).id }],
    ] as const) {
      expect((await joiner.page.request.post(path, { data, headers: { origin: baseURL() } })).status()).toBe(200);
    }

    const { page } = owner;
    await openLive(page, `/app/organizations/${slug}`);
    await page.getByRole("button", { name: "New team" }).click();
    await page.getByRole("dialog").getByLabel("Name").fill("Reviewers");
    await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
    await page.getByText("Team created").waitFor();
    const team = page.getByRole("list", { name: "Teams" }).getByRole("listitem").filter({ hasText: "Reviewers" });
    await team.getByRole("button", { name: "Members" }).click();
    const people = page.getByRole("list", { name: "Members of Reviewers" });
    const mia = people.getByRole("listitem").filter({ hasText: "Mia Member" });
    await mia.getByText("Not in the team").waitFor();
    await mia.getByRole("button", { name: "Add to team" }).click();
    await page.getByText("Mia Member joined Reviewers").waitFor();
    await mia.getByText("In the team").waitFor();
    await owner.context.close();

    // A plain member, not in charge of teams, reads the same people and changes nothing.
    await openLive(joiner.page, `/app/organizations/${slug}`);
    await joiner.page
      .getByRole("list", { name: "Teams" })
      .getByRole("listitem")
      .filter({ hasText: "Reviewers" })
      .getByRole("button", { name: "Members" })
      .click();
    const seen = joiner.page.getByRole("list", { name: "Members of Reviewers" });
    await seen.getByRole("listitem").filter({ hasText: "Mia Member" }).getByText("In the team").waitFor();
    expect(await seen.getByRole("button").count()).toBe(0);
    await joiner.context.close();
  });

  it("someone creates an organization, invites a person who signs in from the email's link and accepts; the organization is theirs too", async () => {
    const { page, context, email: founder } = await newPerson("founder", "/app/organizations/");
    await page.getByText("You don't belong to any organization yet.").waitFor();
    await page.getByRole("button", { name: "New organization" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill("Night Owls Café");
    const slug = dialog.getByLabel("Slug");
    await expect.poll(() => slug.inputValue()).toBe("night-owls-cafe");
    const unique = `night-owls-${Date.now().toString(36)}`;
    await slug.fill(unique);
    // Enter at once, while the slug's availability is still being looked up: it submits all the same.
    await slug.press("Enter");
    await onPath(page, `/app/organizations/${unique}`);
    await page.getByRole("heading", { name: "Night Owls Café", level: 1 }).waitFor();
    await page.getByText("Active", { exact: true }).waitFor();

    // A slug that is taken is said so before anyone submits.
    await page.getByRole("link", { name: "Organizations" }).first().click();
    await page.getByRole("button", { name: "New organization" }).click();
    await page.getByRole("dialog").getByLabel("Name").fill("Copycat");
    await page.getByRole("dialog").getByLabel("Slug").fill(unique);
    await page.getByRole("dialog").getByText("This slug is taken").waitFor();
    await page.keyboard.press("Escape");

    await openLive(page, `/app/organizations/${unique}`);
    const invitee = uniqueEmail("invitee");
    await page.getByLabel("Email").fill(invitee);
    await page.getByRole("button", { name: "Invite" }).click();
    await page.getByText(`Invitation sent to ${invitee}`).waitFor();
    await page.getByRole("list", { name: "Pending invitations" }).getByText(invitee).waitFor();
    const { path: link } = await mailedInvitation(page, invitee);
    expect(link).toMatch(/^\/app\/invitations\/[^/]+\/$/);

    // The invitee has no account yet: the link asks them to sign in, then brings them back.
    const guest = await newVisitor();
    await guest.page.goto(link);
    await guest.page.waitForURL(/\/login/);
    await guest.page.getByLabel("Email").fill(invitee);
    await guest.page.getByRole("button", { name: "Continue with email" }).click();
    await enterCode(guest.page, await mailedCode(guest.page, invitee));
    // A first sign-in asks for a name, then goes where the link pointed.
    await guest.page.getByLabel("What is your name?").fill("Ines Invitee");
    await guest.page.getByRole("button", { name: "Continue" }).click();
    await onPath(guest.page, link);
    await untilLive(guest.page);
    await guest.page.getByRole("heading", { name: "Night Owls Café" }).waitFor();
    expect(await guest.page.getByRole("main").innerText()).toContain(`(${founder}) invited you to join`);
    await guest.page.getByRole("button", { name: "Accept" }).click();
    await onPath(guest.page, `/app/organizations/${unique}`);
    await guest.page.getByText("You joined Night Owls Café").waitFor();
    await guest.page.getByRole("list", { name: "Members" }).getByText("Ines Invitee").waitFor();

    // The link, used again, says it was accepted.
    await openLive(guest.page, link);
    await guest.page.getByText("You have accepted this invitation.").waitFor();
    await guest.context.close();

    await openLive(page, `/app/organizations/${unique}`);
    await page.getByRole("list", { name: "Members" }).getByText("Ines Invitee").waitFor();
    expect(await page.getByRole("list", { name: "Pending invitations" }).count()).toBe(0);
    await context.close();
  });

  it("an invitation's link tells someone else it is not theirs, and its recipient that it was cancelled", async () => {
    const owner = await newPerson("owner", "/app/organizations/");
    const slug = `cancelled-${Date.now().toString(36)}`;
    const created = await owner.page.request.post("/api/auth/organization/create", {
      data: { name: "Cancelled Club", slug },
      headers: { origin: baseURL() },
    });
    expect(created.status()).toBe(200);
    await openLive(owner.page, `/app/organizations/${slug}`);
    const recipient = uniqueEmail("recipient");
    await owner.page.getByLabel("Email").fill(recipient);
    await owner.page.getByRole("button", { name: "Invite" }).click();
    await owner.page.getByText(`Invitation sent to ${recipient}`).waitFor();
    const { path: link } = await mailedInvitation(owner.page, recipient);

    const stranger = await visitorWithSession("user@example.com");
    await openLive(stranger.page, link);
    await stranger.page.getByRole("heading", { name: "This invitation is for someone else" }).waitFor();
    expect(await stranger.page.getByRole("main").innerText()).not.toContain("Cancelled Club");
    await stranger.context.close();

    await owner.page.getByRole("button", { name: "Cancel invitation" }).click();
    await owner.page.getByText(`Invitation to ${recipient} cancelled`).waitFor();
    await owner.context.close();

    const late = await visitorWithSession(recipient);
    await late.page.request.post("/api/auth/update-user", { data: { name: "Late" }, headers: { origin: baseURL() } });
    await openLive(late.page, link);
    await late.page.getByText(/This invitation was cancelled/).waitFor();
    expect(await late.page.getByRole("button", { name: "Accept" }).count()).toBe(0);
    await late.context.close();
  });

  it("in Arabic, the header's organization menu makes another organization active", async () => {
    const { page, context } = await newPerson("switcher", "/app/organizations/");
    for (const name of ["Alpha", "Beta"]) {
      const response = await page.request.post("/api/auth/organization/create", {
        data: { name, slug: `${name.toLowerCase()}-${Date.now().toString(36)}` },
        headers: { origin: baseURL() },
      });
      expect(response.status()).toBe(200);
    }
    await context.addCookies([{ name: "lang", value: "ar", url: baseURL() }]);
    await openLive(page, "/app/organizations/");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    // The button names the active organization: the last one made, Beta.
    await page.getByRole("button", { name: "المؤسسة النشطة: Beta" }).click();
    const menu = page.getByRole("menu");
    // Creating makes the new one active: Beta.
    expect(await menu.getByRole("menuitemradio", { name: "Beta" }).getAttribute("aria-checked")).toBe("true");
    await menu.getByRole("menuitemradio", { name: "Alpha" }).click();
    await page.getByText("Alpha هي الآن مؤسستك النشطة").waitFor();
    await page.getByRole("button", { name: "المؤسسة النشطة: Alpha" }).waitFor();
    const active = await page.request.get("/api/account/organizations");
    expect(((await active.json()) as Array<{ name: string; active: boolean }>).find((o) => o.active)?.name).toBe(
      "Alpha",
    );
    await context.close();
  });

  it("a team's and a member's names that look like markup are titles as typed, not tags", async () => {
    const owner = await newPerson("markup-owner", "/app/organizations/");
    const { page } = owner;
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const slug = `markup-${Date.now().toString(36)}`;
    const post = (path: string, data: object) =>
      page.request.post(`/api/auth/${path}`, { data, headers: { origin: baseURL() } });
    const created = await post("organization/create", { name: "Markup Club", slug });
    expect(created.status()).toBe(200);
    const organizationId = ((await created.json()) as { id: string }).id;
    const teamName = "<0>zero</0> <b>bold</b> & co";
    expect((await post("organization/create-team", { organizationId, name: teamName })).status()).toBe(200);

    await openLive(page, `/app/organizations/${slug}`);
    const team = page.getByRole("list", { name: "Teams" }).getByRole("listitem").filter({ hasText: "bold" });
    await team.getByRole("button", { name: "Members" }).click();
    expect(await page.getByRole("dialog").getByRole("heading").first().innerText()).toBe(`Members of ${teamName}`);
    await page.keyboard.press("Escape");
    await team.getByRole("button", { name: `Rename ${teamName}` }).click();
    expect(await page.getByRole("dialog").getByRole("heading").first().innerText()).toBe(`Rename ${teamName}`);
    expect(errors).toEqual([]);
    await owner.context.close();
  });
});

describe("a new organization's slug", () => {
  it("a name without Latin letters gets a slug to keep or change, and no error before anyone submits", async () => {
    const { page, context } = await newPerson("arabic", "/app/organizations/");
    await page.getByRole("button", { name: "New organization" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill("مؤسسة القرّاء");
    const slug = dialog.getByLabel("Slug");
    await expect.poll(() => slug.inputValue()).toMatch(/^organization-[0-9a-f]{6}$/);
    // Past the hint's pause: still nothing to correct.
    await page.waitForTimeout(600);
    expect(await dialog.getByText("This value is not valid").count()).toBe(0);
    const chosen = await slug.inputValue();
    await dialog.getByRole("button", { name: "Create" }).click();
    await onPath(page, `/app/organizations/${chosen}`);
    await page.getByRole("heading", { name: "مؤسسة القرّاء", level: 1 }).waitFor();
    await context.close();
  });
});
