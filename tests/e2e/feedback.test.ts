import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInByApi } from "../../scripts/app-server";
import { baseURL, newVisitor, openLive, signedInVisitor, uniqueEmail } from "./browser";

/** A new person, named, on their account page, with `sessions` more sessions elsewhere. */
async function personWithSessions(sessions: number, viewport?: { width: number; height: number }) {
  const email = uniqueEmail("feedback");
  const visitor = await signedInVisitor(email, "/app");
  await visitor.page.getByLabel("What is your name?").fill("Feedback Tester");
  await visitor.page.getByRole("button", { name: "Continue" }).click();
  await visitor.page.getByLabel("What is your name?").waitFor({ state: "detached" });
  for (let index = 0; index < sessions; index++) await signInByApi(baseURL(), email);
  if (viewport) await visitor.page.setViewportSize(viewport);
  await openLive(visitor.page, "/app/account");
  return visitor;
}

/** Waits for an element's running animations (a drawer sliding in) to end. */
async function settled(page: Page, selector: string) {
  await page
    .locator(selector)
    .first()
    .evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
}

const toasts = (page: Page) => page.locator("[data-sonner-toast]");
const shownToasts = (page: Page) => page.locator("[data-sonner-toast][data-visible=true]");

/** Drags from an element's centre by (dx, dy) in `steps`, over at least `ms`. */
async function drag(page: Page, selector: string, dx: number, dy: number, ms: number) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  const start = { x: box.x + box.width / 2, y: box.y + Math.min(20, box.height / 2) };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const steps = 10;
  for (let step = 1; step <= steps; step++) {
    await page.mouse.move(start.x + (dx * step) / steps, start.y + (dy * step) / steps);
    await page.waitForTimeout(ms / steps);
  }
  await page.mouse.up();
}

describe("toasts", () => {
  it("show at most 3 at once, 356 px wide and 14 px apart, and the 4th waits its turn", async () => {
    const { page, context } = await personWithSessions(4);
    const revoke = page.getByRole("button", { name: "Revoke", exact: true });
    await expect.poll(() => revoke.count()).toBe(4);
    for (let index = 0; index < 4; index++) await revoke.first().click();
    await expect.poll(() => toasts(page).count()).toBe(4);
    expect(await shownToasts(page).count()).toBe(3);
    const box = await toasts(page).first().boundingBox();
    expect(box?.width).toBe(356);
    await toasts(page).first().hover();
    // Hovered, the stack spreads out; the gap between neighbours is 14 px.
    const gap = () =>
      shownToasts(page).evaluateAll((items) => {
        const [upper, lower] = items.map((item) => item.getBoundingClientRect()).sort((a, b) => a.top - b.top);
        return Math.round((lower?.top ?? 0) - (upper?.bottom ?? 0));
      });
    await expect.poll(gap).toBe(14);
    await context.close();
  });

  it("close after 4 s, but not while hovered", async () => {
    const { page, context } = await personWithSessions(2);
    await page.getByRole("button", { name: "Revoke", exact: true }).first().click();
    await page.locator("[data-sonner-toast]").getByText("Session ended").waitFor();
    await toasts(page).first().hover();
    await page.waitForTimeout(5000);
    expect(await toasts(page).count()).toBe(1);

    await page.mouse.move(5, 5);
    await page.getByRole("button", { name: "Revoke", exact: true }).first().click();
    const started = Date.now();
    await expect.poll(() => toasts(page).count(), { timeout: 10_000 }).toBe(0);
    const lasted = Date.now() - started;
    expect(lasted).toBeGreaterThan(3500);
    expect(lasted).toBeLessThan(7000);
    await context.close();
  });

  it("a slow 30 px swipe leaves a toast; a 60 px swipe dismisses it", async () => {
    const { page, context } = await personWithSessions(1);
    await page.getByRole("button", { name: "Revoke", exact: true }).first().click();
    await toasts(page).first().waitFor();
    await drag(page, "[data-sonner-toast]", 30, 0, 600);
    await page.waitForTimeout(300);
    expect(await toasts(page).count()).toBe(1);
    await drag(page, "[data-sonner-toast]", 60, 0, 600);
    await expect.poll(() => toasts(page).count()).toBe(0);
    await context.close();
  });
});

describe("account forms", () => {
  it("refuse a bad address and an empty name in the page, with their rules loaded on first use, sending nothing", async () => {
    const { page, context } = await personWithSessions(0);
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") sent.push(request.url());
    });
    await page.getByLabel("New email").fill("not-an-address");
    await page.getByRole("button", { name: "Send a code to this address" }).click();
    await page.getByText("Email is invalid").waitFor();
    expect(await page.getByLabel("New email").getAttribute("aria-invalid")).toBe("true");

    await page.getByRole("button", { name: "Change name" }).click();
    const dialog = page.getByRole("dialog", { name: "Change name" });
    await dialog.getByLabel("What is your name?").fill("   ");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Name is required").waitFor();
    expect(sent).toEqual([]);
    await context.close();
  });
});

describe("dialogs", () => {
  it("are centred on a desktop and become bottom drawers on a 375 px phone", async () => {
    const { page, context } = await personWithSessions(0);
    await page.getByRole("button", { name: "Change name" }).click();
    await page.getByRole("dialog", { name: "Change name" }).waitFor();
    expect(await page.locator("[data-scope=dialog][data-part=content]").count()).toBe(1);
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 375, height: 700 });
    await page.getByRole("button", { name: "Change name" }).click();
    const sheet = page.getByRole("dialog", { name: "Change name" });
    await sheet.waitFor();
    await settled(page, "[data-scope=drawer][data-part=content]");
    expect(await page.locator("[data-scope=drawer][data-part=content]").count()).toBe(1);
    const box = await sheet.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(700);
    expect(box?.width).toBe(375);
    await context.close();
  });

  it("a drawer swiped down less than a quarter of its height stays; past it, it closes", async () => {
    const { page, context } = await personWithSessions(0, { width: 375, height: 700 });
    await page.getByRole("button", { name: "Change name" }).click();
    const sheet = page.getByRole("dialog", { name: "Change name" });
    await sheet.waitFor();
    await settled(page, "[data-scope=drawer][data-part=content]");
    const height = (await sheet.boundingBox())?.height ?? 0;

    await drag(page, "[data-scope=drawer][data-part=grabber]", 0, height * 0.15, 800);
    await page.waitForTimeout(700);
    expect(await sheet.isVisible()).toBe(true);
    expect(page.url()).toContain("state=change-name");

    await drag(page, "[data-scope=drawer][data-part=grabber]", 0, height * 0.4, 800);
    await expect.poll(() => sheet.count()).toBe(0);
    expect(page.url()).not.toContain("state=change-name");
    await context.close();
  });

  it("tapping the drawer's handle closes it", async () => {
    const { page, context } = await personWithSessions(0, { width: 375, height: 700 });
    await page.getByRole("button", { name: "Change name" }).click();
    const sheet = page.getByRole("dialog", { name: "Change name" });
    await sheet.waitFor();
    await settled(page, "[data-scope=drawer][data-part=content]");
    await page.locator("[data-scope=drawer][data-part=grabber]").click();
    await expect.poll(() => sheet.count()).toBe(0);
    await context.close();
  });
});

describe("a new visitor", () => {
  it("sees no toast and no dialog", async () => {
    const { page, context } = await newVisitor();
    await page.goto("/login");
    await page.getByLabel("Email").waitFor();
    expect(await toasts(page).count()).toBe(0);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await context.close();
  });
});
