import { execFileSync } from "node:child_process";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { signInByApi } from "../../scripts/app-server";
import { launchChromium } from "../../scripts/chromium";

let shared: Promise<Browser> | undefined;

/** This test file's Chromium: launched on first use, closed after the file (setup.ts). */
function browser(): Promise<Browser> {
  shared ??= launchChromium();
  return shared;
}

export async function closeBrowser() {
  const launched = shared;
  shared = undefined;
  await (await launched)?.close();
}

export const baseURL = () => inject("baseURL");

/** A fresh visitor (own cookies and storage); English unless asked otherwise. */
export async function newVisitor(
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await browser()).newContext({ baseURL: baseURL(), locale: "en-US", ...options });
  const page = await context.newPage();
  return { context, page };
}

export function uniqueEmail(label = "visitor"): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** An email as the dev outbox keeps it (worker/email/dev-outbox.ts). */
export interface MailedEmail {
  subject: string;
  text: string;
  code?: string;
  link?: string;
}

/** The emails the dev outbox holds for an address, newest first, waiting a moment for one (the queue delivers it after). */
export async function mailedTo(page: Page, email: string): Promise<MailedEmail[]> {
  const response = await page.request.get(`/api/dev/emails?to=${encodeURIComponent(email)}&wait=3000`);
  expect(response.status()).toBe(200);
  return (await response.json()) as MailedEmail[];
}

/** The newest code the dev outbox holds for an address (the queue delivers it a moment after). */
export async function latestCode(page: Page, email: string): Promise<string> {
  const [latest] = await mailedTo(page, email);
  if (!latest?.code) throw new Error(`No code was mailed to ${email}`);
  return latest.code;
}

/** The sign-in code mailed to `email`, once it is there: its newest email may be another (an invitation). */
export async function mailedCode(page: Page, email: string): Promise<string> {
  const codes = async () => (await mailedTo(page, email)).flatMap(({ code }) => (code ? [code] : []));
  await expect.poll(async () => (await codes()).length, { timeout: 5_000 }).toBeGreaterThan(0);
  return (await codes())[0] ?? "";
}

/** The newest invitation mailed to `email` (its subject, and its link's path), as the dev outbox keeps it. */
export async function mailedInvitation(page: Page, email: string): Promise<{ subject: string; path: string }> {
  const invitation = (await mailedTo(page, email)).find(({ link }) => link);
  if (!invitation?.link) throw new Error(`No invitation was mailed to ${email}`);
  return { subject: invitation.subject, path: new URL(invitation.link).pathname };
}

/**
 * Opens the sign-in screen and waits until it is live. It arrives drawn (prerendered), with
 * its buttons disabled until the scripts have taken it over; keys pressed before then would
 * find nothing to act on.
 */
export async function openLogin(page: Page, path = "/login") {
  await page.goto(path);
  await page.locator('form button[type="submit"]:enabled').waitFor();
}

/**
 * Signs in through the screens: email on /login, then the mailed code on /login/verify.
 * Starts from the login screen the page is on (keeping its redirect), else opens one.
 */
export async function signInThroughScreens(page: Page, email: string) {
  if (!page.url().includes("/login")) await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue with email" }).click();
  // The code is in the outbox once the screen has moved on (before, a repeat sign-in reads the last one).
  await page.waitForURL(/\/login\/verify/);
  await enterCode(page, await latestCode(page, email));
}

/**
 * Types a code on /login/verify once that screen is there: it loads lazily, and a box clicked
 * any earlier is still the email field. `sent` is its heading, in the page's language.
 */
export async function enterCode(page: Page, code: string, sent: string | RegExp = /sent a code/) {
  await page.waitForURL(/\/login\/verify/);
  await page.getByText(sent).waitFor();
  await page.getByRole("textbox").first().click();
  await page.keyboard.type(code);
}

/**
 * A signed-in visitor on `path`. The code is asked for and entered through the API, as a
 * script would: the sign-in screens have tests of their own (auth.test.ts, the redirect table
 * in tests/security), so a broken sign-in screen fails those, not every test that needs a
 * session, and the others skip two screens each.
 */
export async function signedInVisitor(email: string, path: string) {
  const visitor = await visitorWithSession(email);
  await visitor.page.goto(path);
  await visitor.page.waitForURL((url) => url.pathname === path.split("?")[0]);
  await untilLive(visitor.page);
  return visitor;
}

/**
 * Until the page answers clicks (`<html data-live>`, web/lib/hydration.ts, and no button
 * still waiting for it). A screen that arrives drawn shows its heading before its scripts
 * have run: a click then is a plain link's, or none.
 */
export async function untilLive(page: Page) {
  await page.locator("html[data-live]").waitFor({ state: "attached" });
  // A route's part of the page may be taken over after the app's frame: its buttons say when.
  await page.waitForFunction(() => document.querySelector("[data-waiting]") === null);
}

/** Opens `path` and waits until it is live (see untilLive). */
export async function openLive(page: Page, path: string) {
  await page.goto(path);
  await untilLive(page);
}

/**
 * Until the page is at `path` (with or without its final slash). The SPA moves by
 * history.pushState, which waitForURL, waiting for a load, may miss.
 */
export async function onPath(page: Page, path: string) {
  const bare = (pathname: string) => pathname.replace(/\/$/, "");
  await expect.poll(() => bare(new URL(page.url()).pathname), { timeout: 10_000 }).toBe(bare(path));
}

/** A new person, named through the API (so no onboarding stands in the way), signed in on `path`. */
export async function newPerson(label: string, path: string, options: BrowserContextOptions = {}) {
  const email = uniqueEmail(label);
  const visitor = await visitorWithSession(email, options);
  const named = await visitor.page.request.post("/api/auth/update-user", {
    data: { name: label },
    headers: { origin: baseURL() },
  });
  expect(named.status()).toBe(200);
  await openLive(visitor.page, path);
  return { ...visitor, email };
}

/** A fresh visitor holding `email`'s session cookie, on no page yet (see signedInVisitor). */
export async function visitorWithSession(email: string, options: BrowserContextOptions = {}) {
  const visitor = await newVisitor(options);
  const cookie = await signInByApi(baseURL(), email);
  await visitor.context.addCookies([{ ...cookie, url: baseURL() }]);
  return visitor;
}

/** Holds the requests `url` matches back, as a slow line would, until the returned function is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds the app's scripts back until the returned function is called. */
export const holdScripts = (page: Page) => holdRequests(page, "**/assets/*.js");

/**
 * Runs wrangler against the e2e server's local state (its D1 and KV), as an operator would.
 * The running server holds the same SQLite files, so a write can meet "database is locked"
 * while the server writes (a fresh clone's CI saw one): it is tried again, and the last
 * failure carries wrangler's own words.
 */
export function wranglerOnE2eState(...args: string[]) {
  const attempts = 4;
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync("node_modules/.bin/wrangler", [...args, "--local", "--persist-to", ".wrangler/e2e"], {
        stdio: ["ignore", "ignore", "pipe"],
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      });
      return;
    } catch (error) {
      if (attempt === attempts) {
        const stderr = String((error as { stderr?: Buffer }).stderr ?? "").trim();
        throw new Error(`wrangler ${args.join(" ")} failed ${attempts} times: ${stderr}`);
      }
    }
  }
}
