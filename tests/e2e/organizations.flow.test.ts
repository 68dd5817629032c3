import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { slugFrom } from "../../worker/auth/organization-slug.shared";
import {
  baseURL,
  enterCode,
  mailedCode,
  mailedInvitation,
  newVisitor,
  onPath,
  openLive,
  uniqueEmail,
  untilLive,
  visitorWithSession,
} from "./browser";
import { tr } from "./catalog";

/**
 * An organization's whole story, through the screens only, once in English and once in Arabic: an
 * owner creates an organization and invites a new address; the invitee opens the emailed
 * link signed out, signs up, comes back to the invitation, accepts and is listed; the owner
 * makes a team and adds them; the member leaves; someone else gets the refusal; an
 * administrator finds the organization in the manager and deletes it. Every text is found
 * as the page shows it, translated through the project's catalogs (./catalog.ts).
 */

/** A phone's width: where a screen is likeliest to scroll sideways or squeeze its rows. */
const VIEWPORT = { width: 375, height: 800 };

/** What each run's people type: names in its language. */
const PEOPLE = {
  en: { owner: "Olivia Owner", invitee: "Ines Invitee", organization: "Night Owls Café", team: "Editors" },
  ar: { owner: "ليلى حداد", invitee: "يوسف بن علي", organization: "نادي قرّاء الليل", team: "المحررون" },
} as const;

/** A typed value set apart from the sentence around it in an email (worker/email/invitation-email.ts). */
/** A typed value as an email sets it: isolated, with word joiners keeping it from being a link. */
const inert = (value: string) => `\u2068${value.replace(/([.@:])/g, "$1\u2060")}\u2069`;

/**
 * Run in the page: what a person would see squeezed. The page wider than the screen; a word
 * broken over two lines (its box too narrow: long words, addresses, may break); text cut to
 * an ellipsis in less than three letters' room (the header's badge gives way on purpose).
 */
function squeezed(): string[] {
  const found: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) found.push(`the page is ${root.scrollWidth} px wide in ${root.clientWidth}`);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    for (const word of (text.textContent ?? "").matchAll(/(?<!\S)\S{1,20}(?!\S)/gu)) {
      const range = document.createRange();
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top));
      if (lines.size > 1) found.push(`"${word[0]}" is broken over ${lines.size} lines`);
    }
  }
  for (const element of document.body.querySelectorAll("*")) {
    const style = getComputedStyle(element);
    if (style.textOverflow !== "ellipsis" || element.scrollWidth <= element.clientWidth || element.closest("header"))
      continue;
    if (element.clientWidth < 3 * Number.parseFloat(style.fontSize)) {
      found.push(`"${element.textContent}" is cut to ${element.clientWidth} px`);
    }
  }
  return found;
}

