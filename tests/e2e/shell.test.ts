import { readdirSync, readFileSync } from "node:fs";
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInByApi } from "../../scripts/app-server";
import { baseURL, holdScripts, newVisitor, openLive, signedInVisitor, uniqueEmail } from "./browser";

/** What the build wrote for the assets server (the e2e setup builds it before the tests). */
const CLIENT_DIR = "dist/client";

/** A request as the asset server and the Worker see it, without following redirects. */
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseURL()}${path}`, { headers, redirect: "manual" });

/** The Worker's answers carry its CSP; the asset server's (web/public/_headers) do not. */
const fromWorker = (response: Response) => response.headers.has("content-security-policy");

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
    const release = await holdScripts(page);
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

  it("the login error screens show their texts", async () => {
    const { page, context } = await newVisitor();
    const screens = [
      ["signup_disabled", "Account not found", "You need an account to login"],
      ["access_denied", "Access Denied", "Not able to login, please try again"],
      // Where a banned person's GitHub sign-in is sent back to (auth.github.test.ts).
      [
        "BANNED_USER",
        "You have been banned from this application",
        "Sign in with a code sent to your email to see why, and until when.",
      ],
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

  it("a link says it leads to the current page only when it does, or is its section's entry in the navigation", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/app/books");
    const books = (await (await page.request.get("/api/books?limit=1")).json()) as { items: { id: string }[] };
    const id = books.items[0]?.id;
    const bare = (href: string | null) => href?.replace(/\/$/, "");
    for (const [path, section] of [
      [`/app/books/${id}`, "/app/books"],
      [`/manager/books/${id}`, "/manager/books"],
      ["/app", "/app"],
    ] as const) {
      await openLive(page, path);
      const marked = await page
        .locator("a[aria-current=page]")
        .evaluateAll((links) =>
          links.map((link) => ({ href: link.getAttribute("href"), inNav: !!link.closest("nav") })),
        );
      expect(marked.filter((link) => link.inNav && bare(link.href) === section).length, path).toBeGreaterThan(0);
      // The logo and a record's back link lead to pages above this one: not the current page.
      expect(
        marked.filter((link) => bare(link.href) !== path && !(link.inNav && bare(link.href) === section)),
        path,
      ).toEqual([]);
    }
    await context.close();
    // Below the sign-in screen, the way back to it.
    const visitor = await newVisitor();
    for (const path of ["/login/verify?email=someone%40example.com", "/login/error?error=access_denied"]) {
      await openLive(visitor.page, path);
      expect(await visitor.page.locator("a[aria-current=page]").count(), path).toBe(0);
    }
    await visitor.context.close();
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

  it("asked for less motion, a dialog and a menu appear without moving; otherwise they slide and fade", async () => {
    // Each part's own animation as its style gives it (it may have finished it already).
    const duration = (part: Locator) => part.evaluate((element) => getComputedStyle(element).animationDuration);
    const animations = async (reducedMotion: "reduce" | "no-preference") => {
      const { page, context } = await signedInVisitor("user@example.com", "/app/account?state=change-name");
      await page.emulateMedia({ reducedMotion });
      const dialog = page.locator("[data-scope=dialog][data-part=content]");
      await dialog.waitFor();
      const durations = [await duration(dialog)];
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await page.locator("header button[aria-haspopup=menu]").first().click();
      const menu = page.getByRole("menu");
      await menu.waitFor();
      durations.push(await duration(menu));
      await context.close();
      return durations;
    };
    const seconds = async (reducedMotion: "reduce" | "no-preference") =>
      (await animations(reducedMotion)).map((duration) => Number.parseFloat(duration));
    for (const reduced of await seconds("reduce")) expect(reduced).toBeLessThan(0.001);
    for (const full of await seconds("no-preference")) expect(full).toBeGreaterThan(0.1);
  });
});

describe("static files and caching, as the asset server and the Worker share them", () => {
  it("a file the build did not emit is a 404 no cache keeps, in every folder of files, not the shell", async () => {
    const missing = [
      "/assets/web-en-0ld4sh.js",
      "/assets/app-0ld4sh.css",
      "/assets/",
      "/scalar/missing.js",
      "/fonts/inter.woff2",
      "/favicon.ico",
      "/robots.txt",
      "/prerendered/login/en/nothing",
    ];
    for (const path of missing) {
      for (const headers of [{}, { "sec-fetch-mode": "navigate", accept: "text/html" }]) {
        const response = await get(path, headers);
        expect(response.status, path).toBe(404);
        expect(response.headers.get("cache-control"), path).toBe("no-store");
        expect(response.headers.get("content-type"), path).toContain("application/json");
        expect(fromWorker(response), path).toBe(true);
      }
    }
  });

  it("the build's own files are served without the Worker, hashed ones kept for a year", async () => {
    const shell = readFileSync(`${CLIENT_DIR}/index.html`, "utf8");
    const hashed = [...shell.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(([, path]) => path ?? "");
    expect(hashed.length).toBeGreaterThan(2);
    for (const path of hashed) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("public, max-age=31536000, immutable");
      expect(fromWorker(response), path).toBe(false);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
    for (const path of ["/favicon.svg", "/first-paint.js", "/scalar/standalone.js"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).not.toContain("immutable");
      expect(fromWorker(response), path).toBe(false);
    }
  });

  it("every HTML file the build wrote reaches a browser only through the Worker, with its headers", async () => {
    const htmlFiles = readdirSync(CLIENT_DIR, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".html"),
    );
    expect(htmlFiles.length).toBeGreaterThan(40);
    for (const file of htmlFiles) {
      for (const path of [`/${file}`, `/${file.replace(/\.html$/, "")}`, `/${file.replace(/(index)?\.html$/, "")}`]) {
        const response = await get(path, { "sec-fetch-mode": "navigate" });
        expect(fromWorker(response), path).toBe(true);
        expect(response.headers.get("cache-control") ?? "", path).not.toContain("immutable");
        // The build's pages are the shell's to serve at app paths, never by their file names.
        if (path.startsWith("/prerendered") || path.endsWith(".html")) expect(response.status, path).toBe(404);
      }
    }
  });

  it("deep links the build did not draw get the shell, with the Worker's headers; a signed-in one is never stored", async () => {
    const { name, value } = await signInByApi(baseURL(), "admin@example.com");
    const signedIn = "private, no-store";
    // A record that does not exist, a search, a path no route draws: the SPA draws them, the
    // missing ones with a 404 (its "not found" screen).
    const pages = {
      "/app/books/123": [signedIn, 404],
      "/manager/users/?searchTerm=ada": [signedIn, 200],
      "/manager/nowhere": [signedIn, 404],
      "/login/verify": ["no-cache", 200],
      "/nowhere": ["no-cache", 404],
    } as const;
    for (const [path, [cacheControl, status]] of Object.entries(pages)) {
      const cookie = `${name}=${value}`;
      const response = await get(path, { "sec-fetch-mode": "navigate", accept: "text/html", cookie });
      expect(response.status, path).toBe(status);
      expect(response.headers.get("content-type"), path).toContain("text/html");
      expect(response.headers.get("cache-control"), path).toBe(cacheControl);
      expect(fromWorker(response), path).toBe(true);
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
  });

  it("redirects say that no cache may keep them", async () => {
    const response = await get("/", { "sec-fetch-mode": "navigate" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(fromWorker(response)).toBe(true);
  });
});
