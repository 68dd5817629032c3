import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, newPerson, openLive, signedInVisitor } from "./browser";
import { contrast } from "./colours";

/** An `rgb(…)` colour's channels. */
const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);

/** The confirm button's colours, and the page's primary button's, for the open confirmation. */
async function colours(page: Page, dialog: Locator, confirm: string) {
  const button = dialog.getByRole("button", { name: confirm, exact: true });
  await button.waitFor();
  const primary = await page.evaluate(() => {
    const probe = document.createElement("button");
    probe.className = "button button--variant_solid";
    document.body.append(probe);
    const background = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return background;
  });
  const { color, backgroundColor } = await button.evaluate((element) => {
    const { color, backgroundColor } = getComputedStyle(element);
    return { color, backgroundColor };
  });
  return { background: backgroundColor, ratio: contrast(channels(color), channels(backgroundColor)), primary };
}

describe("destructive confirmations", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    it(`confirm in red with readable text, not the primary colour (${colorScheme})`, async () => {
      const { page, context } = await signedInVisitor("admin@example.com", "/manager/books");
      await page.emulateMedia({ colorScheme });
      const seen: Array<{ what: string; background: string; ratio: number; primary: string }> = [];

      // A deletion (ConfirmDelete), and a ban (a form whose submit destroys).
      await openLive(page, "/manager/books/seed-book-111");
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      seen.push({ what: "delete a book", ...(await colours(page, page.getByRole("alertdialog"), "Delete")) });
      await page.keyboard.press("Escape");

      const person = await newPerson("Bannable", "/app");
      await person.context.close();
      const email = person.email;
      const users = (await (await page.request.get(`/api/users?searchTerm=${encodeURIComponent(email)}`)).json()) as {
        items: { id: string }[];
      };
      await openLive(page, `/manager/users/${users.items[0]?.id}`);
      await page.getByRole("button", { name: "Ban", exact: true }).click();
      seen.push({ what: "ban a person", ...(await colours(page, page.getByRole("dialog"), "Ban")) });

      for (const { what, background, ratio, primary } of seen) {
        expect(background, what).not.toBe(primary);
        // Red: more red than green or blue.
        const [r = 0, g = 0, b = 0] = channels(background);
        expect(r, `${what}: ${background}`).toBeGreaterThan(Math.max(g, b) + 60);
        expect(ratio, `${what}: text contrast`).toBeGreaterThanOrEqual(4.5);
      }
      await context.close();
    });
  }

  it("deleting one's own account asks for one's email first (Arabic, on a phone)", async () => {
    const { page, context, email } = await newPerson("Leaving", "/app/account", {
      locale: "ar",
      viewport: { width: 375, height: 800 },
    });
    await page.getByRole("button", { name: "حذف الحساب" }).click();
    const dialog = page.getByRole("alertdialog");
    const confirm = dialog.getByRole("button", { name: "حذف الحساب", exact: true });
    const box = dialog.getByRole("textbox");
    expect(await confirm.isDisabled()).toBe(true);
    await box.fill(`${email}x`);
    expect(await confirm.isDisabled()).toBe(true);
    // As people type it: letter case and spaces around it do not count.
    await box.fill(` ${email.toUpperCase()} `);
    expect(await confirm.isEnabled()).toBe(true);
    await confirm.click();
    await page.waitForURL(/\/login/);
    const session = await page.request.get("/api/auth/get-session");
    expect(await session.json()).toBeNull();
    await context.close();
  });

  it("deleting one's account says first what it does to one's organizations, and the refusal says why", async () => {
    const { page, context, email } = await newPerson("Founder", "/app");
    const post = async (path: string, data: object) => {
      const response = await page.request.post(`/api/auth/${path}`, { data, headers: { origin: baseURL() } });
      expect(response.status(), path).toBe(200);
      return (await response.json()) as { id: string };
    };
    const stamp = Date.now().toString(36);
    const shared = await post("organization/create", { name: "Book Club", slug: `club-${stamp}` });
    await post("organization/create", { name: "Solo Desk", slug: `solo-${stamp}` });
    const { id: invitationId } = await post("organization/invite-member", {
      organizationId: shared.id,
      email: `friend-${stamp}@example.com`,
      role: "member",
    });
    const friend = await signedInVisitor(`friend-${stamp}@example.com`, "/app");
    const accepted = await friend.page.request.post("/api/auth/organization/accept-invitation", {
      data: { invitationId },
      headers: { origin: baseURL() },
    });
    expect(accepted.status()).toBe(200);
    await friend.context.close();

    await openLive(page, "/app/account");
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("alertdialog");
    const said = (await dialog.innerText()).replace(/[\u2068\u2069]/g, "");
    expect(said).toContain("Before deleting it, make another member an owner of, or delete: Book Club.");
    expect(said).toContain("Deleted with your account, as nobody else belongs to them: Solo Desk.");
    await dialog.getByRole("textbox").fill(email);
    await dialog.getByRole("button", { name: "Delete account", exact: true }).click();
    await page
      .getByText(
        "The only owner of an organization with other members cannot be deleted: make one of them an owner, or delete the organization, first",
      )
      .waitFor();
    expect(page.url()).toContain("/app/account");
    await context.close();
  });

  it("deleting an organization asks for its name first", async () => {
    const { page, context } = await newPerson("Owner", "/app/organizations");
    // Two spaces, shown as one: what a person types from the screen must do.
    const name = `Doomed  ${Date.now().toString(36)}`;
    const created = await page.request.post("/api/auth/organization/create", {
      data: { name, slug: name.toLowerCase().replace(/\s+/g, "-") },
      headers: { origin: baseURL() },
    });
    expect(created.status()).toBe(200);
    const { slug } = (await created.json()) as { slug: string };
    const shown = name.replace(/\s+/g, " ");
    await openLive(page, `/app/organizations/${slug}`);
    await page.getByRole("button", { name: "Delete organization" }).click();
    const dialog = page.getByRole("alertdialog");
    const confirm = dialog.getByRole("button", { name: "Delete organization", exact: true });
    // The box is labelled with what to type.
    const box = dialog.getByLabel(`Type ${shown} to confirm`);
    expect(await confirm.isDisabled()).toBe(true);
    await box.fill(shown);
    await confirm.click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, "") === "/app/organizations");
    const list = await page.request.get("/api/auth/organization/list");
    expect(((await list.json()) as { slug: string }[]).map((organization) => organization.slug)).not.toContain(slug);
    await context.close();
  });
});
