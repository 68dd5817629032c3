import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newVisitor, openLive, signedInVisitor } from "./browser";

/**
 * Opens the dashboard from the manager's navigation, so that the SPA asks the API itself: a
 * page opened by address arrives with the Worker's answers in it (worker/spa/handover.ts).
 */
async function openDashboardInApp(page: Page) {
  await openLive(page, "/manager/books");
  await page.getByRole("heading", { name: "Books", level: 1 }).waitFor();
  await page.getByRole("link", { name: "Dashboard" }).click();
}

describe("error pages", () => {
  it("an unknown path shows 404 with language, theme, Back and Home", async () => {
    const { page, context } = await newVisitor();
    await page.goto("/login");
    await page.getByLabel("Email").waitFor();
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    expect(await page.title()).toMatch(/^🧪 Not Found/);
    expect(await page.getByRole("button", { name: "Language" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: /^Theme/ }).isVisible()).toBe(true);

    await page.getByRole("button", { name: "Back" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.goto("/no/such/page");
    await page.getByRole("button", { name: "Home" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await context.close();
  });

  it("a record the API does not have shows 404; an API refusal shows 403", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/dashboard");
    await page.goto("/manager/books/no-such-book");
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    // An id that reads as a path ("../genres") names no book: it never walks to another route.
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    for (const path of ["/app/books/..%2Fgenres", "/manager/books/..%2F..%2Fapi%2Fusers"]) {
      await page.goto(path);
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
    }
    expect(asked.filter((pathname) => pathname === "/api/genres" || pathname === "/api/users")).toEqual([]);

    await page.route("**/api/dashboard", (route) =>
      route.fulfill({ status: 403, json: { code: "FORBIDDEN", message: "Not authorized" } }),
    );
    await openDashboardInApp(page);
    await page.getByRole("heading", { name: "You don't have access to this page" }).waitFor();
    // Inside the manager area its own header stays, with the way out.
    expect(await page.getByRole("button", { name: /^Account menu/ }).isVisible()).toBe(true);
    await context.close();
  });
});

describe("the error boundary", () => {
  it("shows the failure, its details on demand, and Try again reloads after 600 ms", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/dashboard");
    await page.route("**/api/dashboard", (route) =>
      route.fulfill({ status: 503, json: { code: "UNAVAILABLE", message: "The database is asleep" } }),
    );
    await openDashboardInApp(page);
    // Queries retry 3 times (1 s, 2 s, 4 s) before the boundary shows.
    await page.getByRole("heading", { name: "Something went wrong" }).waitFor({ timeout: 20_000 });
    expect(await page.getByText("The database is asleep").isVisible()).toBe(true);

    await page.getByRole("button", { name: "Show Error" }).click();
    expect(await page.locator("pre").textContent()).toContain("The database is asleep");
    await page.getByRole("button", { name: "Hide Error" }).click();
    expect(await page.locator("pre").count()).toBe(0);

    await page.unroute("**/api/dashboard");
    const clicked = Date.now();
    const [request] = await Promise.all([
      page.waitForRequest("**/api/dashboard"),
      page.getByRole("button", { name: "Try again" }).click(),
    ]);
    expect(request.url()).toContain("/api/dashboard");
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(600);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(await page.getByRole("heading", { name: "Something went wrong" }).count()).toBe(0);
    await context.close();
  });

  it("a request that gets no answer is retried, then explained in the person's words", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/dashboard");
    let attempts = 0;
    await page.route("**/api/dashboard", (route) => {
      attempts++;
      return route.abort("internetdisconnected");
    });
    await openDashboardInApp(page);
    await page
      .getByText("The server could not be reached. Check your connection and try again.")
      .waitFor({ timeout: 20_000 });
    // The first try and 3 retries.
    expect(attempts).toBe(4);
    await context.close();
  });
});
