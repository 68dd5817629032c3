import { describe, expect, it } from "vitest";
import { signInByApi } from "../../scripts/app-server";
import { baseURL, newVisitor, signedInVisitor, uniqueEmail } from "./browser";

const rootAttributes = (page: import("playwright-core").Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe("the app shell", () => {
  it("an Arabic browser gets a right-to-left page from the first byte", async () => {
    const { page, context } = await newVisitor({ locale: "ar" });
    const response = await page.goto("/login");
    expect(await response?.text()).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
    await page.getByRole("button").first().waitFor();
    expect(await rootAttributes(page)).toEqual({ lang: "ar", dir: "rtl" });
    await context.close();
  });

  it("the sign-in screen is drawn before any script runs, and what is typed meanwhile is sent", async () => {
    const { page, context } = await newVisitor({ locale: "fr" });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // The scripts are held back, as a slow line would: the visitor types before they arrive.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/login", { waitUntil: "commit" });
    await page.getByRole("heading", { name: "Se connecter à Edgestart" }).waitFor();
    const send = page.getByRole("button", { name: "Continuer avec l'email" });
    // Until the page is live, sending would be the browser's own form submission.
    expect(await send.isDisabled()).toBe(true);
    const email = uniqueEmail("early");
    await page.getByLabel("Email").fill(email);

    release();
    await send.click();
    await page.waitForURL(/\/login\/verify/);
    expect(new URL(page.url()).searchParams.get("email")).toBe(email);
    // A page that did not match its markup would have been thrown away and drawn again, with an error.
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the prerendered sign-in screen is only for visitors without a session", async () => {
    const anonymous = await (await fetch(`${baseURL()}/login`, { headers: { "accept-language": "sw" } })).text();
    expect(anonymous).toMatch(/<h1[^>]*>Ingia kwenye Edgestart<\/h1>/);
    expect(anonymous).toContain('data-testid="dev-hint"');

    const { name, value } = await signInByApi(baseURL(), "user@example.com");
    const signedIn = await (await fetch(`${baseURL()}/login`, { headers: { cookie: `${name}=${value}` } })).text();
    expect(signedIn).toContain('<div id="root"></div>');
  });

  it("the language switcher flips lang and dir without a reload and stores the cookie", async () => {
    const { page, context } = await newVisitor();
    await page.goto("/login");
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await expect.poll(() => rootAttributes(page)).toEqual({ lang: "ar", dir: "rtl" });
    const cookie = (await context.cookies()).find((c) => c.name === "lang");
    expect(cookie?.value).toBe("ar");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    await page.reload();
    expect(await rootAttributes(page)).toEqual({ lang: "ar", dir: "rtl" });
    await context.close();
  });

  it("an area's own texts, which load with it, switch language with the rest", async () => {
    const { page, context } = await signedInVisitor("user@example.com", "/app/books");
    await page.getByRole("link", { name: "Books" }).first().waitFor();
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "Français" }).click();
    await page.getByRole("link", { name: "Livres" }).first().waitFor();
    await page.reload();
    await page.getByRole("link", { name: "Accueil" }).first().waitFor();
    await context.close();
  });

  it("the login error screens show the spec's texts", async () => {
    const { page, context } = await newVisitor();
    const screens = [
      ["signup_disabled", "Account not found", "You need an account to login"],
      ["access_denied", "Access Denied", "Not able to login, please try again"],
      ["unknown_error", "Something went wrong", "Failed to login, please try again"],
      ["anything_else", "Something went wrong", "Failed to login, please try again"],
    ];
    for (const [error, title, text] of screens) {
      await page.goto(`/login/error?error=${error}`);
      await page.getByText(title as string, { exact: true }).waitFor();
      expect(await page.getByText(text as string).isVisible()).toBe(true);
    }
    await context.close();
  });

  it("the theme choice survives a reload", async () => {
    const { page, context } = await newVisitor({ colorScheme: "light" });
    await page.goto("/login");
    await page.getByRole("button", { name: /^Theme/ }).click();
    await page.getByRole("menuitem", { name: "Dark" }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await context.close();
  });
});
