import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer, testVarsFor } from "../../scripts/app-server";
import { enterCode, newVisitor, openLive } from "./browser";

/**
 * Demo mode is the whole app's: flipped on the shared server, it would make every test file
 * running beside this one read-only. This file starts its own server, on the port three past
 * the shared one's, with the demo flag set in its KV (as `npm run demo:on` sets it).
 */
const PORT = Number(process.env.E2E_PORT ?? 4173) + 3;
const ORIGIN = `http://127.0.0.1:${PORT}`;

let server: AppServer | undefined;
beforeAll(async () => {
  const varsFile = testVarsFor(ORIGIN);
  server = await startAppServer({
    port: PORT,
    stateDir: `.wrangler/e2e-demo-${PORT}`,
    varsFile,
    kv: { "demo-mode": "true" },
  });
}, 120_000);
afterAll(() => server?.stop());

describe("demo mode", () => {
  it("the login screen gives the demo code, and a write opens the 'Demo Mode' modal", async () => {
    const { page, context } = await newVisitor({ baseURL: ORIGIN });
    expect(await (await page.request.get("/api/config")).json()).toMatchObject({ demo: true });

    // The prerendered screen is the demo's, from the first byte.
    const prerendered = await (await page.request.get("/login")).text();
    expect(prerendered).toMatch(/data-testid="demo-hint"[^<]*>[^<]*<strong[^>]*>EDGE24</);
    expect(prerendered).not.toContain('data-testid="dev-hint"');

    await openLive(page, "/manager/books/new");
    await page.waitForURL(/\/login/);
    await page.getByTestId("demo-hint").getByText("EDGE24").waitFor();
    // Every screen says it is the demo, before anything is refused.
    const banner = page.getByRole("complementary", { name: "Demo" });
    await banner.getByText("Read-only demo").waitFor();
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
    // The whole command in view (wrapped, not clipped), with a button that copies it.
    const command = modal.locator("pre");
    expect(await command.evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
    await modal.getByRole("button", { name: "Copy the command" }).waitFor();
    await modal.getByRole("button", { name: "Close" }).click();
    await modal.waitFor({ state: "hidden" });

    // The banner, still there once signed in, opens the same dialog.
    await banner.getByRole("button", { name: "Make your own copy" }).click();
    await modal.waitFor();
    await modal.getByRole("button", { name: "Close" }).click();
    await modal.waitFor({ state: "hidden" });

    // A refused action says so once: the dialog, not a toast saying the same beside it.
    await openLive(page, "/manager/users/?searchTerm=user%40example.com");
    await page
      .getByRole("link", { name: /user@example\.com/ })
      .first()
      .click();
    await page.getByRole("button", { name: "Impersonate" }).click();
    await modal.getByText("This is a read-only demo, this action is disabled.").waitFor();
    await page.waitForTimeout(500);
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
    await context.close();
  });
});
