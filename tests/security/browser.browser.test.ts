/**
 * Threats that only a browser shows: stored and reflected script injection through what
 * people type (ASVS 5.0 V1.2, V3.4 CSP), and open redirects after sign-in (V3.7.2). The
 * server's side of both is in tests/security/sign-in.test.ts; the single off-site case of
 * tests/e2e/auth.test.ts is the first row of the table here.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, latestCode, newVisitor, signedInVisitor, uniqueEmail } from "../e2e/browser";

const IMG = `<img src=x onerror="window.__xss=1">`;
const SCRIPT = "<script>window.__xss=1</script>";
const SVG = "<svg onload=window.__xss=1>";

/**
 * Everything a page could do with injected markup, recorded from before the app's first
 * script: CSP refusals, page errors, dialogs, and any element the payloads would create
 * (even one removed at once).
 */
async function watch(context: BrowserContext, page: Page) {
  const seen = { csp: [] as string[], dialogs: [] as string[], offSite: [] as string[] };
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.csp.push(message.text());
  });
  page.on("dialog", async (dialog) => {
    seen.dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await context.route(
    (url) => url.protocol.startsWith("http") && url.origin !== baseURL(),
    async (route) => {
      seen.offSite.push(route.request().url());
      await route.abort();
    },
  );
  await context.addInitScript(() => {
    const injected: string[] = [];
    Object.assign(window, { __injected: injected });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const element of [node, ...node.querySelectorAll("*")]) {
            const handler = [...element.attributes].some((attribute) => attribute.name.startsWith("on"));
            // A data block (the page's handed-over answers) is never run.
            const inlineScript =
              element.tagName === "SCRIPT" &&
              !element.hasAttribute("src") &&
              element.getAttribute("type") !== "application/json";
            const fakeImage = element.tagName === "IMG" && element.getAttribute("src") === "x";
            if (handler || inlineScript || fakeImage) injected.push(element.outerHTML.slice(0, 120));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return seen;
}

async function expectInert(page: Page, seen: Awaited<ReturnType<typeof watch>>) {
  const state = await page.evaluate(() => {
    const globals = window as unknown as { __xss?: unknown; __injected: string[] };
    return { xss: globals.__xss, injected: globals.__injected };
  });
  expect(state).toEqual({ xss: undefined, injected: [] });
  expect(seen.csp).toEqual([]);
  expect(seen.dialogs).toEqual([]);
}

describe("stored and reflected script injection", () => {
  it("book titles, authors and people's names made of markup show as text everywhere and never run", async () => {
    const tag = Date.now().toString(36);
    const admin = await signedInVisitor("admin@example.com", "/manager/books");
    const seen = await watch(admin.context, admin.page);
    const post = async (path: string, data: unknown) => {
      const response = await admin.page.request.post(path, { data, headers: { origin: baseURL() } });
      expect(response.status(), path).toBe(201);
      return (await response.json()) as { id: string };
    };
    const books = [
      { title: `${IMG} ${tag}`, author: `${SVG} ${tag}` },
      { title: `${SCRIPT} ${tag}`, author: `Plain ${tag}` },
    ];
    const bookIds = await Promise.all(books.map((book) => post("/api/books", { ...book, genreId: "genre-classics" })));
    const people = [
      { name: `${IMG} ${tag}`, email: uniqueEmail("img") },
      { name: `${SCRIPT} ${tag}`, email: uniqueEmail("script") },
    ];
    const personIds = await Promise.all(people.map((person) => post("/api/users", { ...person, role: "user" })));

    const visit = async (page: Page, path: string, texts: string[]) => {
      await page.goto(path);
      for (const text of texts) await page.getByText(text).first().waitFor();
      await expectInert(page, seen);
    };

    await visit(admin.page, `/manager/books?searchTerm=${tag}`, [books[0].title, books[0].author, books[1].title]);
    for (const [index, book] of books.entries()) {
      await visit(admin.page, `/manager/books/${bookIds[index]?.id}`, [book.title, book.author]);
    }
    await visit(admin.page, `/manager/users?searchTerm=${tag}`, [people[0].name, people[1].name]);
    for (const [index, person] of people.entries()) {
      await visit(admin.page, `/manager/users/${personIds[index]?.id}`, [person.name]);
    }
    // Reflected: a search term made of markup is echoed back ("No results for …").
    const probe = `<img src=x onerror="window.__xss=2">`;
    await visit(admin.page, `/manager/books?searchTerm=${encodeURIComponent(probe)}`, [probe]);
    await visit(admin.page, `/manager/users?searchTerm=${encodeURIComponent(probe)}`, [probe]);
    await admin.context.close();

    // A reader sees the same books; a person whose name is markup sees it greeted as text.
    const reader = await signedInVisitor(people[0].email, "/app");
    const readerSeen = await watch(reader.context, reader.page);
    const readerVisit = async (path: string, texts: string[]) => {
      await reader.page.goto(path);
      for (const text of texts) await reader.page.getByText(text).first().waitFor();
      await expectInert(reader.page, readerSeen);
    };
    await readerVisit("/app", [`Welcome, ${people[0].name}.`]);
    await readerVisit("/app/books", [books[0].title, books[1].title]);
    for (const [index, book] of books.entries()) {
      await readerVisit(`/app/books/${bookIds[index]?.id}`, [book.title, book.author]);
    }
    expect(seen.offSite).toEqual([]);
    expect(readerSeen.offSite).toEqual([]);
    await reader.context.close();
  });
});

/**
 * signInThroughScreens, but typing only once the code screen shows: the URL changes before
 * its lazily loaded screen replaces the login form, and under load the code would land in
 * the email field.
 */
async function signInOnScreen(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue with email" }).click();
  await page.getByText("We have sent a code").waitFor();
  const code = await latestCode(page, email);
  await page.getByRole("textbox").first().click();
  await page.keyboard.type(code);
}

describe("open redirects after sign-in", () => {
  // [the redirect asked for, where a new user lands]: home (/app) unless it is truly a path here.
  const table: Array<[string, string]> = [
    ["https://evil.example/steal", "/app"],
    ["//evil.example", "/app"],
    ["/\\evil.example", "/app"],
    ["\\\\/evil.example", "/app"],
    ["javascript:alert(1)", "/app"],
    ["data:text/html,<script>alert(1)</script>", "/app"],
    ["%2F%2Fevil.example", "/app"],
    ["/%5Cevil.example", "/%5Cevil.example"],
    ["https:evil.example", "/app"],
    // Paths a URL parser folds into //evil.example, and control characters it drops.
    ["/.//evil.example", "/app"],
    ["/..//evil.example", "/app"],
    ["/%2e//evil.example", "/app"],
    ["/\t/evil.example", "/app"],
    [" //evil.example", "/app"],
  ];

  // Each case is a new visitor of its own: they run at once.
  it.concurrent.for(table)(
    "redirect=%j lands on %s, signing in and once signed in",
    async ([redirect, landing], { expect }) => {
      const { page, context } = await newVisitor();
      const seen = await watch(context, page);

      await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
      await signInOnScreen(page, uniqueEmail("redirected"));
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.waitForLoadState("networkidle");
      expect(new URL(page.url()).origin).toBe(baseURL());
      expect(new URL(page.url()).pathname).toBe(landing);

      // Signed in already, the login screen sends the person on at once: the same rule holds.
      await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.waitForLoadState("networkidle");
      expect(new URL(page.url()).origin).toBe(baseURL());
      expect(new URL(page.url()).pathname).toBe(landing);

      expect(seen.offSite).toEqual([]);
      await expectInert(page, seen);
      await context.close();
    },
  );
});