describe.each(["en", "ar"] as const)("an organization's life through the screens, in %s", (lang) => {
  const t = (message: string, values?: Record<string, string | number>) => tr(lang, message, values);
  const names = PEOPLE[lang];

  it("created, joined by an invitee who signs up from its email, given a team, left, refused to someone else, deleted by an admin", async () => {
    const slug = `${lang}-flow-${Date.now().toString(36)}`;
    const problems: string[] = [];
    const contexts: BrowserContext[] = [];

    /** Keeps what a page reports: an error (a hydration mismatch is one). */
    const watch = (page: Page, who: string) => {
      page.on("pageerror", (error) => problems.push(`${who}: ${error.message}`));
      page.on("console", (message) => {
        // The refusal screen reads a 403 on purpose: Chromium reports the request, not a fault.
        if (message.type() === "error" && !/^Failed to load resource: .* 403/.test(message.text())) {
          problems.push(`${who} at ${page.url()}: ${message.text()}`);
        }
      });
    };
    /** The page as it stands: in the run's language and direction, and nothing squeezed. */
    const fits = async (page: Page, where: string) => {
      const html = page.locator("html");
      const [htmlLang, dir] = [await html.getAttribute("lang"), await html.getAttribute("dir")];
      if (htmlLang !== lang) problems.push(`${where}: lang="${htmlLang}"`);
      if (dir !== (lang === "ar" ? "rtl" : "ltr")) problems.push(`${where}: dir="${dir}"`);
      for (const line of await page.evaluate(squeezed)) problems.push(`${where}: ${line}`);
    };
    /** A person in the run's language (the `lang` cookie, as the language menu sets it), signed in or not. */
    const person = async (who: string, email?: string) => {
      const options = { viewport: VIEWPORT };
      const visitor = email ? await visitorWithSession(email, options) : await newVisitor(options);
      await visitor.context.addCookies([{ name: "lang", value: lang, url: baseURL() }]);
      watch(visitor.page, who);
      contexts.push(visitor.context);
      return visitor;
    };
    const heading = (page: Page, name: string) => page.getByRole("heading", { name, level: 1 }).waitFor();
    const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
    const button = (scope: Page | Locator, name: string) => scope.getByRole("button", { name, exact: true });

    try {
      // The owner signs in for the first time and gives their name on the welcome screen.
      const ownerEmail = uniqueEmail(`owner-${lang}`);
      const owner = await person("owner", ownerEmail);
      await openLive(owner.page, "/app/organizations/");
      await owner.page.getByLabel(t("What is your name?")).fill(names.owner);
      await button(owner.page, t("Continue")).click();
      await heading(owner.page, t("Organizations"));
      await owner.page.getByText(t("You don't belong to any organization yet.")).waitFor();
      await fits(owner.page, "no organization yet");

      // They create one: the slug follows the name (an Arabic one gets one to keep or change) until they type their own.
      await button(owner.page, t("New organization")).click();
      const create = owner.page.getByRole("dialog");
      await create.getByLabel(t("Name"), { exact: true }).fill(names.organization);
      const slugField = create.getByLabel(t("Slug"), { exact: true });
      await expect
        .poll(() => slugField.inputValue())
        .toMatch(
          slugFrom(names.organization) ? new RegExp(`^${slugFrom(names.organization)}$`) : /^organization-[0-9a-f]{6}$/,
        );
      await fits(owner.page, "new organization");
      // Create, pressed at once: while the new slug is being checked.
      await slugField.fill(slug);
      await button(create, t("Create")).click();
      await onPath(owner.page, `/app/organizations/${slug}`);
      await heading(owner.page, names.organization);
      await toast(owner.page, t("Organization created"));
      await owner.page.getByText(t("Active"), { exact: true }).waitFor();
      await fits(owner.page, "the new organization");

      // They invite a new address.
      const inviteeEmail = uniqueEmail(`invitee-${lang}`);
      await owner.page.getByLabel(t("Email"), { exact: true }).fill(inviteeEmail);
      await button(owner.page, t("Invite")).click();
      await toast(owner.page, t("Invitation sent to {email}", { email: inviteeEmail }));
      const pending = owner.page.getByRole("list", { name: t("Pending invitations"), exact: true });
      await pending.getByText(inviteeEmail).waitFor();
      await fits(owner.page, "invitation sent");

      // The email, in the language of the one who sent it.
      const email = await mailedInvitation(owner.page, inviteeEmail);
      expect(email.path).toMatch(/^\/app\/invitations\/[^/]+\/$/);
      const subject = "{address} invited you to join an organization";
      const typed = { address: inert(ownerEmail) };
      expect(email.subject).toBe(tr(lang, subject, typed, "worker"));
      if (lang !== "en") expect(email.subject).not.toBe(tr("en", subject, typed, "worker"));

      // The invitee opens the link signed out: sign-in (a new address signs up), their name, then back.
      const invitee = await person("invitee");
      await invitee.page.goto(email.path);
      await invitee.page.waitForURL(/\/login/);
      await invitee.page.locator('form button[type="submit"]:enabled').waitFor();
      // It says who invited them to what, and holds the invited address.
      const invitedYou = t("{from} ({address}) invited you to join the organization named “{to}” as a member.", {
        from: names.owner,
        address: ownerEmail,
        to: names.organization,
      });
      const notice = invitee.page.getByTestId("invitation-notice");
      await notice.waitFor();
      expect(await notice.innerText()).toBe(
        `${invitedYou} ${t("Sign in with {email} to answer it.", { email: inviteeEmail })}`,
      );
      await expect.poll(() => invitee.page.getByLabel(t("Email"), { exact: true }).inputValue()).toBe(inviteeEmail);
      await fits(invitee.page, "sign-in from the link");
      await button(invitee.page, t("Continue with email")).click();
      await enterCode(invitee.page, await mailedCode(invitee.page, inviteeEmail), t("We have sent a code"));
      await invitee.page.getByLabel(t("What is your name?")).fill(names.invitee);
      await fits(invitee.page, "welcome after the link");
      await button(invitee.page, t("Continue")).click();
      await onPath(invitee.page, email.path);
      await untilLive(invitee.page);
      await heading(invitee.page, names.organization);
      expect(await invitee.page.getByRole("main").innerText()).toContain(invitedYou);
      await fits(invitee.page, "the invitation");

      // They accept, and are among its members.
      await button(invitee.page, t("Accept")).click();
      await onPath(invitee.page, `/app/organizations/${slug}`);
      await toast(invitee.page, t("You joined {0}", { 0: names.organization }));
      await invitee.page
        .getByRole("list", { name: t("Members"), exact: true })
        .getByText(names.invitee)
        .waitFor();
      await fits(invitee.page, "joined");

      // The owner sees them too and the invitation gone, makes a team and adds them to it.
      await openLive(owner.page, `/app/organizations/${slug}`);
      const members = owner.page.getByRole("list", { name: t("Members"), exact: true });
      await members.getByText(names.invitee).waitFor();
      expect(await members.getByRole("listitem").count()).toBe(2);
      expect(await pending.count()).toBe(0);
      await button(owner.page, t("New team")).click();
      const newTeam = owner.page.getByRole("dialog");
      await newTeam.getByLabel(t("Name"), { exact: true }).fill(names.team);
      await fits(owner.page, "new team");
      await button(newTeam, t("Create")).click();
      await toast(owner.page, t("Team created"));
      const team = owner.page
        .getByRole("list", { name: t("Teams"), exact: true })
        .getByRole("listitem")
        .filter({ hasText: names.team });
      await fits(owner.page, "the new team");
      await button(team, t("Members")).click();
      const teamDialog = owner.page.getByRole("dialog");
      const teamMembers = teamDialog.getByRole("list", { name: t("Members of {0}", { 0: names.team }), exact: true });
      const inviteeInTeam = teamMembers.getByRole("listitem").filter({ hasText: names.invitee });
      await inviteeInTeam.getByText(t("Not in the team"), { exact: true }).waitFor();
      await button(inviteeInTeam, t("Add to team")).click();
      await toast(owner.page, t("{name} joined {0}", { name: names.invitee, 0: names.team }));
      await inviteeInTeam.getByText(t("In the team"), { exact: true }).waitFor();
      await button(inviteeInTeam, t("Remove from team")).waitFor();
      await fits(owner.page, "the team's members");
      await button(teamDialog, t("Close")).click();
      await teamDialog.waitFor({ state: "hidden" });

      // The member leaves.
      await openLive(invitee.page, `/app/organizations/${slug}`);
      await button(invitee.page, t("Leave")).click();
      const leave = invitee.page.getByRole("alertdialog");
      await leave.getByText(t("Leave {0}?", { 0: names.organization })).waitFor();
      await fits(invitee.page, "leaving");
      await button(leave, t("Leave")).click();
      await onPath(invitee.page, "/app/organizations");
      await toast(invitee.page, t("You left {0}", { 0: names.organization }));
      await invitee.page.getByText(t("You don't belong to any organization yet.")).waitFor();
      await fits(invitee.page, "left");

      await openLive(owner.page, `/app/organizations/${slug}`);
      await members.getByText(names.owner).waitFor();
      expect(await members.getByText(names.invitee).count()).toBe(0);
      expect(await members.getByRole("listitem").count()).toBe(1);

      // Someone the invitation was not sent to opens its link: the refusal, and nothing of the organization.
      const stranger = await person("stranger", "user@example.com");
      await openLive(stranger.page, email.path);
      await heading(stranger.page, t("This invitation is for someone else"));
      expect(await stranger.page.getByRole("main").innerText()).not.toContain(names.organization);
      await button(stranger.page, t("Sign in with another address")).waitFor();
      await fits(stranger.page, "the refusal");

      // An administrator finds the organization in the manager and deletes it.
      const admin = await person("admin", "admin@example.com");
      await openLive(admin.page, "/manager/organizations/");
      await heading(admin.page, t("Organizations"));
      await admin.page.getByLabel(t("Search by name or slug")).fill(slug);
      await admin.page.waitForURL(new RegExp(`searchTerm=${slug}`));
      await expect.poll(() => admin.page.getByRole("main").getByRole("link").count()).toBe(1);
      // By its slug too: another test's organization may have the same name.
      const found = admin.page.getByRole("link", { name: new RegExp(names.organization) }).filter({ hasText: slug });
      expect(await found.textContent()).toContain(slug);
      await fits(admin.page, "the manager's search");
      await found.click();
      await heading(admin.page, names.organization);
      await untilLive(admin.page);
      await admin.page.getByRole("main").getByText(names.owner).waitFor();
      await button(admin.page, t("Delete")).click();
      const confirm = admin.page.getByRole("alertdialog");
      const forGood =
        "{name} will be deleted for good, with its members, teams and invitations. Its people keep their accounts.";
      await confirm.getByText(t(forGood, { name: names.organization })).waitFor();
      await fits(admin.page, "deleting");
      await button(confirm, t("Delete")).click();
      await admin.page.waitForURL((url) => url.pathname === "/manager/organizations");
      await toast(admin.page, t("Organization deleted"));
      await heading(admin.page, t("Organizations"));
      await admin.page.getByRole("link", { name: /Edgestart Readers/ }).waitFor();
      expect(await found.count()).toBe(0);
      await fits(admin.page, "deleted");

      // Its owner has none left.
      await openLive(owner.page, "/app/organizations/");
      await owner.page.getByText(t("You don't belong to any organization yet.")).waitFor();
      await fits(owner.page, "the owner, after");

      // Every page still open, in the end.
      for (const page of contexts.flatMap((context) => context.pages())) {
        expect(await page.locator("html").getAttribute("lang")).toBe(lang);
        expect(await page.locator("html").getAttribute("dir")).toBe(lang === "ar" ? "rtl" : "ltr");
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT.width);
      }
      expect(problems).toEqual([]);
    } finally {
      if (problems.length > 0) console.error(`Seen on the way (${lang}):\n${problems.join("\n")}`);
      await Promise.all(contexts.map((context) => context.close()));
    }
  }, 120_000);
});
