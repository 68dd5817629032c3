import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, newPerson, newVisitor, onPath, openLive, signedInVisitor, untilLive } from "./browser";

/** The audit trail's screens (decision 0040): the manager's /manager/audit/ and the account's Security activity. */

const rows = (page: Page) => page.getByTestId("audit-event");

describe("the audit trail in the manager", () => {
  it("an admin sees a sign-in and a ban they made, filters by action and by person, and follows a person", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/dashboard");
    const person = await newPerson("Audited", "/app");
    const { user } = await (await person.page.request.get("/api/auth/get-session")).json();
    const banned = await page.request.post(`/api/users/${user.id}/ban`, {
      data: {},
      headers: { origin: baseURL() },
    });
    expect(banned.status()).toBe(200);
    await person.context.close();

    await page.getByRole("link", { name: "Audit trail" }).first().click();
    await onPath(page, "/manager/audit/");
    await page.getByRole("heading", { name: "Audit trail", level: 1 }).waitFor();
    const ban = rows(page).filter({ hasText: "Banned" }).first();
    await expect.poll(() => ban.textContent()).toContain("Audited");
    expect(await ban.getByRole("link", { name: "Admin" }).getAttribute("href")).toBe("/manager/users/seed-admin");
    expect(await ban.textContent()).toMatch(/127\.0\.0\.0|::|Chrome/);
    await rows(page).filter({ hasText: "Signed in" }).first().waitFor();

    // By action, chosen from the app's own list (opened from the keyboard): the URL keeps it.
    await page.getByRole("combobox", { name: "Action" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("option", { name: "Banned", exact: true }).click();
    await page.waitForURL(/action=user\.ban/);
    await expect
      .poll(async () => new Set(await rows(page).locator("td:nth-child(2)").allTextContents()))
      .toEqual(new Set(["Banned"]));

    // By person, typed: their ban, their sign-in and their account's creation, and only theirs.
    await openLive(page, "/manager/audit/");
    await page.getByLabel("Person").fill(person.email);
    await page.keyboard.press("Enter");
    await page.waitForURL(/person=/);
    await expect
      .poll(async () => (await rows(page).locator("td:nth-child(2)").allTextContents()).join(", "))
      .toBe("Banned, Signed in, Account created");

    await rows(page).first().getByRole("link", { name: "Audited" }).click();
    await onPath(page, `/manager/users/${user.id}/`);
    await page.getByRole("heading", { name: "Audited", level: 1 }).waitFor();
    await context.close();
  });

  it("an administrator acting as someone is named on what they did, in the trail and in the person's activity", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/dashboard");
    const person = await newPerson("Represented", "/app");
    const { user } = await (await person.page.request.get("/api/auth/get-session")).json();
    const headers = { origin: baseURL() };
    expect((await page.request.post(`/api/users/${user.id}/impersonate`, { headers })).status()).toBe(204);
    const created = await page.request.post("/api/auth/organization/create", {
      data: { name: "Made for them", slug: `made-${Date.now().toString(36)}` },
      headers,
    });
    expect(created.status()).toBe(200);
    expect((await page.request.post("/api/auth/admin/stop-impersonating", { data: {}, headers })).status()).toBe(200);

    await openLive(page, `/manager/audit/?action=member.add&person=${encodeURIComponent(person.email)}`);
    const joined = rows(page).first();
    await expect.poll(() => joined.locator("td:nth-child(3)").innerText()).toBe("Represented\nimpersonated by Admin");
    expect(await joined.getByRole("link", { name: "Admin" }).getAttribute("href")).toBe("/manager/users/seed-admin");

    await openLive(person.page, "/app/account/");
    await person.page.getByTestId("activity-event").filter({ hasText: "by Admin, acting as you" }).waitFor();
    await person.context.close();
    await context.close();
  });

  it("someone who is not an administrator gets the manager area's refusal, and the API's", async () => {
    const { page, context } = await newPerson("Curious", "/manager/audit/");
    await page.getByRole("heading", { name: "You don't have access to this page" }).waitFor();
    expect((await page.request.get("/api/audit")).status()).toBe(403);
    await context.close();
  });

  it("fits a 375 px phone in Arabic without scrolling sideways", async () => {
    const { page, context } = await newVisitor({ viewport: { width: 375, height: 800 } });
    await context.addCookies([{ name: "lang", value: "ar", url: baseURL() }]);
    const admin = await signedInVisitor("admin@example.com", "/manager/dashboard");
    await context.addCookies(await admin.context.cookies());
    await admin.context.close();
    await openLive(page, "/manager/audit/");
    await rows(page).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const outside = [...document.body.querySelectorAll("*")].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -1 || box.right > width + 1);
      });
      return {
        scrollWidth: document.documentElement.scrollWidth,
        width,
        outside: outside.map((e) => e.outerHTML.slice(0, 80)),
      };
    });
    expect(overflow.outside).toEqual([]);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);
    // A row, a card of lines here, names its people's columns as the table's header does.
    const first = rows(page).first();
    await first.getByText("من قام", { exact: true }).waitFor();
    await first.getByText("على من أو أين", { exact: true }).waitFor();
    // The filters are the app's own: a date is chosen from its calendar, in Arabic.
    // The filter says what it holds when nothing is chosen.
    expect(await page.getByRole("combobox", { name: "الإجراء" }).innerText()).toContain("كل الإجراءات");
    await page.getByRole("button", { name: /^من / }).first().click();
    const calendar = page.locator("[data-scope=date-picker][data-part=content][data-state=open]");
    await calendar.waitFor();
    // Whole on the screen: its month and its arrows too (it opened 65 px above the top).
    await expect.poll(async () => (await calendar.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await context.close();
  });
});

describe("Security activity on the account", () => {
  it("a person sees their own sign-in and their account's creation, each with its time", async () => {
    const { page, context } = await newPerson("Watchful", "/app/account");
    await untilLive(page);
    const activity = page.getByTestId("security-activity");
    await activity.getByRole("heading", { name: "Security activity" }).waitFor();
    const signIn = activity.getByTestId("activity-event").filter({ hasText: "Signed in" }).first();
    await signIn.waitFor();
    expect(await signIn.locator("time").getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await activity.getByTestId("activity-event").filter({ hasText: "Account created" }).waitFor();
    await context.close();
  });
});
