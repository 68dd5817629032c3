import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { signInByApi } from "../../scripts/app-server";
import { DRAWN_SCREENS_FILE, type DrawnScreens } from "../../worker/spa/drawn-pages.shared";
import { DRAWN_ROWS_ID } from "../../worker/spa/drawn-rows.shared";
import { routePattern } from "../../worker/spa/route-patterns.shared";
import { findScreen } from "../../worker/spa/screen-registry.shared";
import { PAGE_SIZE } from "../../worker/spa/screens.shared";
import {
  baseURL,
  holdScripts,
  newPerson,
  newVisitor,
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

/** Every route the build drew (build/prerender-pages.ts writes the list beside the pages). */
const drawnRoutes = Object.keys(
  JSON.parse(readFileSync(join("dist/client", DRAWN_SCREENS_FILE), "utf8")) as DrawnScreens,
);

/**
 * The routes of the signed-in areas that arrive undrawn, each with why. Every other route is
 * drawn by the build, layout and heading before any script, its data handed over with the
 * page (docs/drawn-screens.md): the test below fails on one that is neither.
 */
const NOT_DRAWN: Record<string, string> = {
  // Sends to the dashboard before it shows anything.
  "/manager": "a redirect",
};

/** The area routes, as web/routes names them. */
function areaRoutes(): string[] {
  const files = readdirSync("web/routes", { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".tsx"),
  );
  return files
    .map((file) =>
      routePattern(
        file
          .replace(/\.tsx$/, "")
          .split(sep)
          .join("/"),
      ),
    )
    .filter(({ pattern, layout }) => !layout && /^\/(app|manager)(\/|$)/.test(pattern))
    .map(({ pattern }) => pattern);
}

/**
 * A route's parameters as a real record has them: a page of its resource's list names one
 * (`/manager/users/$id` → the first of `GET /api/users`). A route that does not follow that
 * layout names its sample here.
 */
async function sampleParams(page: Page, pattern: string): Promise<Record<string, string>> {
  const named: Record<string, () => Promise<Record<string, string>>> = {
    // The seeded organization, which the admin owns (scripts/seed-data.ts).
    "/app/organizations/$slug": async () => ({ slug: "edgestart-readers" }),
    // An invitation to the admin, from an organization of someone new's.
    "/app/invitations/$id": async () => {
      const { page: inviter, context } = await visitorWithSession(uniqueEmail("sample-inviter"));
      const post = (path: string, data: object) =>
        inviter.request.post(`/api/auth/${path}`, { headers: { origin: baseURL() }, data });
      const slug = uniqueEmail("sample").split("@")[0] ?? "";
      const created = (await (await post("organization/create", { name: "Sample", slug })).json()) as { id: string };
      const invited = await post("organization/invite-member", {
        organizationId: created.id,
        email: "admin@example.com",
        role: "member",
      });
      const { id } = (await invited.json()) as { id: string };
      await context.close();
      return { id };
    },
  };
  if (named[pattern]) return named[pattern]();
  if (!pattern.includes("$")) return {};
  const [, , resource] = pattern.split("/");
  const answer = await page.request.get(`/api/${resource}?limit=1`);
  expect(answer.status(), `${pattern}: name its sample parameters in sampleParams`).toBe(200);
  const [first] = ((await answer.json()) as { items: Record<string, string>[] }).items;
  return Object.fromEntries([...pattern.matchAll(/\$(\w+)/g)].map(([, name = ""]) => [name, first?.[name] ?? ""]));
}

/** A list's rows as the person reads them, link by link. */
const rowTexts = (page: Page) => page.locator(`#${DRAWN_ROWS_ID} li`).allInnerTexts();

describe("signed-in screens the build drew", () => {
  it("every route of the signed-in areas is drawn, or on the list of those that are not, with why", () => {
    const undrawn = areaRoutes().filter((pattern) => !drawnRoutes.includes(pattern) && !(pattern in NOT_DRAWN));
    expect(undrawn, "draw these (docs/drawn-screens.md) or list them in NOT_DRAWN with why").toEqual([]);
    for (const pattern of Object.keys(NOT_DRAWN)) expect(drawnRoutes, pattern).not.toContain(pattern);
  });

  it("no route's address is taken for another's by the Worker (a literal one for a record's)", () => {
    const borrowed = areaRoutes()
      .filter((pattern) => !pattern.includes("$"))
      .flatMap((pattern) => {
        const found = findScreen(new URL(pattern, "http://localhost"))?.pattern;
        return found === undefined || found === pattern ? [] : [`${pattern} is read as ${found}`];
      });
    expect(borrowed, "declare these screens (worker/<feature>/<feature>.screens.ts), even with no reads").toEqual([]);
  });

  // Each route is a visitor of its own, mostly waiting on the server and the held scripts: they
  // run a few at once, with one session (two sign-ins at once for one address race for its code).
  let adminSession: { name: string; value: string };
  beforeAll(async () => {
    adminSession = await signInByApi(baseURL(), "admin@example.com");
  });
  for (const pattern of drawnRoutes) {
    it.concurrent(`${pattern} paints its layout, heading and the person's menu before any script, asks for nothing, and hydrates as drawn`, async ({
      expect,
    }) => {
      const { page, context } = await newVisitor();
      await context.addCookies([{ ...adminSession, url: baseURL() }]);
      const params = await sampleParams(page, pattern);
      const path = pattern.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
      const errors = errorsOf(page);
      const asked: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/api/")) asked.push(new URL(request.url()).pathname);
      });
      const release = await holdScripts(page);

      // With a parameter no screen reads (a campaign's tag), which leaves what is drawn alike.
      await page.goto(`${path}/?ref=drawn-test`, { waitUntil: "commit" });
      await page.getByRole("button", { name: "Account menu for Admin" }).waitFor();
      const heading = page.getByRole("heading", { level: 1 });
      const drawnHeading = (await heading.count()) > 0 ? await heading.first().elementHandle() : null;
      const headingText = await drawnHeading?.innerText();
      const drawnRows = await rowTexts(page);
      const drawnRow = drawnRows.length > 0 ? await page.locator(`#${DRAWN_ROWS_ID} li`).first().elementHandle() : null;

      release();
      await untilLive(page);
      // Hydrated, not drawn again: what was painted before the scripts is what is on screen.
      if (drawnHeading) {
        expect(headingText?.trim(), path).not.toBe("");
        expect(await drawnHeading.evaluate((element) => element.isConnected), path).toBe(true);
        expect(await drawnHeading.innerText(), path).toBe(headingText);
      }
      if (drawnRow) {
        expect(await drawnRow.evaluate((element) => element.isConnected), path).toBe(true);
        expect(await rowTexts(page), path).toEqual(drawnRows);
      }
      // Its data came with the page: no request of its own before it is live.
      expect(asked, path).toEqual([]);
      expect(errors, path).toEqual([]);
      await context.close();
    });
  }

  it("a record's heading arrives drawn, in every language, its details once live", async () => {
    const { page: admin, context: adminContext } = await visitorWithSession("admin@example.com");
    // Its genre, as each language names it (scripts/seed-books.ts).
    const genre: Record<string, string> = {
      en: "Adventure",
      fr: "Aventure",
      ar: "مغامرات",
      sw: "Matukio ya kusisimua",
    };
    const created = await admin.request.post("/api/books", {
      headers: { origin: baseURL() },
      data: {
        title: `Drawn «${uniqueEmail("book")}»`,
        author: "Ann Author",
        genreId: "genre-adventure",
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
      const drawnTitle = await title.elementHandle();
      expect(await page.locator("main dl").count(), locale).toBe(0);
      release();
      await untilLive(page);
      expect(await page.locator("main dl").innerText(), locale).toContain("Penguin & Sons");
      expect(await page.locator("main").innerText(), locale).toContain(genre[locale]);
      expect(await drawnTitle?.evaluate((element) => element.isConnected), locale).toBe(true);
      expect(errors, locale).toEqual([]);
      await context.close();
    }
  });

  it("the dashboard arrives with its figures' places, and the figures once live, in every language's digits", async () => {
    for (const locale of ["en", "fr", "ar", "sw"]) {
      const { page, context } = await visitorWithSession("admin@example.com", { locale });
      const errors = errorsOf(page);
      const release = await holdScripts(page);
      await page.goto("/manager/dashboard/", { waitUntil: "commit" });
      // The figures are the screen's only texts made of digits alone (grouped as the language groups them).
      const figures = page.locator("main").getByText(/^[\d٠-٩][\d٠-٩\s,.٬]*$/u);
      await page.getByRole("heading", { level: 1 }).waitFor();
      const places = await page.locator("main").boundingBox();
      const drawnChartTitle = await page.locator("main h2").first().elementHandle();
      expect(await figures.count(), locale).toBe(0);
      release();
      await page.getByRole("img", { name: /\d|[٠-٩]/ }).waitFor();
      // The three figures, and the activity's seven counts, which locally come from the database.
      expect(await figures.allInnerTexts(), locale).toHaveLength(10);
      if (locale === "en") expect(await page.locator("main").innerText()).toContain("Source: the database");
      // Taken over, not drawn again: a text painted again once live is a new, late largest paint.
      expect(await drawnChartTitle?.evaluate((element) => element.isConnected), locale).toBe(true);
      // The figures take the places drawn for them: nothing below moves.
      expect((await page.locator("main").boundingBox())?.height, locale).toBe(places?.height);
      expect(errors, locale).toEqual([]);
      await context.close();
    }
  });

  it("the account arrives with its forms and settings, its card, sessions, passkeys and activity coming once live with the page", async () => {
    for (const locale of ["en", "ar"]) {
      const { page, context } = await visitorWithSession("admin@example.com", { locale });
      const errors = errorsOf(page);
      const asked: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/api/")) asked.push(new URL(request.url()).pathname);
      });
      const release = await holdScripts(page);
      await page.goto("/app/account/", { waitUntil: "commit" });
      const newEmail = page.locator('main input[type="email"]');
      await newEmail.waitFor();
      const drawnField = await newEmail.elementHandle();
      expect(await page.locator("main").getByText("admin@example.com", { exact: true }).count(), locale).toBe(0);
      release();
      // Live: the card, the sessions and the security activity, in the visitor's own time zone,
      // from what the page carried: none was asked for.
      await page.locator("main").getByText("admin@example.com", { exact: true }).waitFor();
      await page.locator("main li").first().waitFor();
      await page.getByTestId("activity-event").first().waitFor();
      expect(asked, locale).toEqual([]);
      expect(await drawnField?.evaluate((element) => element.isConnected), locale).toBe(true);
      expect(errors, locale).toEqual([]);
      await context.close();
    }
  });

  it.each([
    ["en", 1280],
    ["en", 375],
    ["ar", 375],
  ])(
    "an account with three sessions arrives with room for them (%s, %i px): what is below does not move once live",
    async (locale, width) => {
      const email = uniqueEmail("three-sessions");
      await signInByApi(baseURL(), email);
      await signInByApi(baseURL(), email);
      const { page, context } = await visitorWithSession(email, { viewport: { width, height: 800 } });
      await context.addCookies([{ name: "lang", value: locale, url: baseURL() }]);
      const named = await page.request.post("/api/auth/update-user", {
        data: { name: "Three Sessions" },
        headers: { origin: baseURL() },
      });
      expect(named.status()).toBe(200);
      const release = await holdScripts(page);
      await page.goto("/app/account/", { waitUntil: "commit" });
      // The sessions card: as tall drawn as once its three rows are in.
      const card = page.getByTestId("sessions");
      await card.waitFor();
      const drawn = (await card.boundingBox())?.height ?? 0;
      release();
      await expect.poll(() => card.locator("ul > li").count()).toBe(3);
      const live = (await card.boundingBox())?.height ?? 0;
      // Within a few pixels: a row's height is reserved, its exact lines are the browser's.
      const rows = await card
        .locator("ul")
        .evaluate((list) => [...list.children].map((row) => row.getBoundingClientRect().height));
      expect(Math.abs(live - drawn), `drawn ${drawn} px, live ${live} px, rows ${rows}`).toBeLessThan(6);
      await context.close();
    },
  );

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

  it("a page opened with a param no screen reads marks its own menu entry, and the mark follows the person", async () => {
    // React adopts a drawn attribute without checking it: a link the browser's router thinks
    // inactive would keep the drawn mark for good.
    const { page, context } = await visitorWithSession("admin@example.com");
    await page.goto("/app/?utm_source=drawn-test");
    await untilLive(page);
    const menu = page.getByRole("navigation", { name: "Main" }).first();
    const marked = async () => (await menu.locator('[aria-current="page"]').allInnerTexts()).map((text) => text.trim());
    expect(await marked()).toEqual(["Home"]);
    await menu.getByRole("link", { name: "Books" }).click();
    await page.getByRole("heading", { name: "Books", level: 1 }).waitFor();
    expect(await marked()).toEqual(["Books"]);
    await context.close();
  });

  it("an organization's page arrives with its name and summary line, my role and its members once live, and an administrator's likewise", async () => {
    // The summary line is drawn and stays the node painted (a line painted again once live
    // would be the page's late largest paint); what depends on me is added inside it.
    for (const [path, drawn, live] of [
      ["/app/organizations/edgestart-readers/", "/edgestart-readers", "Your role: Owner"],
      [
        "/manager/organizations/seed-organization/",
        /^edgestart-readers · Created \w+ \d+, \d{4}$/,
        /^edgestart-readers · Created \w+ \d+, \d{4}$/,
      ],
    ] as const) {
      const { page, context } = await visitorWithSession("admin@example.com");
      const errors = errorsOf(page);
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: "commit" });
      const title = page.getByRole("heading", { name: "Edgestart Readers", level: 1 });
      await title.waitFor();
      const drawnTitle = await title.elementHandle();
      const drawnSummary = await page.locator("main p", { hasText: drawn }).elementHandle();
      release();
      await untilLive(page);
      await page.locator("main").getByText(live, { exact: true }).waitFor();
      await page.locator("main li").first().waitFor();
      expect(await drawnTitle?.evaluate((element) => element.isConnected), path).toBe(true);
      expect(await drawnSummary?.evaluate((element) => element.isConnected), path).toBe(true);
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  it("an invitation arrives drawn for its recipient, in every language, what it says and its expiry coming in their time zone", async () => {
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
      const menu = page.getByRole("button", { name: /Drawn Invitee/ });
      await menu.waitFor();
      const drawnMenu = await menu.elementHandle();
      release();
      await page.locator("html[data-live]").waitFor({ state: "attached" });
      await page.getByRole("heading", { name: "Drawn Readers", level: 1 }).waitFor();
      expect(await page.locator("main p").filter({ hasText: "Ines Inviter" }).innerText(), locale).toContain(
        "Drawn Readers",
      );
      // The expiry, in the visitor's own time zone, once the page is live (a year's digits;
      // the inviter's line, whose address is made of random ones, is not it).
      await page
        .locator("main p")
        .filter({ hasText: /2\d{3}|٢/ })
        .filter({ hasNotText: "Ines Inviter" })
        .waitFor();
      expect(await drawnMenu?.evaluate((element) => element.isConnected), locale).toBe(true);
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

    // The trail's filters arrive as their places, holding what they show; the app's own
    // choice takes over once live.
    release = await holdScripts(page);
    await page.goto("/manager/audit/", { waitUntil: "commit" });
    expect(await page.getByRole("textbox", { name: "Action" }).inputValue()).toBe("All actions");
    release();
    await untilLive(page);
    await page.getByRole("combobox", { name: "Action" }).click();
    await page.getByRole("option", { name: "Signed in", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("action")).toBe("sign_in");
    expect(errors).toEqual([]);
    await context.close();
  });
});
