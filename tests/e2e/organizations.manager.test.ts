import { describe, expect, it } from "vitest";
import { baseURL, openLive, signedInVisitor, uniqueEmail, untilLive, visitorWithSession } from "./browser";

describe("organizations in the manager", () => {
  it("an admin finds the seeded organization, opens it, sees its members and team", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/dashboard");
    await page.getByRole("navigation", { name: "Manager" }).getByRole("link", { name: "Organizations" }).click();
    await page.getByRole("heading", { name: "Organizations", level: 1 }).waitFor();

    const seeded = page.getByRole("link", { name: /Edgestart Readers/ });
    await seeded.waitFor();
    expect(await seeded.textContent()).toContain("edgestart-readers");
    expect(await seeded.textContent()).toContain("Members: 2");

    await page.getByLabel("Search by name or slug").fill("zzz-no-such-organization");
    await page.waitForURL(/searchTerm=zzz-no-such-organization/);
    await page.getByText("No results for").waitFor();
    expect(await page.getByRole("link", { name: /Edgestart Readers/ }).count()).toBe(0);
    await page.getByLabel("Search by name or slug").fill("READERS");
    await page.waitForURL(/searchTerm=READERS/);
    await seeded.click();

    await page.getByRole("heading", { name: "Edgestart Readers", level: 1 }).waitFor();
    const main = page.getByRole("main");
    await main.getByText("Members: 2").waitFor();
    const admin = main.getByRole("link", { name: /admin@example\.com/ });
    const user = main.getByRole("link", { name: /user@example\.com/ });
    expect(await admin.textContent()).toContain("Owner");
    expect(await user.textContent()).toContain("Member");
    expect(await user.textContent()).toContain("joined");
    const team = main.getByRole("listitem").filter({ hasText: "Editors" });
    expect(await team.textContent()).toContain("Members: 1");
    await context.close();
  });

  it("an admin deletes an organization from its page: back to the list with a toast, and it is gone", async () => {
    // Its owner makes it through better-auth, as people do; the seeded one stays for the other tests.
    const owner = await visitorWithSession(uniqueEmail("owner"));
    const slug = `doomed-${Date.now().toString(36)}`;
    const created = await owner.page.request.post("/api/auth/organization/create", {
      data: { name: "Doomed Book Club", slug },
      // A write from the app's own pages: better-auth refuses one without its origin.
      headers: { origin: baseURL() },
    });
    expect(created.status()).toBe(200);
    const { id } = (await created.json()) as { id: string };
    await owner.context.close();

    const { page, context } = await signedInVisitor("admin@example.com", `/manager/organizations?searchTerm=${slug}`);
    await page.getByRole("link", { name: /Doomed Book Club/ }).click();
    await page.waitForURL(new RegExp(`/manager/organizations/${id}`));
    await untilLive(page);
    await page.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Doomed Book Club will be deleted for good").waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();

    await page.waitForURL((url) => url.pathname === "/manager/organizations");
    await page.getByText("Organization deleted").waitFor();
    await page.getByRole("heading", { name: "Organizations", level: 1 }).waitFor();
    await page.getByRole("link", { name: /Edgestart Readers/ }).waitFor();
    expect(await page.getByRole("link", { name: /Doomed Book Club/ }).count()).toBe(0);

    await openLive(page, `/manager/organizations/${id}`);
    await page.getByText("Page not found").waitFor();
    await context.close();
  });

  it("a plain user gets the forbidden screen at /manager/organizations/", async () => {
    const { page, context } = await signedInVisitor("user@example.com", "/manager/organizations/");
    await page.getByText("You don't have access to this page").waitFor();
    expect(await page.getByText("Edgestart Readers").count()).toBe(0);
    await context.close();
  });

  it("in Arabic, the list reads right to left in Arabic", async () => {
    const { page, context } = await visitorWithSession("admin@example.com", { locale: "ar" });
    await openLive(page, "/manager/organizations");
    await page.getByRole("heading", { name: "المؤسسات", level: 1 }).waitFor();
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.getByRole("link", { name: /Edgestart Readers/ }).textContent()).toContain("الأعضاء: 2");
    await context.close();
  });
});
