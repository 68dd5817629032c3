import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PAGE_SIZE } from "../../worker/spa/screen-data";
import {
  baseURL,
  holdScripts,
  newPerson,
  signedInVisitor,
  uniqueEmail,
  untilLive,
  visitorWithSession,
  wranglerOnE2eState,
} from "./browser";

/** Errors a page reports: one that did not match its markup is thrown away and drawn again, with one. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

const screens = [
  { path: "/app/", heading: "Home", filled: (page: Page) => page.getByText("Welcome, Admin.") },
  { path: "/app/books/", heading: "Books", filled: (page: Page) => page.locator("main li").first(), rows: true },
  {
    path: "/manager/dashboard/",
    heading: "Dashboard",
    filled: (page: Page) => page.getByRole("img", { name: /sign-ups/ }),
  },
  { path: "/manager/books/", heading: "Books", filled: (page: Page) => page.locator("main li").first(), rows: true },
  { path: "/manager/users/", heading: "Users", filled: (page: Page) => page.locator("main li").first(), rows: true },
  {
    path: "/app/organizations/",
    heading: "Organizations",
    filled: (page: Page) => page.locator("main li").first(),
    rows: true,
  },
  {
    path: "/manager/organizations/",
    heading: "Organizations",
    filled: (page: Page) => page.locator("main li").first(),
    rows: true,
  },
  // The seeded organization, which the admin owns: its cards come once the page is live.
  {
    path: "/app/organizations/edgestart-readers/",
    heading: "Edgestart Readers",
    filled: (page: Page) => page.getByRole("list", { name: "Members" }).getByText("user@example.com"),
  },
  {
    path: "/manager/organizations/seed-organization/",
    heading: "Edgestart Readers",
    filled: (page: Page) => page.locator("main li").first(),
  },
  // Its rows, in the reader's own time zone, come once the page is live, from what it carried.
  { path: "/manager/audit/", heading: "Audit trail", filled: (page: Page) => page.getByTestId("audit-event").first() },
];

/** A list's rows as the person reads them, link by link. */
const rowTexts = (page: Page) => page.locator("main ul").first().locator("li").allInnerTexts();

