import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newVisitor, openLive, signedInVisitor } from "./browser";

async function fillBook(page: Page, title: string, author: string) {
  // Exact: "Search by title or author" would match too while the list is still on screen.
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Author", { exact: true }).fill(author);
  await page.getByRole("combobox", { name: "Genre" }).click();
  await page.getByRole("option", { name: "Mystery" }).click();
}

describe("books", () => {
  it("an admin creates a book, finds it by search in /manager/books, and readers see it in /app/books", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/books");
    const title = `The Case of the ${Date.now().toString(36)} Key`;

    await page.getByRole("link", { name: "New book" }).click();
    await page.waitForURL(/\/manager\/books\/new$/);
    await fillBook(page, title, "Test Author");
    // The date picker, by keyboard: it opens on today; one day back, Enter picks it.
    await page.getByRole("button", { name: /^Publication date/ }).click();
    await page.locator("[data-scope=date-picker][data-part=content][data-state=open]").waitFor();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    const yesterday = await page.evaluate(() => {
      const day = new Date();
      day.setDate(day.getDate() - 1);
      const utc = Date.UTC(day.getFullYear(), day.getMonth(), day.getDate());
      return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(utc);
    });
    expect(await page.getByRole("button", { name: /^Publication date/ }).textContent()).toContain(yesterday);
    await page.getByRole("button", { name: "Create book" }).click();
    await page.getByRole("heading", { name: title }).waitFor();
    expect(page.url()).toMatch(/\/manager\/books\/[\w-]+$/);
    expect(await page.getByText(yesterday).isVisible()).toBe(true);

    await openLive(page, "/manager/books");
    await page.getByLabel("Search by title or author").fill(title.slice(4, 20).toUpperCase());
    await page.waitForURL(/searchTerm=/);
    await page.getByRole("link", { name: new RegExp(title) }).waitFor();
    expect(await page.getByText("Showing 1 of 1").isVisible()).toBe(true);

    // Cleared in one click: the URL forgets the search.
    await page.getByRole("button", { name: "Clear search" }).click();
    await page.waitForURL((url) => !url.search.includes("searchTerm"));

    const reader = await signedInVisitor("user@example.com", "/app/books");
    // The catalogue is ordered by title: load pages until the new book shows up.
    const card = reader.page.getByRole("link", { name: new RegExp(title) });
    while (!(await card.isVisible())) await reader.page.getByRole("button", { name: "Load more" }).click();
    await card.click();
    await reader.page.getByRole("heading", { name: title }).waitFor();
    await reader.context.close();
    await context.close();
  });

  it("an empty book form is refused in the page, its rules loaded at the first submit, and nothing is sent", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/books/new");
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") sent.push(request.url());
    });
    // No field was focused, so the rules (zod, on demand) load now, with the submit.
    await page.getByRole("button", { name: "Create book" }).click();
    for (const message of ["Title is required", "Author is required", "Genre is required"]) {
      await page.getByText(message).waitFor();
    }
    expect(await page.getByLabel("Title", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
    await context.close();
  });

  it("a duplicate title by the same author shows the error on the title field", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/books/new");
    await fillBook(page, "  pride and PREJUDICE ", "Jane Austen");
    await page.getByRole("button", { name: "Create book" }).click();
    await page.getByText("Title already used with the same author").waitFor();
    const title = page.getByLabel("Title", { exact: true });
    expect(await title.getAttribute("aria-invalid")).toBe("true");
    expect(page.url()).toMatch(/\/manager\/books\/new$/);
    await context.close();
  });

  it("deleting asks 'Are you sure?' first; cancel keeps the book, confirm removes it", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/books/new");
    const title = `Doomed ${Date.now().toString(36)}`;
    await fillBook(page, title, "Nobody");
    await page.getByRole("button", { name: "Create book" }).click();
    await page.getByRole("heading", { name: title }).waitFor();
    const bookUrl = page.url();

    await page.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Are you sure?").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(page.url()).toBe(bookUrl);

    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await page.waitForURL(/\/manager\/books$/);
    const response = await page.request.get(`/api/books/${bookUrl.split("/").at(-1)}`);
    expect(response.status()).toBe(404);
    await context.close();
  });

  it("leaving a form with unsaved changes asks first", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/books/new");
    await page.getByLabel("Title", { exact: true }).fill("Half-typed");
    await page.getByRole("link", { name: "Dashboard" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Leave this page?").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(page.url()).toMatch(/\/manager\/books\/new$/);
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("Half-typed");

    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Leave" }).click();
    await page.waitForURL(/\/manager\/dashboard$/);
    await context.close();
  });

  it("a user sees no create, edit or delete, and the manager's books are refused", async () => {
    const { page, context } = await signedInVisitor("user@example.com", "/app/books");
    const found = (await (await page.request.get("/api/books?searchTerm=moby")).json()) as {
      items: Array<{ id: string }>;
    };
    await openLive(page, `/app/books/${found.items[0]?.id}`);
    await page.getByRole("heading", { name: "Moby-Dick" }).waitFor();
    for (const name of ["Edit", "Delete", "New book"]) {
      expect(await page.getByRole("button", { name }).count()).toBe(0);
      expect(await page.getByRole("link", { name }).count()).toBe(0);
    }
    await openLive(page, "/manager/books/new");
    await page.getByRole("heading", { name: "You don't have access to this page" }).waitFor();
    const refused = await page.request.post("/api/books", {
      data: { title: "Sneaky", author: "User", genreId: "genre-classics" },
    });
    expect(refused.status()).toBe(403);
    await context.close();
  });
});

describe("the API reference", () => {
  it("/api/docs renders both documents from our origin, with no CSP violation", async () => {
    const { page, context } = await newVisitor();
    const outside: string[] = [];
    const violations: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http") && url.hostname !== "127.0.0.1") outside.push(request.url());
    });
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });

    await page.goto("/api/docs");
    // Books is the document's first tag, so the reference opens its group.
    await page.getByRole("button", { name: "Close Group - Books" }).waitFor();
    await page.getByText("List books").first().waitFor();
    // The second source: better-auth's own document.
    await page
      .getByRole("button", { name: /Edgestart API/ })
      .first()
      .click();
    await page.getByText("Authentication (better-auth)").first().click();
    await page.getByText("Get the current session").first().waitFor();

    expect(outside).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  });
});
