import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, signInByApi, startAppServer, testVarsFor } from "../../scripts/app-server";
import { codeFor, secretOf } from "../support/totp";
import { newVisitor, onPath, openLive, signInThroughScreens, uniqueEmail } from "./browser";

/**
 * Passkeys through the screens, with Chromium's virtual authenticator (DevTools' WebAuthn
 * domain) standing in for a phone's screen lock. WebAuthn takes no IP address as its relying
 * party, and the shared server's address is 127.0.0.1: this file starts its own, named
 * `localhost`, as `npm run dev` is.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173) + 10;
const ORIGIN = `http://localhost:${PORT}`;

let server: AppServer | undefined;
beforeAll(async () => {
  const varsFile = testVarsFor(ORIGIN);
  server = await startAppServer({ port: PORT, stateDir: `.wrangler/e2e-passkeys-${PORT}`, varsFile });
}, 120_000);
afterAll(() => server?.stop());

/** A named person signed in (by the API) in a browser whose authenticator signs without asking. */
async function personWithAuthenticator(name: string) {
  const email = uniqueEmail("passkeys");
  const { context, page } = await newVisitor({ baseURL: ORIGIN });
  const cookie = await signInByApi(ORIGIN, email);
  await context.addCookies([{ ...cookie, url: ORIGIN }]);
  const named = await page.request.post("/api/auth/update-user", { data: { name }, headers: { origin: ORIGIN } });
  expect(named.status()).toBe(200);
  const devtools = await context.newCDPSession(page);
  await devtools.send("WebAuthn.enable");
  const { authenticatorId } = await devtools.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentialsOnDevice = async () =>
    (await devtools.send("WebAuthn.getCredentials", { authenticatorId })).credentials.length;
  /** Whether the authenticator answers by itself: off, the email field's autofill cannot sign in on its own. */
  const answersAlone = (enabled: boolean) =>
    devtools.send("WebAuthn.setAutomaticPresenceSimulation", { authenticatorId, enabled });
  return { context, page, email, credentialsOnDevice, answersAlone };
}

async function signOut(page: Page) {
  await openLive(page, "/app/account");
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(/\/login/);
}

const passkeys = (page: Page) => page.getByTestId("passkeys");

