import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, mailedTo, newPerson, newVisitor, openLive } from "./browser";

/** The path of the export link the dev outbox holds for `email`, once the queue's job has mailed it. */
async function mailedExportPath(page: Page, email: string): Promise<string> {
  const link = async () => (await mailedTo(page, email)).find((mail) => mail.link?.includes("/files/exports/"))?.link;
  await expect.poll(link, { timeout: 20_000 }).toBeDefined();
  return new URL((await link()) ?? "").pathname;
}

describe("download my data", () => {
  it("the account screen's button asks for it, says what comes, and the emailed link gives the file once", async () => {
    const { page, context, email } = await newPerson("Exporter", "/app/account");
    await page.getByRole("button", { name: "Download my data" }).click();
    const confirmation = page.getByTestId("data-export-requested");
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain(
      "A link will arrive by email in a few minutes: it works once, for 24 hours",
    );
    // Asked once: another click would gather it again and spend the day's asks.
    expect(await page.getByRole("button", { name: "Download my data" }).isDisabled()).toBe(true);
    const path = await mailedExportPath(page, email);

    // Followed in the browser where the person is signed in: a download of their data.
    const downloading = page.waitForEvent("download");
    await page.goto(path).catch(() => undefined);
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path()) ?? "", "utf8"));
    expect(data.profile).toMatchObject({ email: email.toLowerCase(), name: "Exporter" });
    expect(data.events.map((event: { action: string }) => event.action)).toContain("export.request");

    // Once: the same link again, or in a browser that is not signed in, is not found.
    expect((await page.request.get(path)).status()).toBe(404);
    const stranger = await newVisitor();
    expect((await stranger.page.request.get(path)).status()).toBe(404);
    await stranger.context.close();
    await context.close();
  });

  it("in Arabic on a 375 px phone: the card reads right to left and nothing scrolls sideways", async () => {
    const { page, context } = await newPerson("Arabic-exporter", "/app/account", {
      viewport: { width: 375, height: 800 },
    });
    await context.addCookies([{ name: "lang", value: "ar", url: baseURL() }]);
    await openLive(page, "/app/account");
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    const button = page.getByRole("button", { name: "تنزيل بياناتي" });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const confirmation = page.getByTestId("data-export-requested");
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain("نحن نجمع بياناتك");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = await confirmation.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
    await context.close();
  });
});
