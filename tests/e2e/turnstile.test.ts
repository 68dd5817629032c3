import { execFileSync } from "node:child_process";
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer, testVarsFor } from "../../scripts/app-server";
import { startTurnstileMock, turnstileMockURL } from "../support/turnstile-mock.node";
import { TURNSTILE_SECRETS, TURNSTILE_TEST_SITE_KEY } from "../support/turnstile-mock.shared";
import { enterCode, latestCode, mailedTo, newVisitor, openLive, openLogin, uniqueEmail } from "./browser";

/**
 * The screens that ask for a code, with Turnstile on. The shared server runs with it off (the
 * other tests sign in by API, without tokens), so this file starts its own, on the next port,
 * verifying at the local stub (tests/support/turnstile-mock.node.ts). Cloudflare's script cannot be
 * fetched offline: a stand-in answers for it, whose widget solves at once.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173) + 1;
const SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js*";
/** Cloudflare's documented dummy token, which siteverify accepts under its always-pass test secret. */
const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

/** Cloudflare's script as far as the app uses it; it notes how each widget was rendered. */
const FAKE_TURNSTILE = `
window.rendered = [];
const widgets = {};
const solve = (id) => setTimeout(() => widgets[id]?.callback(${JSON.stringify(DUMMY_TOKEN)}), 20);
window.turnstile = {
  render(element, options) {
    const id = "widget-" + window.rendered.length;
    const { sitekey, language, theme, size } = options;
    window.rendered.push({ sitekey, language, theme, size });
    widgets[id] = options;
    element.textContent = "✓";
    solve(id);
    return id;
  },
  reset: solve,
  remove(id) { delete widgets[id]; },
};`;

interface Rendered {
  sitekey: string;
  language: string;
  theme: string;
  size: string;
}

/**
 * The app with Turnstile on, under `secret` (one of Cloudflare's test secrets), verifying at a
 * stub of its own. Each server has its port and state: one stopping may still hold them.
 */
function serverWithTurnstile(port: number, secret: string) {
  let server: AppServer | undefined;
  let stopMock = async () => {};
  beforeAll(async () => {
    const mock = await startTurnstileMock(0);
    stopMock = mock.stop;
    const baseURL = `http://127.0.0.1:${port}`;
    const varsFile = testVarsFor(baseURL, {
      TURNSTILE_SITE_KEY: TURNSTILE_TEST_SITE_KEY,
      TURNSTILE_SECRET_KEY: secret,
      TURNSTILE_VERIFY_URL: turnstileMockURL(mock.port),
    });
    server = await startAppServer({ port, stateDir: stateDir(port), varsFile });
  }, 120_000);
  afterAll(async () => {
    server?.stop();
    await stopMock();
  });
  return () => {
    if (!server) throw new Error("The Turnstile server did not start");
    return server;
  };
}

const stateDir = (port: number) => `.wrangler/e2e-turnstile-${port}`;

/**
 * A visitor of `server` for whom Cloudflare's script is the stand-in, or fails to load; with
 * the code requests the page sends, and the token each carries.
 */
async function visitor(server: AppServer, options: BrowserContextOptions = {}, script: "loads" | "fails" = "loads") {
  const { context, page } = await newVisitor({ baseURL: server.baseURL, ...options });
  await context.route(SCRIPT, (route) =>
    script === "fails"
      ? route.abort("internetdisconnected")
      : route.fulfill({ contentType: "text/javascript", body: FAKE_TURNSTILE }),
  );
  const tokens: Array<string | undefined> = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/auth/email-otp/send-verification-otp"))
      tokens.push(request.headers()["x-captcha-response"]);
  });
  return { context, page, tokens };
}

const rendered = (page: Page) => page.evaluate(() => (window as unknown as { rendered: Rendered[] }).rendered);

async function askForCode(page: Page, email: string) {
  await openLogin(page);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('form button[type="submit"]').click();
}

