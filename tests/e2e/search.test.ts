import { describe, expect, it } from "vitest";
import { openLive, visitorWithSession } from "./browser";

/** The manager's searchable lists, each with the longest search its API takes. */
const LISTS = [
  { path: "/manager/books", label: "Search by title or author", max: 200 },
  { path: "/manager/users", label: "Search by name or email", max: 254 },
  { path: "/manager/organizations", label: "Search by name or slug", max: 100 },
];

describe("a list's search past what its API takes", () => {
  it("the box stops at the API's length, and a longer term in the address says why instead of failing to load", async () => {
    const { page, context } = await visitorWithSession("admin@example.com");
    for (const { path, label, max } of LISTS) {
      await openLive(page, path);
      const box = page.getByLabel(label);
      await box.fill("x".repeat(max + 50));
      expect((await box.inputValue()).length, path).toBe(max);

      await openLive(page, `${path}?searchTerm=${"x".repeat(max + 1)}`);
      await page.getByRole("status").filter({ hasText: "This field is too long" }).waitFor();
      expect(await page.getByRole("button", { name: "Retry" }).count(), path).toBe(0);
      expect(await page.getByText("The list could not be loaded.").count(), path).toBe(0);

      // A character no search may hold, typed or pasted.
      await openLive(page, `${path}?searchTerm=${encodeURIComponent("a\u202eb")}`);
      await page
        .getByRole("status")
        .filter({ hasText: "This field contains characters that are not allowed" })
        .waitFor();
    }
    await context.close();
  });
});
