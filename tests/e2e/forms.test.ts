import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newVisitor, openLive, openLogin, uniqueEmail, visitorWithSession } from "./browser";

/**
 * Where focus is once a refused submit has settled: the focused field's label and the error
 * it points at, or the tag of whatever else holds it (BODY when it was lost).
 */
async function focusAfterRefusal(page: Page) {
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      if (element?.getAttribute("aria-invalid") !== "true") return { field: element?.tagName ?? "none", error: "" };
      // Ark UI's fields point at their error with aria-errormessage (a live region, too).
      const described = ["aria-errormessage", "aria-describedby"]
        .flatMap((name) => (element.getAttribute(name) ?? "").split(" "))
        .filter(Boolean);
      return {
        field: element.labels?.[0]?.textContent?.trim() ?? element.getAttribute("aria-label") ?? "",
        error: described
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" ")
          .trim(),
      };
    });
  // The submit spins first; the refusal arrives after it.
  await expect.poll(async () => (await focused()).error, { timeout: 10_000 }).not.toBe("");
  return focused();
}

const submit = (page: Page) => page.locator('main form button[type="submit"]').first().click();

describe("a refused submit puts focus on the first invalid field, whose error is announced", () => {
  const forms: Array<{
    what: string;
    path: string;
    options?: BrowserContextOptions;
    fill?: (page: Page) => Promise<void>;
    field: string;
  }> = [
    { what: "a new book, empty", path: "/manager/books/new", field: "Title" },
    {
      what: "a new book, empty, in Arabic on a phone",
      path: "/manager/books/new",
      options: { locale: "ar", viewport: { width: 375, height: 800 } },
      field: "العنوان",
    },
    {
      what: "a book's update without a title",
      path: "/manager/books/seed-book-111/update",
      fill: (page) => page.getByLabel("Title", { exact: true }).fill(""),
      field: "Title",
    },
    {
      what: "a new person with an address that is not one",
      path: "/manager/users/new",
      fill: (page) => page.getByLabel("Email").fill("not an address"),
      field: "Email",
    },
    {
      // Refused by the server: the address is taken.
      what: "a new person with someone's address",
      path: "/manager/users/new",
      fill: async (page) => {
        await page.getByLabel("Email").fill("user@example.com");
        await page.getByLabel("Name").fill("Someone Else");
      },
      field: "Email",
    },
  ];
  for (const { what, path, options, fill, field } of forms) {
    it(what, async () => {
      const { page, context } = await visitorWithSession("admin@example.com", options);
      await openLive(page, path);
      await fill?.(page);
      await submit(page);
      const focused = await focusAfterRefusal(page);
      expect(focused.field, what).toBe(field);
      await context.close();
    });
  }

  it("the sign-in screen's email, in English and in Arabic on a phone", async () => {
    for (const options of [{}, { locale: "ar", viewport: { width: 375, height: 800 } }]) {
      const { page, context } = await newVisitor(options);
      await openLogin(page);
      await page.locator('form button[type="submit"]').click();
      const focused = await focusAfterRefusal(page);
      expect(focused.field).toBe(options.locale === "ar" ? "البريد الإلكتروني" : "Email");
      await context.close();
    }
  });

  // A complete code checks itself, without a submit: the cells are disabled meanwhile.
  it("a wrong sign-in code, in English and in Arabic on a phone", async () => {
    for (const options of [{}, { locale: "ar", viewport: { width: 375, height: 800 } }]) {
      const { page, context } = await newVisitor(options);
      await openLogin(page);
      await page.locator('input[type="email"]').fill(uniqueEmail("wrong-code"));
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(/\/login\/verify/);
      await page.locator("[data-scope=pin-input] input:enabled").first().click();
      await page.keyboard.type("ZZZZZZ");
      const focused = await focusAfterRefusal(page);
      expect(focused).toEqual(
        options.locale === "ar"
          ? { field: "الحرف 1 من 6", error: "الرمز غير صالح" }
          : { field: "Character 1 of 6", error: "invalid otp" },
      );
      await context.close();
    }
  });

  it("a ban's reason past its length, on the reason, not on the date", async () => {
    const { page, context } = await visitorWithSession("admin@example.com");
    await openLive(page, "/manager/users/seed-person-001");
    await page.getByRole("button", { name: "Ban" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Reason (optional)").fill("x".repeat(501));
    await dialog.getByRole("button", { name: "Ban" }).click();
    expect(await focusAfterRefusal(page)).toEqual({ field: "Reason (optional)", error: "This field is too long" });
    await context.close();
  });

  it("a change of email to the address one has, said on the field by the server", async () => {
    const { page, context } = await visitorWithSession("user@example.com");
    await openLive(page, "/app/account");
    await page.getByLabel("New email").fill("User@Example.com");
    await page.getByRole("button", { name: "Send a code to this address" }).click();
    expect(await focusAfterRefusal(page)).toEqual({ field: "New email", error: "This is already your email" });
    await context.close();
  });

  it("a book without a genre: the genre's error is the one its choice announces", async () => {
    const { page, context } = await visitorWithSession("admin@example.com");
    await openLive(page, "/manager/books/new");
    await page.getByLabel("Title", { exact: true }).fill("Genreless");
    await page.getByLabel("Author", { exact: true }).fill("Nobody");
    await submit(page);
    expect((await focusAfterRefusal(page)).error).toBe("Genre is required");
    await context.close();
  });

  it("inviting a member again, and a team name taken: the server's refusal is on the field", async () => {
    const { page, context } = await visitorWithSession("admin@example.com");
    await openLive(page, "/app/organizations/edgestart-readers");
    await page.getByLabel("Email", { exact: true }).fill("user@example.com");
    await page.getByRole("button", { name: "Invite", exact: true }).click();
    const invited = await focusAfterRefusal(page);
    expect(invited.field).toBe("Email");

    await page.getByRole("button", { name: "New team" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name", { exact: true }).fill("Editors");
    await dialog.locator('button[type="submit"]').click();
    const named = await focusAfterRefusal(page);
    expect(named.field).toBe("Name");
    await context.close();
  });

  it("an address in the page's address is shown as typed, markup and all", async () => {
    const { page, context } = await visitorWithSession("user@example.com");
    await openLive(page, `/app/account?newEmail=${encodeURIComponent("<b>x</b>@example.com")}`);
    await page.getByText("We sent a code to").waitFor();
    expect(await page.locator("main strong").first().innerText()).toBe("<b>x</b>@example.com");
    await context.close();
  });
});
