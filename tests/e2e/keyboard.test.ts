import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { latestCode, newVisitor, openLive, openLogin, signedInVisitor, uniqueEmail } from "./browser";

/** Presses Tab until `accessibleName` has focus (at most 40 times), as a keyboard user would. */
async function tabTo(page: Page, accessibleName: RegExp) {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return "";
      const labelled = element.getAttribute("aria-label");
      const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
      return labelled ?? label ?? element.textContent ?? "";
    });
    if (accessibleName.test(name.trim())) return;
  }
  throw new Error(`Tab never reached ${accessibleName}`);
}

/** Whether the focused element shows a focus ring (an outline or a ring shadow). */
function focusIsVisible(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return false;
    const style = getComputedStyle(element);
    return (style.outlineStyle !== "none" && style.outlineWidth !== "0px") || style.boxShadow !== "none";
  });
}

describe("keyboard only", () => {
  it("signs in: email, Enter, the code typed, then the name", async () => {
    const { page, context } = await newVisitor();
    const email = uniqueEmail("keyboard");
    await openLogin(page);
    await tabTo(page, /^Email$/);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/login\/verify/);
    // The first box takes focus by itself: the code can be typed straight away.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? ""))
      .toMatch(/^Character 1 of/);
    await page.keyboard.type(await latestCode(page, email));
    await page.getByLabel("What is your name?").waitFor();
    await page.getByLabel("What is your name?").focus();
    await page.keyboard.type("Ada Keys");
    await page.keyboard.press("Enter");
    await page.getByText("Welcome, Ada Keys.").waitFor();
    await context.close();
  });

  it("opens a menu with Enter, moves with the arrows and picks with Enter", async () => {
    const { page, context } = await newVisitor();
    await openLogin(page);
    await tabTo(page, /^Language$/);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press("Enter");
    await page.getByRole("menu").waitFor();
    // English, Français, العربية, Kiswahili: two steps down from the first is Arabic.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await context.close();
  });

  it("walks a list to a book and back, and a dialog keeps focus inside until Escape", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/app/books");
    await page.getByRole("list").first().waitFor();
    const first = page.getByRole("list").first().getByRole("link").first();
    const href = (await first.getAttribute("href")) ?? "";
    await first.focus();
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === href);

    await openLive(page, "/app/account");
    await page.getByRole("button", { name: "Change name" }).waitFor();
    await tabTo(page, /^Change name$/);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Change name" });
    await dialog.waitFor();
    for (let presses = 0; presses < 8; presses++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Change name");
    await context.close();
  });
});
