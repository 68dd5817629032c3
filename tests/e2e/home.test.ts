import { describe, expect, it } from "vitest";
import { baseURL, onPath, openLive, uniqueEmail, visitorWithSession } from "./browser";

describe("the home screen", () => {
  it("offers the ways in, the invitations waiting and the person's organizations, in English and in Arabic at 375 px", async () => {
    const cases = [
      { locale: "en", width: 1280, texts: ["Browse the books", "Invitations waiting for you", "Active"] },
      { locale: "ar", width: 375, texts: ["تصفح الكتب", "دعوات بانتظار ردك", "نشطة"] },
    ];
    for (const { locale, width, texts } of cases) {
      const email = uniqueEmail(`home-${locale}`);
      const post = (page: import("playwright-core").Page, path: string, data: unknown) =>
        page.request.post(`/api/auth/${path}`, { data, headers: { origin: baseURL() } });

      // Someone invites them to "Harbour Club".
      const { page: inviter, context: inviterContext } = await visitorWithSession(uniqueEmail("home-inviter"));
      const club = await post(inviter, "organization/create", {
        name: "Harbour Club",
        slug: `harbour-${crypto.randomUUID().slice(0, 8)}`,
      });
      const { id: organizationId } = (await club.json()) as { id: string };
      const invited = await post(inviter, "organization/invite-member", { organizationId, email, role: "member" });
      expect(invited.status()).toBe(200);
      const { id: invitationId } = (await invited.json()) as { id: string };
      await inviterContext.close();

      // They have a name, and an organization of their own, "Atlas Guild".
      const { page, context } = await visitorWithSession(email, { locale, viewport: { width, height: 800 } });
      await context.addCookies([{ name: "lang", value: locale, url: baseURL() }]);
      expect((await post(page, "update-user", { name: "Home Person" })).status()).toBe(200);
      const slug = `atlas-${crypto.randomUUID().slice(0, 8)}`;
      expect((await post(page, "organization/create", { name: "Atlas Guild", slug })).status()).toBe(200);

      await openLive(page, "/app/");
      const main = page.getByRole("main");
      for (const text of texts) await main.getByText(text, { exact: true }).first().waitFor();
      expect(await main.getByRole("link", { name: /Atlas Guild/ }).getAttribute("href")).toBe(
        `/app/organizations/${slug}`,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      await main.getByRole("link", { name: /Harbour Club/ }).click();
      await onPath(page, `/app/invitations/${invitationId}/`);
      await context.close();
    }
  });
});
