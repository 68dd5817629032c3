import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, signInByApi, startAppServer, testVarsFor } from "../../scripts/app-server";
import { codeFor, secretOf } from "../support/totp";
import {
  baseURL,
  latestCode,
  newPerson,
  newVisitor,
  onPath,
  openLive,
  openLogin,
  signedInVisitor,
  signInThroughScreens,
} from "./browser";

const card = (page: Page) => page.getByTestId("second-factor");

async function signOut(page: Page) {
  await openLive(page, "/app/account");
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(/\/login/);
}

/** Email and emailed code on the sign-in screens, in any language, up to the second step's screen. */
async function firstStepOnScreens(page: Page, email: string) {
  await openLogin(page);
  await page.getByRole("textbox").first().fill(email);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/login\/verify/);
  await typeCode(page, await latestCode(page, email));
  await page.waitForURL(/\/login\/second-step/);
}

/** The code cells of the screen or dialog in front: typed as a person types them. */
async function typeCode(page: Page, code: string) {
  await page.getByRole("textbox").first().click();
  await page.keyboard.type(code);
}

describe("two-step sign-in", () => {
  it("is turned on from the account with the QR code's key, then asks for the app's code, and a trusted device skips it", async () => {
    const { page, email } = await newPerson("Tess", "/app/account");
    await card(page).getByText("Off", { exact: true }).waitFor();
    await card(page).getByRole("button", { name: "Turn on" }).click();

    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByRole("img", { name: "QR code for your authenticator app" }).count()).toBe(1);
    const secret = secretOf((await dialog.getByTestId("totp-key").textContent()) ?? "");
    // The current step's code: a previous step's fails once a step ends while it is typed.
    await typeCode(page, await codeFor(secret, 0));
    await dialog.getByText("Save your recovery codes").waitFor();
    const recoveryCodes = await dialog.getByTestId("recovery-codes").getByRole("listitem").allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download" }).click();
    const saved = await (await download).createReadStream();
    let text = "";
    for await (const chunk of saved) text += String(chunk);
    for (const code of recoveryCodes) expect(text).toContain(code);
    await dialog.getByRole("button", { name: "Done" }).click();
    await card(page).getByText("On", { exact: true }).waitFor();

    // The emailed code alone opens nothing: the second step's screen asks for the app's code.
    await signOut(page);
    await openLogin(page);
    await signInThroughScreens(page, email);
    await page.waitForURL(/\/login\/second-step/);
    await page.getByRole("heading", { name: "Two-step sign-in" }).waitFor();
    await page.getByText("Trust this device for 30 days").click();
    // The next step's code: later than the one that turned it on, and still good if a step ends meanwhile.
    await typeCode(page, await codeFor(secret, 1));
    await onPath(page, "/app/");

    // Trusted: the next sign-in on this browser ends at the emailed code.
    await signOut(page);
    await openLogin(page);
    await signInThroughScreens(page, email);
    await onPath(page, "/app/");

    // The account lists this browser as trusted; ended, the list says none is.
    await openLive(page, "/app/account");
    const devices = page.getByTestId("trusted-devices");
    await devices.getByRole("listitem").filter({ hasText: "This device" }).waitFor();
    await devices.getByRole("button", { name: "End" }).click();
    await devices.getByText("No device skips the second step.").waitFor();
  });

  it("in Arabic on a phone: a recovery code signs in once, the screen right to left and within the width", async () => {
    const { page, email, context } = await newPerson("Rami", "/app/account", {
      viewport: { width: 375, height: 800 },
    });
    const post = (path: string, data: object) =>
      page.request.post(`/api/auth${path}`, { data, headers: { origin: baseURL() } });
    const enabled = (await (await post("/two-factor/enable", {})).json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    expect(
      (await post("/two-factor/verify-totp", { code: await codeFor(secretOf(enabled.totpURI), 0) })).status(),
    ).toBe(200);
    const [recoveryCode = ""] = enabled.backupCodes;
    await context.addCookies([{ name: "lang", value: "ar", url: baseURL() }]);
    await context.clearCookies({ name: /session_token/ });

    await firstStepOnScreens(page, email);
    await page.getByRole("heading", { name: "تسجيل الدخول بخطوتين" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await page.getByRole("button", { name: "استخدم رمز استرداد" }).click();
    await page.getByLabel("رمز الاسترداد").fill(recoveryCode.toLowerCase());
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole("button", { name: "تأكيد" }).click();
    await onPath(page, "/app/");

    // Used once: the same code is refused the next time, in Arabic.
    await context.clearCookies({ name: /session_token/ });
    await firstStepOnScreens(page, email);
    await page.getByRole("button", { name: "استخدم رمز استرداد" }).click();
    await page.getByLabel("رمز الاسترداد").fill(recoveryCode);
    await page.getByRole("button", { name: "تأكيد" }).click();
    await page.getByText("رمز الاسترداد هذا غير صالح أو سبق استخدامه.").waitFor();
  });

  it("an administrator resets someone's: the person's page says Off after the confirmation", async () => {
    const { page: personPage, email, context: personContext } = await newPerson("Lost", "/app/account");
    const post = (path: string, data: object) =>
      personPage.request.post(`/api/auth${path}`, { data, headers: { origin: baseURL() } });
    const { totpURI } = (await (await post("/two-factor/enable", {})).json()) as { totpURI: string };
    expect((await post("/two-factor/verify-totp", { code: await codeFor(secretOf(totpURI), 0) })).status()).toBe(200);
    await personContext.close();

    const { page } = await signedInVisitor("admin@example.com", "/manager/users");
    const found = (await (await page.request.get(`/api/users?searchTerm=${encodeURIComponent(email)}`)).json()) as {
      items: Array<{ id: string }>;
    };
    await openLive(page, `/manager/users/${found.items[0]?.id}`);
    await page.getByRole("button", { name: "Reset two-step sign-in" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Reset two-step sign-in" }).click();
    await page.getByText("Two-step sign-in reset").first().waitFor();
    await expect
      .poll(() =>
        page
          .locator("dd")
          .filter({ hasText: /^(On|Off)$/ })
          .innerText(),
      )
      .toBe("Off");
  });
});

describe("where administrators must have it (REQUIRE_ADMIN_SECOND_FACTOR=on)", () => {
  /** A server of its own: the shared one's seeded administrator has no second factor. */
  const PORT = Number(process.env.E2E_PORT ?? 4173) + 11;
  const ORIGIN = `http://127.0.0.1:${PORT}`;
  let server: AppServer | undefined;
  beforeAll(async () => {
    const varsFile = testVarsFor(ORIGIN, { REQUIRE_ADMIN_SECOND_FACTOR: "on" });
    server = await startAppServer({ port: PORT, stateDir: `.wrangler/e2e-second-factor-${PORT}`, varsFile });
  }, 120_000);
  afterAll(() => server?.stop());

  it("an administrator without it is shown the way to set it up, and reaches the manager area once it is on", async () => {
    const { page, context } = await newVisitor({ baseURL: ORIGIN });
    await context.addCookies([{ ...(await signInByApi(ORIGIN, "admin@example.com")), url: ORIGIN }]);
    await openLive(page, "/manager/users");
    await page.getByRole("heading", { name: "Turn on two-step sign-in first" }).waitFor();
    expect((await page.request.get("/api/users")).status()).toBe(403);

    await page.getByRole("link", { name: "Set up two-step sign-in" }).click();
    await onPath(page, "/app/account");
    await card(page).getByRole("button", { name: "Turn on" }).click();
    const dialog = page.getByRole("dialog");
    const secret = secretOf((await dialog.getByTestId("totp-key").textContent()) ?? "");
    await typeCode(page, await codeFor(secret, 0));
    await dialog.getByRole("button", { name: "Done" }).click();

    await openLive(page, "/manager/users");
    await page.getByRole("heading", { name: "Users" }).waitFor();
    expect((await page.request.get("/api/users")).status()).toBe(200);
    await context.close();
  });
});
