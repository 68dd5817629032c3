import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInByApi } from "../../scripts/app-server";
import { baseURL, newPerson, newVisitor, openLive, signedInVisitor, uniqueEmail } from "./browser";

/** Makes a key on the account screen with its defaults (90 days, read books): the key shown once. */
async function createKey(
  page: Page,
  name: string,
  labels = { create: "Create an API key", name: "Name", submit: "Create" },
) {
  await page.getByRole("button", { name: labels.create }).click();
  await page.getByRole("dialog").getByLabel(labels.name).fill(name);
  await page.getByRole("dialog").getByRole("button", { name: labels.submit, exact: true }).click();
  const secret = page.getByTestId("api-key-secret");
  await secret.waitFor();
  return (await secret.textContent()) ?? "";
}

const booksWith = (page: Page, key: string) =>
  page.request.get("/api/books?limit=1", { headers: { authorization: `Bearer ${key}` } });

describe("API keys on the account screen", () => {
  it("a key is made, copied, used in the API reference, and revoked", async () => {
    const { page, context } = await newPerson("Keymaker", "/app/account", {
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const card = page.getByTestId("api-keys");
    await card.getByText("No API keys yet.").waitFor();
    const key = await createKey(page, "Nightly import");
    expect(key).toMatch(/^edgestart_[0-9A-Za-z]{36}$/);
    // Shown once: focus is on its copy button, and Escape does not lose it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Copy");
    await page.keyboard.press("Escape");
    expect(await page.getByTestId("api-key-secret").isVisible()).toBe(true);
    await page.getByRole("dialog").getByRole("button", { name: "Copy" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });

    // Listed by its start, never the key itself, which is nowhere on the page any more.
    const row = card.getByRole("listitem").filter({ hasText: "Nightly import" });
    await row.waitFor();
    expect(await row.textContent()).toContain(`${key.slice(0, 14)}…`);
    expect(await row.textContent()).toContain("book:read");
    expect(await row.textContent()).toContain("Never used");
    expect(await page.content()).not.toContain(key.slice(14));
    // Asking for another starts a new form, not the last key.
    await page.getByRole("button", { name: "Create an API key" }).click();
    await page.getByRole("dialog").getByLabel("Name").waitFor();
    expect(await page.getByTestId("api-key-secret").count()).toBe(0);
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

    // A reader who is not signed in pastes it in the reference and tries a request.
    const reader = await newVisitor();
    await reader.page.goto("/api/docs");
    await reader.page.getByPlaceholder("Token").first().fill(key);
    await reader.page.locator("button", { hasText: "Test Request" }).first().click();
    const answered = reader.page.waitForResponse(
      (response) =>
        response.url().includes("/api/books") && response.request().headers().authorization === `Bearer ${key}`,
    );
    await reader.page.getByRole("button", { name: /^Send/ }).first().click();
    expect((await answered).status()).toBe(200);
    await reader.page.getByText("200 OK").first().waitFor();
    await reader.context.close();

    // Used: the list says when.
    await openLive(page, "/app/account");
    await expect.poll(async () => await row.textContent()).toContain("Last used");

    await card.getByRole("button", { name: "Revoke Nightly import" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke", exact: true }).click();
    await card.getByText("No API keys yet.").waitFor();
    expect((await booksWith(page, key)).status()).toBe(401);
    await context.close();
  });

  it("in Arabic on a 375 px phone: the dialog and the key shown once fit, right to left", async () => {
    const { page, context } = await newPerson("Arabic-keymaker", "/app/account", {
      viewport: { width: 375, height: 800 },
    });
    await context.addCookies([{ name: "lang", value: "ar", url: baseURL() }]);
    await openLive(page, "/app/account");
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    const create = page.getByRole("button", { name: "إنشاء مفتاح API" });
    await create.scrollIntoViewIfNeeded();
    const key = await createKey(page, "مفتاح الاستيراد الليلي", {
      create: "إنشاء مفتاح API",
      name: "الاسم",
      submit: "إنشاء",
    });
    expect(key).toMatch(/^edgestart_/);
    const secret = page.getByTestId("api-key-secret");
    // The key reads left to right, whole, inside the phone's width.
    expect(await secret.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    const box = await secret.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole("dialog").getByRole("button", { name: "تم" }).click();
    const row = page.getByTestId("api-keys").getByRole("listitem").filter({ hasText: "مفتاح الاستيراد الليلي" });
    await row.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it("an administrator sees a person's keys on their page and revokes one", async () => {
    const email = uniqueEmail("scripter");
    const session = await signInByApi(baseURL(), email);
    const cookie = `${session.name}=${session.value}`;
    const made = await fetch(`${baseURL()}/api/account/api-keys`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ name: "Their script", expiresInDays: 30, permissions: { book: ["read"] } }),
    });
    const { key } = (await made.json()) as { key: string };
    const me = (await (await fetch(`${baseURL()}/api/auth/get-session`, { headers: { cookie } })).json()) as {
      user: { id: string };
    };

    const { page, context } = await signedInVisitor("admin@example.com", `/manager/users/${me.user.id}`);
    const card = page.getByTestId("api-keys");
    await card.getByText("Their script").first().waitFor();
    await card.getByRole("button", { name: "Revoke Their script" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke", exact: true }).click();
    await card.getByText("No API keys yet.").waitFor();
    expect((await booksWith(page, key)).status()).toBe(401);
    await context.close();
  });
});
