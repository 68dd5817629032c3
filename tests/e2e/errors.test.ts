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
    const ray = "8f1c2b3a4d5e6f70-CDG";
    await page.route("**/api/dashboard", (route) =>
      route.fulfill({
        status: 503,
        headers: { "x-request-id": ray },
        json: { code: "UNAVAILABLE", message: "The database is asleep" },
      }),
    );
    const reported = page.waitForRequest((request) => request.url().endsWith("/api/client-errors"));
    await openDashboardInApp(page);
    // The failed call is reported with its id and the screen's pattern, never its address.
    expect((await reported).postDataJSON()).toMatchObject({
      kind: "request",
      requestId: ray,
      status: 503,
      screen: expect.stringMatching(/^\/manager\/dashboard/),
      version: expect.any(String),
    });
    // Queries retry 3 times (1 s, 2 s, 4 s) before the boundary shows.
    await page.getByRole("heading", { name: "Something went wrong" }).waitFor({ timeout: 20_000 });
    expect(await page.getByText("The database is asleep").isVisible()).toBe(true);
    // The id to quote is the failed call's.
    expect(await page.getByTestId("quote-id").textContent()).toContain(ray);

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

  it("a failure of the page's own is reported, and the id to quote is the report's, as the Worker logged it", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/dashboard");
    // An answer that is no JSON: reading it throws in the page, not a refusal of the server's.
    await page.route("**/api/dashboard", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "{not json" }),
    );
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/client-errors"));
    await openDashboardInApp(page);
    await page.getByRole("heading", { name: "Something went wrong!" }).waitFor({ timeout: 20_000 });
    const report = await answered;
    expect(report.status()).toBe(204);
    expect(report.request().postDataJSON()).toMatchObject({ kind: "uncaught" });
    const id = (await report.headerValue("x-request-id")) ?? "none";
    await expect.poll(() => page.getByTestId("quote-id").textContent()).toContain(id);
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
