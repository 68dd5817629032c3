import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, holdRequests, holdScripts, newPerson, onPath, openLive, signedInVisitor } from "./browser";

const PICTURES = join(import.meta.dirname, "../fixtures/pictures");

/** A file that says it is a PNG and is an SVG with a script. */
function disguisedSvg(): string {
  const path = join(tmpdir(), `disguised-${Date.now()}.png`);
  writeFileSync(path, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  return path;
}

async function fillBook(page: Page, title: string) {
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Author", { exact: true }).fill("Cover Tester");
  await page.getByRole("combobox", { name: "Genre" }).click();
  await page.getByRole("option", { name: "Mystery" }).click();
}

const coverSrc = (page: Page) =>
  page.getByTestId("picture-preview").locator("img").getAttribute("src", { timeout: 10_000 });

describe("uploaded pictures", () => {
  it("a cover is uploaded with a new book, shown on its page and in the lists (drawn before scripts), replaced and removed", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/books/new");
    // First by title: on the catalogue's first page.
    const title = `Aardvark covered ${Date.now().toString(36)}`;
    await fillBook(page, title);
    await page.getByTestId("covers-file").setInputFiles(join(PICTURES, "cover.png"));
    await expect.poll(() => coverSrc(page)).toMatch(/^\/files\/covers\/[0-9a-f]{64}$/);
    const png = await coverSrc(page);
    await page.getByRole("button", { name: "Create book" }).click();
    await page.getByRole("heading", { name: title }).waitFor();
    const bookPath = new URL(page.url()).pathname;
    expect(await page.locator(`img[src="${png}"]`).count()).toBeGreaterThan(0);
    // What the picture is, as the browser received it.
    const served = await page.request.get(png ?? "");
    expect(served.headers()["content-type"]).toBe("image/png");

    // The list arrives with the cover in its first rows, before any script runs.
    const reader = await newPerson("Reader", "/app/books");
    const release = await holdScripts(reader.page);
    await reader.page.goto("/app/books", { waitUntil: "commit" });
    await reader.page.locator(`img[src="${png}"]`).first().waitFor({ state: "attached" });
    expect(await reader.page.evaluate(() => document.documentElement.hasAttribute("data-live"))).toBe(false);
    release();
    await reader.context.close();
    await openLive(page, `/manager/books?searchTerm=${encodeURIComponent(title)}`);
    await page.locator(`img[src="${png}"]`).first().waitFor();

    // Replaced: another picture; then removed: the drawn cover again.
    await openLive(page, `${bookPath}/update`);
    await page.getByTestId("covers-file").setInputFiles(join(PICTURES, "cover.webp"));
    await expect.poll(() => coverSrc(page)).not.toBe(png);
    await page.getByRole("button", { name: "Save changes" }).click();
    await onPath(page, bookPath);
    await page.locator('img[src^="/files/covers/"]').first().waitFor();
    expect(await page.locator(`img[src="${png}"]`).count()).toBe(0);

    await openLive(page, `${bookPath}/update`);
    await page.getByRole("button", { name: "Remove picture" }).click();
    await page.getByRole("button", { name: "Save changes" }).click();
    await onPath(page, bookPath);
    await page.getByRole("heading", { name: title }).waitFor();
    expect(await page.locator('img[src^="/files/"]').count()).toBe(0);
    await context.close();
  });

  it("while a picture is on its way, the book form cannot be sent, nor the account's picture removed", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/books/new");
    const release = await holdRequests(page, "**/api/files/**");
    await fillBook(page, `Aardvark waiting ${Date.now().toString(36)}`);
    await page.getByTestId("covers-file").setInputFiles(join(PICTURES, "cover.jpg"));
    const create = page.getByRole("button", { name: "Create book" });
    await expect.poll(() => create.isDisabled()).toBe(true);
    release();
    await expect.poll(() => coverSrc(page)).toMatch(/^\/files\/covers\//);
    await expect.poll(() => create.isDisabled()).toBe(false);

    await openLive(page, "/manager/account");
    await page.getByTestId("avatars-file").setInputFiles(join(PICTURES, "cover.png"));
    await page.getByText("Picture changed").waitFor();
    const releaseAvatar = await holdRequests(page, "**/api/files/avatars/**");
    await page.getByTestId("avatars-file").setInputFiles(join(PICTURES, "cover.webp"));
    const remove = page.getByRole("button", { name: "Remove picture" });
    await expect.poll(() => remove.isDisabled()).toBe(true);
    releaseAvatar();
    await expect.poll(() => remove.isDisabled()).toBe(false);
    await remove.click();
    await page.getByText("Picture removed").waitFor();
    await context.close();
  });

  it("a file that is no picture is refused with its message, and the form keeps its cover", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/books/new");
    await page.getByTestId("covers-file").setInputFiles(disguisedSvg());
    await page.getByText("Upload a PNG, JPEG, WebP or AVIF picture.").waitFor();
    expect(await page.getByTestId("picture-preview").locator("img").count()).toBe(0);
    await context.close();
  });

  it("a person's picture is uploaded on the account and shown in the header, then removed", async () => {
    const { page, context } = await newPerson("Pia", "/app/account");
    await page.getByTestId("avatars-file").setInputFiles(join(PICTURES, "cover.jpg"));
    await page.getByText("Picture changed").waitFor();
    const header = page.locator("header").locator('img[src^="/files/avatars/"]');
    await header.first().waitFor();
    // Drawn at the size the header shows it, from a width the Worker serves.
    expect(await header.first().getAttribute("srcset")).toContain("?w=96 96w");
    await page.reload();
    await header.first().waitFor();
    await page.getByRole("button", { name: "Remove picture" }).click();
    await page.getByText("Picture removed").waitFor();
    await expect.poll(() => header.count()).toBe(0);
    await context.close();
  });

  it("in Arabic on a phone: a picture is changed, a refused one says why in Arabic, within the width", async () => {
    const { page, context } = await newPerson("Rana", "/app/account", { viewport: { width: 375, height: 800 } });
    await context.addCookies([{ name: "lang", value: "ar", url: baseURL() }]);
    await openLive(page, "/app/account");
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await page.getByRole("button", { name: "تغيير الصورة" }).waitFor();
    await page.getByTestId("avatars-file").setInputFiles(disguisedSvg());
    await page.getByText("ارفع صورة PNG أو JPEG أو WebP أو AVIF.").waitFor();
    await page.getByTestId("avatars-file").setInputFiles(join(PICTURES, "cover.avif"));
    await page.getByText("تم تغيير الصورة").waitFor();
    await page.locator('img[src^="/files/avatars/"]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});