describe("Turnstile on: the screens send the widget's token with each code request", () => {
  const server = serverWithTurnstile(PORT, TURNSTILE_SECRETS.passes);

  it("a person signs in through the screens, a new code included, each request with a token", async () => {
    const { page, context, tokens } = await visitor(server());
    await askForCode(page, "user@example.com");
    await page.waitForURL(/\/login\/verify/);
    expect(tokens).toEqual([DUMMY_TOKEN]);
    expect(await rendered(page)).toEqual([
      { sitekey: TURNSTILE_TEST_SITE_KEY, language: "en", theme: "light", size: "flexible" },
    ]);

    await page.getByText("We have sent a code").waitFor();
    await page.getByRole("button", { name: "Send a new code" }).click();
    await page.getByText("A new code is on its way.").waitFor();
    expect(tokens).toEqual([DUMMY_TOKEN, DUMMY_TOKEN]);
    // The widget stays in the form it appeared in, named, for the next request.
    const box = page.locator("form").getByRole("group", { name: "Check that you are human" });
    expect(await box.isVisible()).toBe(true);

    await enterCode(page, await latestCode(page, "user@example.com"));
    await page.waitForURL(/\/app$/);
    await context.close();
  });

  it.each([
    ["fr-FR", "fr"],
    ["ar", "ar"],
    ["sw", "auto"],
  ])("the widget follows the page's language (%s → %s), and a phone's width", async (locale, language) => {
    const { page, context, tokens } = await visitor(server(), { locale, viewport: { width: 375, height: 740 } });
    await askForCode(page, uniqueEmail("turnstile"));
    await page.waitForURL(/\/login\/verify/);
    expect(tokens).toEqual([DUMMY_TOKEN]);
    expect(await rendered(page)).toMatchObject([{ language, size: "compact" }]);
    await context.close();
  });

  it("without Cloudflare's script, the screen says so and asks for no code", async () => {
    const { page, context, tokens } = await visitor(server(), {}, "fails");
    await askForCode(page, uniqueEmail("offline"));
    await page
      .getByText("The check that you are human could not load. Check your connection, then try again.")
      .waitFor();
    expect(page.url()).toMatch(/\/login$/);
    expect(tokens).toEqual([]);
    await context.close();
  });

  it("the fresh sign-in for a sensitive action puts the widget in its dialog", async () => {
    const { page, context, tokens } = await visitor(server());
    const email = uniqueEmail("mover");
    await askForCode(page, email);
    await enterCode(page, await latestCode(page, email));
    await page.getByLabel("What is your name?").fill("Mover");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Home" }).waitFor();
    // Signed in more than ten minutes ago: too old for a sensitive change.
    const elevenMinutesAgo = Date.now() - 11 * 60_000;
    execFileSync(
      "node_modules/.bin/wrangler",
      [
        ...["d1", "execute", "edgestart", "--local", "--persist-to", stateDir(PORT), "--command"],
        `UPDATE session SET created_at = ${elevenMinutesAgo} WHERE user_id = (SELECT id FROM user WHERE email = '${email}')`,
      ],
      { stdio: "ignore", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
    );

    // The email change mails the address typed: it carries a token of its own, each try.
    const changeTokens: Array<string | undefined> = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/email-otp/request-email-change"))
        changeTokens.push(request.headers()["x-captcha-response"]);
    });
    await openLive(page, "/app/account");
    await page.getByLabel("New email").fill(uniqueEmail("moved"));
    await page.getByRole("button", { name: "Send a code to this address" }).click();
    const reauth = page.getByRole("dialog", { name: "Confirm it's you" });
    await reauth.getByRole("group", { name: "Check that you are human" }).waitFor();
    await expect.poll(() => tokens.length).toBe(2);
    expect(tokens).toEqual([DUMMY_TOKEN, DUMMY_TOKEN]);
    await reauth.getByRole("textbox").first().click();
    await page.keyboard.type(await latestCode(page, email));
    await page.waitForURL(/newEmail=/);
    // Refused once for the old sign-in, then sent.
    expect(changeTokens).toEqual([DUMMY_TOKEN, DUMMY_TOKEN]);
    await context.close();
  });

  it("an invitation, and sending it again, each carry a token from the widget in the invite form", async () => {
    const { page, context } = await visitor(server());
    const invites: Array<string | undefined> = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/organization/invite-member"))
        invites.push(request.headers()["x-captcha-response"]);
    });
    const email = uniqueEmail("founder");
    await askForCode(page, email);
    await enterCode(page, await latestCode(page, email));
    await page.getByLabel("What is your name?").fill("Founder");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Home" }).waitFor();
    const slug = `captcha-${Date.now().toString(36)}`;
    const created = await page.request.post("/api/auth/organization/create", {
      data: { name: "Captcha Club", slug },
      headers: { origin: server().baseURL },
    });
    expect(created.status()).toBe(200);

    await openLive(page, `/app/organizations/${slug}`);
    const invited = uniqueEmail("invited");
    await page.getByLabel("Email").fill(invited);
    await page.getByRole("button", { name: "Invite" }).click();
    await page.getByText(`Invitation sent to ${invited}`).waitFor();
    const form = page.locator("form", { has: page.getByRole("button", { name: "Invite" }) });
    await form.getByRole("group", { name: "Check that you are human" }).waitFor();
    await page.getByRole("button", { name: "Resend" }).click();
    await page.getByText(`Invitation sent again to ${invited}`).waitFor();
    expect(invites).toEqual([DUMMY_TOKEN, DUMMY_TOKEN]);
    expect(await mailedTo(page, invited)).toHaveLength(2);
    await context.close();
  });
});

describe("Turnstile on, every token refused (Cloudflare's always-fail test secret)", () => {
  const server = serverWithTurnstile(PORT + 1, TURNSTILE_SECRETS.fails);

  it("the screen says the check failed, in the page's language, and no email is sent", async () => {
    const { page, context, tokens } = await visitor(server(), { locale: "fr-FR" });
    const email = uniqueEmail("refused");
    await askForCode(page, email);
    await page.getByText("La vérification que vous êtes humain a échoué. Refaites-la.").waitFor();
    expect(tokens).toEqual([DUMMY_TOKEN]);
    expect(page.url()).toMatch(/\/login$/);
    expect(await mailedTo(page, email)).toEqual([]);
    await context.close();
  });
});
