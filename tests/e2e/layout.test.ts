import { describe, expect, it } from "vitest";
import { baseURL, holdScripts, openLive, signedInVisitor, untilLive } from "./browser";

describe("the manager's sidebar", () => {
  it("folds to its icons, keeps the links usable, and stays folded after a reload", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/dashboard");
    const sidebar = page.locator("aside");
    const wide = (await sidebar.boundingBox())?.width ?? 0;
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(wide / 2);
    await page.getByRole("link", { name: "Users" }).click();
    await page.waitForURL((url) => url.pathname === "/manager/users");

    // The page arrives folded, before any script, and is taken over as it arrived: no unfold first.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const release = await holdScripts(page);
    await page.reload({ waitUntil: "commit" });
    const expand = page.getByRole("button", { name: "Expand sidebar" });
    await expand.waitFor();
    expect((await sidebar.boundingBox())?.width).toBeLessThan(wide / 2);
    const drawnButton = await expand.elementHandle();
    release();
    await untilLive(page);
    expect(await drawnButton?.evaluate((element) => element.isConnected)).toBe(true);
    expect(errors).toEqual([]);
    await expand.click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBe(wide);
    expect((await context.cookies()).some((cookie) => cookie.name === "sidebar")).toBe(false);
    await context.close();
  });
});

describe("on a 375 px phone", () => {
  it("the header is one row and the navigation opens from the start side: left, or right in Arabic", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/dashboard");
    await page.setViewportSize({ width: 375, height: 700 });
    // One row of 40 px controls is under 80 px; a wrapped header would be twice that.
    const header = page.locator("header").first();
    for (const path of ["/app/books", "/manager/dashboard"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect((await header.boundingBox())?.height).toBeLessThan(80);
    }
    // The build draws one layout for every width; CSS hides the sidebar on a phone.
    expect(await page.locator("aside").isHidden()).toBe(true);
    expect(await page.getByRole("navigation").count()).toBe(0);

    for (const [lang, side] of [
      ["en", "left"],
      ["ar", "right"],
    ] as const) {
      await context.addCookies([{ name: "lang", value: lang, url: baseURL() }]);
      await openLive(page, "/manager/dashboard");
      await page.locator("header button[aria-haspopup=dialog]").click();
      const drawer = page.getByRole("dialog");
      await drawer.waitFor();
      await drawer.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      const box = await drawer.boundingBox();
      if (side === "left") expect(Math.round(box?.x ?? -1)).toBe(0);
      else expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(375);
      // Going somewhere closes it.
      await drawer.getByRole("link").nth(2).click();
      await page.waitForURL((url) => url.pathname === "/manager/users");
      await expect.poll(() => drawer.count()).toBe(0);
    }
    await context.close();
  });
});
