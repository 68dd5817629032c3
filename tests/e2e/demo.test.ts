import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { baseURL, enterCode, newVisitor, openLive, wranglerOnE2eState } from "./browser";

/** Flips the demo flag in the e2e server's KV, then waits out the Worker's 10 s cache. */
async function setDemo(on: boolean, page: Page) {
  wranglerOnE2eState("kv", "key", "put", "demo-mode", String(on), "--binding", "KV");
  // Not expect.poll: this also runs in afterAll, outside any test.
  for (let waited = 0; waited < 20_000; waited += 1000) {
    const config = (await (await page.request.get(`${baseURL()}/api/config`)).json()) as { demo: boolean };
    if (config.demo === on) return;
    await page.waitForTimeout(1000);
  }
  throw new Error(`The demo flag did not become ${on} within 20 s`);
}

afterAll(async () => {
  const { page, context } = await newVisitor();
  await setDemo(false, page);
  await context.close();
});

describe("demo mode", () => {
  it("the login screen gives the demo code, and a write opens the 'Demo Mode' modal", async () => {
    const { page, context } = await newVisitor();
    await setDemo(true, page);

    // The prerendered screen is the demo's, from the first byte.
    const prerendered = await (await page.request.get("/login")).text();
    expect(prerendered).toMatch(/data-testid="demo-hint"[^<]*>[^<]*<strong[^>]*>EDGE24</);
    expect(prerendered).not.toContain('data-testid="dev-hint"');

    await openLive(page, "/manager/books/new");
    await page.waitForURL(/\/login/);
    await page.getByTestId("demo-hint").getByText("EDGE24").waitFor();
    await page.getByLabel("Email").fill("admin@example.com");
    await page.getByRole("button", { name: "Continue with email" }).click();
    await enterCode(page, "EDGE24");
    await page.waitForURL(/\/manager\/books\/new$/);

    await page.getByLabel("Title", { exact: true }).fill("Not in a demo");
    await page.getByLabel("Author", { exact: true }).fill("Visitor");
    await page.getByRole("combobox", { name: "Genre" }).click();
    await page.getByRole("option", { name: "Poetry" }).click();
    await page.getByRole("button", { name: "Create book" }).click();

    const modal = page.getByRole("dialog", { name: "Demo Mode" });
    await modal.getByText("This is a read-only demo, this action is disabled.").waitFor();
    expect(await modal.getByRole("link", { name: "Read the README" }).getAttribute("href")).toContain("readme");
    expect(await modal.locator("code").innerText()).toContain("npm install");
    await context.close();
  });
});
