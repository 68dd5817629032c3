import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, newPerson, openLive, visitorWithSession } from "./browser";

/**
 * The day a record was made (added, created, joined, member since) reads the same on every
 * screen, drawn by the Worker or shown live: its day in UTC, since the Worker cannot know the
 * reader's zone (worker/spa/slots.shared.ts). Read here from a zone where that day is another.
 */
const day = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone }).format(new Date(iso));

/** A zone whose day differs from UTC's at the hour of `iso`: 14 hours ahead, or 11 behind. */
const zoneAway = (iso: string) => (new Date(iso).getUTCHours() >= 10 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago");

/** The screen's text once it shows `expected`: a list of members, say, arrives after the page is live. */
async function mainTextOnce(page: Page, path: string, expected: string): Promise<string> {
  await openLive(page, path);
  const main = page.locator("main");
  await expect.poll(() => main.innerText(), { timeout: 10_000 }).toContain(expected);
  return main.innerText();
}

describe("a record's day", () => {
  it("is its day in UTC on every screen, whatever the reader's zone", async () => {
    const admin = await visitorWithSession("admin@example.com");
    const created = async (path: string, data: object) => {
      const response = await admin.page.request.post(path, { data, headers: { origin: baseURL() } });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as { id: string; createdAt: string };
    };
    const book = await created("/api/books", { title: "A dated book", author: "Someone", genreId: "genre-classics" });
    const user = await created("/api/users", {
      email: `dated-${Date.now().toString(36)}@example.com`,
      name: "Dated",
      role: "user",
    });
    const zone = zoneAway(book.createdAt);
    await admin.context.close();

    const owner = await newPerson("dated-owner", "/app/organizations", { timezoneId: zone });
    const slug = `dated-${Date.now().toString(36)}`;
    const response = await owner.page.request.post("/api/auth/organization/create", {
      data: { name: "Dated club", slug },
      headers: { origin: baseURL() },
    });
    expect(response.status()).toBe(200);
    const organization = (await response.json()) as { id: string; createdAt: string };
    expect(zoneAway(organization.createdAt), "made within the same hour as the book").toBe(zone);

    const reader = await visitorWithSession("admin@example.com", { timezoneId: zone });
    const screens: Array<{ page: Page; path: string; made: string }> = [
      { page: reader.page, path: `/app/books/${book.id}`, made: book.createdAt },
      { page: reader.page, path: `/manager/books/${book.id}`, made: book.createdAt },
      { page: reader.page, path: `/manager/users/${user.id}`, made: user.createdAt },
      { page: reader.page, path: "/manager/organizations", made: organization.createdAt },
      { page: reader.page, path: `/manager/organizations/${organization.id}`, made: organization.createdAt },
      { page: owner.page, path: `/app/organizations/${slug}`, made: organization.createdAt },
    ];
    for (const { page, path, made } of screens) {
      expect(day(made, "UTC"), "the zone shows another day").not.toBe(day(made, zone));
      const text = await mainTextOnce(page, path, day(made, "UTC"));
      expect(text, path).not.toContain(day(made, zone));
    }
    await Promise.all([owner.context.close(), reader.context.close()]);
  });
});