describe("signed-in screens the build drew", () => {
  for (const { path, heading, filled, rows } of screens) {
    it(`${path} paints its layout, heading and the person's menu before any script, then hydrates as drawn`, async () => {
      const { page, context } = await visitorWithSession("admin@example.com");
      const errors = errorsOf(page);
      const release = await holdScripts(page);

      await page.goto(path, { waitUntil: "commit" });
      const title = page.getByRole("heading", { name: heading, level: 1 });
      await title.waitFor();
      expect(await page.getByRole("button", { name: "Account menu for Admin" }).isVisible()).toBe(true);
      const drawnTitle = await title.elementHandle();
      const drawnRows = rows ? await rowTexts(page) : [];
      const drawnRow = rows ? await page.locator("main li a").first().elementHandle() : null;

      release();
      await filled(page).waitFor();
      if (rows) {
        // The first rows came with the page; once it is live, they are the same nodes, reading the same.
        expect(drawnRows.length).toBeGreaterThan(0);
        await page.locator("html[data-live]").waitFor({ state: "attached" });
        expect(await drawnRow?.evaluate((element) => element.isConnected)).toBe(true);
        expect(await rowTexts(page)).toEqual(drawnRows);
      }
      // Hydrated, not drawn again: the heading painted before the scripts is the one on screen.
      expect(await drawnTitle?.evaluate((element) => element.isConnected)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("a book's page arrives drawn with its values, and hydrates as drawn, in every language", async () => {
    const { page: admin, context: adminContext } = await visitorWithSession("admin@example.com");
    const genres = (await (await admin.request.get("/api/genres")).json()) as { id: string }[];
    const created = await admin.request.post("/api/books", {
      headers: { origin: baseURL() },
      data: {
        title: `Drawn «${uniqueEmail("book")}»`,
        author: "Ann Author",
        genreId: genres[0]?.id,
        publisher: "Penguin & Sons",
        publishedOn: "1851-10-18",
      },
    });
    expect(created.status()).toBe(201);
    const book = (await created.json()) as { id: string; title: string };
    await adminContext.close();

    for (const locale of ["en", "fr", "ar", "sw"]) {
      const { page, context } = await visitorWithSession("admin@example.com", { locale });
      const errors = errorsOf(page);
      const release = await holdScripts(page);
      await page.goto(`/app/books/${book.id}/`, { waitUntil: "commit" });
      const title = page.getByRole("heading", { name: book.title, level: 1 });
      await title.waitFor();
      const details = await page.locator("main dl").innerText();
      expect(details, locale).toContain("Penguin & Sons");
      const drawnTitle = await title.elementHandle();
      release();
      // Taken over: React has claimed the heading the page arrived with.
      await page.waitForFunction(() =>
        Object.keys(document.querySelector("main h1") ?? {}).some((key) => key.startsWith("__react")),
      );
      expect(await drawnTitle?.evaluate((element) => element.isConnected), locale).toBe(true);
      expect(await page.locator("main dl").innerText(), locale).toBe(details);
      expect(errors, locale).toEqual([]);
      await context.close();
    }
  });

  it("the dashboard arrives with its figures, in every language's digits, and hydrates as drawn", async () => {
    for (const locale of ["en", "fr", "ar", "sw"]) {
      const { page, context } = await visitorWithSession("admin@example.com", { locale });
      const errors = errorsOf(page);
      const release = await holdScripts(page);
      await page.goto("/manager/dashboard/", { waitUntil: "commit" });
      // The figures are the screen's only texts made of digits alone (grouped as the language groups them).
      const figures = page.locator("main").getByText(/^[\d٠-٩][\d٠-٩\s,.٬]*$/u);
      await figures.first().waitFor();
      const drawn = await figures.allInnerTexts();
      expect(drawn, locale).toHaveLength(3);
      release();
      await page.getByRole("img", { name: /\d|[٠-٩]/ }).waitFor();
      expect(await figures.allInnerTexts(), locale).toEqual(drawn);
      expect(errors, locale).toEqual([]);
      await context.close();
    }
  });

  it("the account arrives with the person's card, and hydrates as drawn, their sessions, passkeys and activity coming after with the page", async () => {
    for (const locale of ["en", "ar"]) {
      const { page, context } = await visitorWithSession("admin@example.com", { locale });
      const errors = errorsOf(page);
      const asked: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/api/")) asked.push(new URL(request.url()).pathname);
      });
      const release = await holdScripts(page);
      await page.goto("/app/account/", { waitUntil: "commit" });
      const email = page.locator("main").getByText("admin@example.com", { exact: true });
      await email.waitFor();
      // The card's texts: name, address and role, around the address.
      const card = email.locator("xpath=..");
      const drawnCard = await card.innerText();
      expect(drawnCard, locale).toMatch(/Admin/);
      const drawnEmail = await email.elementHandle();
      release();
      // Live: the sessions and the security activity, in the visitor's own time zone, are listed,
      // from what the page carried: none was asked for.
      await page.locator("main li").first().waitFor();
      await page.getByTestId("activity-event").first().waitFor();
      expect(asked, locale).toEqual([]);
      expect(await drawnEmail?.evaluate((element) => element.isConnected), locale).toBe(true);
      expect(await card.innerText(), locale).toBe(drawnCard);
      expect(errors, locale).toEqual([]);
      await context.close();
    }
  });

  it("an account with more than a page of security activity hydrates as drawn, its 'Load more' coming after", async () => {
    const { page, context, email } = await newPerson("Keeper", "/app");
    const errors = errorsOf(page);
    // One page of events and more, as a long-used account has.
    wranglerOnE2eState(
      "d1",
      "execute",
      "edgestart",
      "--command",
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i <= ${PAGE_SIZE})
       INSERT INTO audit_event (action, actor_id, target_id)
       SELECT 'sign_in', user.id, user.id FROM user, n WHERE user.email = lower('${email}')`,
    );
    const release = await holdScripts(page);
    await page.goto("/app/account/", { waitUntil: "commit" });
    const drawnTitle = await page.getByRole("heading", { name: "Account", level: 1 }).elementHandle();
    release();
    await page.getByTestId("security-activity").getByRole("button", { name: "Load more" }).waitFor();
    expect(await drawnTitle?.evaluate((element) => element.isConnected)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an organization's page arrives with its slug and my role, and an administrator's with its figures", async () => {
    for (const [path, drawn] of [
      ["/app/organizations/edgestart-readers/", "Your role: Owner"],
      ["/manager/organizations/seed-organization/", /^edgestart-readers · Created \w+ \d+, \d{4}$/],
    ] as const) {
      const { page, context } = await visitorWithSession("admin@example.com");
      const errors = errorsOf(page);
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: "commit" });
      const line = page.locator("main").getByText(drawn, { exact: true });
      await line.waitFor();
      await page.locator("main").getByText("edgestart-readers", { exact: false }).first().waitFor();
      const drawnLine = await line.elementHandle();
      release();
      await page.locator("html[data-live]").waitFor({ state: "attached" });
      await page.locator("main li").first().waitFor();
      expect(await drawnLine?.evaluate((element) => element.isConnected), path).toBe(true);
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  it("an invitation arrives drawn for its recipient, in every language, its expiry coming in their time zone", async () => {
    // An organization of its own: the seeded one's invitations are another test's.
    const { page: owner, context: ownerContext } = await visitorWithSession(uniqueEmail("drawn-inviter"));
    const request = (path: string, data: object) =>
      owner.request.post(`/api/auth/${path}`, { headers: { origin: baseURL() }, data });
    expect((await request("update-user", { name: "Ines Inviter" })).status()).toBe(200);
    const created = await request("organization/create", {
      name: "Drawn Readers",
      slug: uniqueEmail("drawn").split("@")[0],
    });
    expect(created.status()).toBe(200);
    const invitee = uniqueEmail("drawn-invitee");
    const invited = await request("organization/invite-member", {
      organizationId: ((await created.json()) as { id: string }).id,
      email: invitee,
      role: "admin",
    });
    expect(invited.status()).toBe(200);
    const { id } = (await invited.json()) as { id: string };
    await ownerContext.close();

    for (const locale of ["en", "fr", "ar", "sw"]) {
      const { page, context } = await visitorWithSession(invitee, { locale, timezoneId: "Australia/Sydney" });
      const named = await page.request.post("/api/auth/update-user", {
        data: { name: "Drawn Invitee" },
        headers: { origin: baseURL() },
      });
      expect(named.status()).toBe(200);
      const errors = errorsOf(page);
      const release = await holdScripts(page);
      await page.goto(`/app/invitations/${id}/`, { waitUntil: "commit" });
      const title = page.getByRole("heading", { name: "Drawn Readers", level: 1 });
      await title.waitFor();
      const sentence = page.locator("main p").filter({ hasText: "Ines Inviter" });
      const drawnSentence = await sentence.innerText();
      expect(drawnSentence, locale).toContain("Drawn Readers");
      const drawnTitle = await title.elementHandle();
      release();
      await page.locator("html[data-live]").waitFor({ state: "attached" });
      // The expiry, in the visitor's own time zone, once the page is live.
      await page
        .locator("main p")
        .filter({ hasText: /2\d{3}|٢/ })
        .waitFor();
      expect(await drawnTitle?.evaluate((element) => element.isConnected), locale).toBe(true);
      expect(await sentence.innerText(), locale).toBe(drawnSentence);
      expect(errors, locale).toEqual([]);
      await context.close();
    }
  });

  it("the catalogue's drawn covers have their genre's colour before any script", async () => {
    const { page, context } = await visitorWithSession("admin@example.com");
    const errors = errorsOf(page);
    const release = await holdScripts(page);
    await page.goto("/app/books/", { waitUntil: "commit" });
    const cover = page.locator("main li [data-color]").first();
    await cover.waitFor();
    const colour = () => cover.evaluate((element) => getComputedStyle(element).getPropertyValue("--data-color"));
    const drawn = await colour();
    expect(drawn).toMatch(/^#[0-9a-f]{6}$/i);
    expect(await cover.getAttribute("data-color")).toBe(drawn);
    release();
    await page.getByText(/^Showing \d+ of \d+$/).waitFor();
    expect(await colour()).toBe(drawn);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a phone in Arabic gets the drawn screen right to left, with its menu button, and no sideways scroll", async () => {
    const { page, context } = await visitorWithSession("admin@example.com", {
      locale: "ar",
      viewport: { width: 375, height: 740 },
    });
    const release = await holdScripts(page);
    await page.goto("/manager/users/", { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect(await page.getByRole("button", { name: "فتح التنقل" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    release();
    await context.close();
  });

  it("a name with backslash escapes and replacement patterns in it shows as typed, drawn and hydrated alike", async () => {
    const name = "Eve \\u202Eevil \\x41 \\ end $$ $& $` $'";
    const { page, context } = await visitorWithSession(uniqueEmail("escapes"));
    const renamed = await page.request.post("/api/auth/update-user", {
      data: { name },
      headers: { origin: baseURL() },
    });
    expect(renamed.status()).toBe(200);
    const errors = errorsOf(page);
    await page.goto("/app/");
    await page.getByText(`Welcome, ${name}.`, { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: `Account menu for ${name}` }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a visitor whose session ended never sees a signed-in screen, not even before the scripts", async () => {
    const visitor = await signedInVisitor(uniqueEmail("leaving"), "/app");
    const { page, context } = visitor;
    const stale = await context.cookies();
    await page.request.post("/api/auth/sign-out", { data: {}, headers: { origin: baseURL() } });
    await context.addCookies(stale);
    await holdScripts(page);
    const response = await page.goto("/app/books/", { waitUntil: "commit" });
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL()}/app/books/`);
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(await page.getByRole("heading", { name: "Books" }).count()).toBe(0);
    await context.close();
  });

  it("a person without the manager permission gets no manager data in the page", async () => {
    const { page, context } = await signedInVisitor("user@example.com", "/app");
    const html = await (await page.request.get("/manager/users/", { headers: { accept: "text/html" } })).text();
    expect(html).not.toContain("admin@example.com");
    expect(html).not.toContain('"users","list"');
    await page.goto("/manager/users/");
    await page.getByRole("heading", { name: "You don't have access to this page" }).waitFor();
    await context.close();
  });

  it("what is typed into a drawn screen's fields before the scripts stays, and counts once they have run", async () => {
    const { page, context } = await visitorWithSession("admin@example.com");
    const errors = errorsOf(page);
    let release = await holdScripts(page);
    await page.goto("/manager/users/", { waitUntil: "commit" });
    const search = page.getByLabel("Search by name or email");
    await search.fill("admin@");
    release();
    await untilLive(page);
    await expect.poll(() => new URL(page.url()).searchParams.get("searchTerm")).toBe("admin@");
    expect(await search.inputValue()).toBe("admin@");
    await expect
      .poll(() => page.locator("main li").allInnerTexts())
      .toEqual([expect.stringContaining("admin@example.com")]);

    release = await holdScripts(page);
    await page.goto("/app/account/", { waitUntil: "commit" });
    const email = page.getByLabel("New email");
    await email.fill("not-an-address");
    release();
    await untilLive(page);
    expect(await email.inputValue()).toBe("not-an-address");
    await page.getByRole("button", { name: "Send a code to this address" }).click();
    await page.getByText("Email is invalid").waitFor();
    expect(await email.inputValue()).toBe("not-an-address");

    // The trail's filters: a choice counts as soon as the page is live.
    release = await holdScripts(page);
    await page.goto("/manager/audit/", { waitUntil: "commit" });
    await page.getByLabel("Action").selectOption("sign_in");
    release();
    await untilLive(page);
    await expect.poll(() => new URL(page.url()).searchParams.get("action")).toBe("sign_in");
    expect(errors).toEqual([]);
    await context.close();
  });
});