describe("passkeys", () => {
  it("one added on the account signs its owner in from the login screen; deleted, it no longer does", async () => {
    const { context, page } = await personWithAuthenticator("Ada Passkey");
    await openLive(page, "/app/account");
    await passkeys(page).getByText("No passkeys yet.").waitFor();
    await passkeys(page).getByLabel("Passkey name").fill("Work laptop");
    await passkeys(page).getByRole("button", { name: "Add a passkey" }).click();
    await page.locator("[data-sonner-toast]").getByText("Passkey added").waitFor();
    await expect
      .poll(() => passkeys(page).getByRole("listitem").allInnerTexts())
      .toEqual([expect.stringMatching(/^Work laptop\s+Rename\s+Delete\s+Added .+ · Never used/)]);

    await signOut(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await onPath(page, "/app");
    await openLive(page, "/app/account");
    await expect.poll(() => passkeys(page).getByRole("listitem").innerText()).toMatch(/Last used/);

    await passkeys(page).getByRole("button", { name: "Rename Work laptop" }).click();
    await passkeys(page).getByRole("textbox", { name: "Name", exact: true }).fill("Old laptop");
    await passkeys(page).getByRole("button", { name: "Save" }).click();
    await page.getByText("Passkey renamed").waitFor();

    await passkeys(page).getByRole("button", { name: "Delete Old laptop" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await passkeys(page).getByText("No passkeys yet.").waitFor();

    await signOut(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.getByText("Passkey not found").waitFor();
    await onPath(page, "/login");
    await context.close();
  });
});

describe("a passkey and two-step sign-in", () => {
  it("a passkey sign-in is two steps already: it asks no authenticator code", async () => {
    const { context, page, email, answersAlone } = await personWithAuthenticator("Tove Twostep");
    const post = (path: string, data: object) =>
      page.request.post(`/api/auth${path}`, { data, headers: { origin: ORIGIN } });
    const { totpURI } = (await (await post("/two-factor/enable", {})).json()) as { totpURI: string };
    expect((await post("/two-factor/verify-totp", { code: await codeFor(secretOf(totpURI), 0) })).status()).toBe(200);
    await openLive(page, "/app/account");
    await passkeys(page).getByLabel("Passkey name").fill("Phone");
    await passkeys(page).getByRole("button", { name: "Add a passkey" }).click();
    await page.locator("[data-sonner-toast]").getByText("Passkey added").waitFor();

    await signOut(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await onPath(page, "/app");

    // After an emailed code, the passkey answers the second step (the email field's autofill,
    // which would sign in with it at once, left unanswered meanwhile).
    await signOut(page);
    await answersAlone(false);
    await signInThroughScreens(page, email);
    await page.waitForURL(/\/login\/second-step/);
    await answersAlone(true);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await onPath(page, "/app");
    await context.close();
  });
});

describe("a banned person's passkey", () => {
  it("signs nobody in: the screen says the ban, its reason and its end, not a failed passkey", async () => {
    const { context, page } = await personWithAuthenticator("Barred Passkey");
    await openLive(page, "/app/account");
    await passkeys(page).getByLabel("Passkey name").fill("Phone");
    await passkeys(page).getByRole("button", { name: "Add a passkey" }).click();
    await page.locator("[data-sonner-toast]").getByText("Passkey added").waitFor();
    const { user } = await (await page.request.get("/api/auth/get-session")).json();
    await signOut(page);

    const admin = await signInByApi(ORIGIN, "admin@example.com");
    const banned = await fetch(`${ORIGIN}/api/users/${user.id}/ban`, {
      method: "POST",
      headers: { cookie: `${admin.name}=${admin.value}`, origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ reason: "Spam in the catalogue" }),
    });
    expect(banned.status).toBe(200);

    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.getByRole("heading", { name: "You have been banned from this application" }).waitFor();
    await page.getByText("Spam in the catalogue").waitFor();
    await page.getByText("Until an administrator lifts it").waitFor();
    await page.getByRole("button", { name: "Sign in another way" }).click();
    await page.getByRole("button", { name: "Sign in with a passkey" }).waitFor();
    await context.close();
  });
});

describe("passkeys in the email field's autofill", () => {
  it("focusing the field asks the browser for this site's passkeys, and picking one signs in", async () => {
    const { context, page } = await personWithAuthenticator("Grace Autofill");
    await openLive(page, "/app/account");
    await passkeys(page).getByRole("button", { name: "Add a passkey" }).click();
    await page.locator("[data-sonner-toast]").getByText("Passkey added").waitFor();
    await signOut(page);
    const asked = page.waitForRequest((request) => request.url().includes("/passkey/generate-authenticate-options"));
    await page.getByLabel("Email").focus();
    await asked;
    // Chromium's virtual authenticator answers a conditional request with its one passkey.
    await onPath(page, "/app");
    await context.close();
  });
});

describe("a passkey's name", () => {
  it("is checked before the browser makes the passkey, and a long one stays inside the card at 375 px", async () => {
    const { context, page, credentialsOnDevice } = await personWithAuthenticator("Name Checker");
    await page.setViewportSize({ width: 375, height: 800 });
    await openLive(page, "/app/account");
    await passkeys(page).getByLabel("Passkey name").fill("Laptop\u202egnp.exe");
    await passkeys(page).getByRole("button", { name: "Add a passkey" }).click();
    await passkeys(page).getByText("Name is invalid").waitFor();
    expect(await credentialsOnDevice()).toBe(0);

    const long = "Passkey".repeat(14);
    await passkeys(page).getByLabel("Passkey name").fill(long);
    await passkeys(page).getByLabel("Passkey name").press("Enter");
    await page.locator("[data-sonner-toast]").getByText("Passkey added").waitFor();
    expect(await credentialsOnDevice()).toBe(1);
    await passkeys(page)
      .getByRole("button", { name: `Delete ${long}` })
      .waitFor();
    const overflows = await page.evaluate(() => {
      const card = document.querySelector('[data-testid="passkeys"]') as HTMLElement;
      return { page: document.documentElement.scrollWidth > innerWidth, card: card.scrollWidth > card.clientWidth };
    });
    expect(overflows).toEqual({ page: false, card: false });
    await context.close();
  });
});
