/**
 * `npm run screenshots`: pictures of the main screens for the README, taken in Chromium
 * against the production build (docs/screenshots/<screen>-<lang>-<theme>-<device>.png).
 */
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import type { Locale } from "../worker/i18n/locales.shared.ts";
import { AS_DEPLOYED, ensureBuild, signInByApi, startAppServer, testVarsFor } from "./app-server.ts";
import { launchChromium } from "./chromium.ts";

const OUT = "docs/screenshots";
const devices = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

interface Shot {
  name: string;
  lang: Locale;
  theme: "light" | "dark";
  device: keyof typeof devices;
  /** The screen's path, or how to find it once signed in. */
  path: string | ((page: Page) => Promise<string>);
  /** Who is signed in, if anyone. */
  signIn?: string;
  /** What a person does on the screen before the picture (opens a dialog, say). */
  act?: (page: Page) => Promise<void>;
}

const ADMIN = "admin@example.com";

/** /manager/users/{id} of the seeded user. */
async function seededUserPage(page: Page) {
  const found = (await (await page.request.get("/api/users?searchTerm=user%40example.com")).json()) as {
    items: Array<{ id: string }>;
  };
  return `/manager/users/${found.items[0]?.id}`;
}

/** Spec'd matrix: these screens in English and Arabic, light and dark, on a desktop and a phone. */
const matrix: Array<Pick<Shot, "name" | "path" | "signIn">> = [
  { name: "login", path: "/login" },
  { name: "verify", path: "/login/verify?email=user%40example.com" },
  { name: "books", signIn: "user@example.com", path: "/app/books" },
  { name: "account", signIn: "user@example.com", path: "/app/account" },
  { name: "manager-books", signIn: ADMIN, path: "/manager/books" },
  { name: "users", signIn: ADMIN, path: "/manager/users" },
];

const shots: Shot[] = [
  ...matrix.flatMap((screen) =>
    (["en", "ar"] as const).flatMap((lang) =>
      (["light", "dark"] as const).flatMap((theme) =>
        (["desktop", "phone"] as const).map((device) => ({ ...screen, lang, theme, device })),
      ),
    ),
  ),
  { name: "app", lang: "fr", theme: "dark", device: "desktop", signIn: "user@example.com", path: "/app" },
  { name: "account", lang: "sw", theme: "dark", device: "phone", signIn: "user@example.com", path: "/app/account" },
  { name: "dashboard", lang: "en", theme: "light", device: "desktop", signIn: ADMIN, path: "/manager/dashboard" },
  { name: "user", lang: "en", theme: "dark", device: "desktop", signIn: ADMIN, path: seededUserPage },
  {
    name: "change-name",
    lang: "en",
    theme: "light",
    device: "phone",
    signIn: "user@example.com",
    path: "/app/account?state=change-name",
  },
  {
    // The set-up is left unconfirmed: it turns nothing on, and the next shots sign in as before.
    name: "second-factor",
    lang: "en",
    theme: "light",
    device: "desktop",
    signIn: "user@example.com",
    path: "/app/account",
    act: async (page) => {
      await page.locator("html[data-live]").waitFor({ state: "attached" });
      await page.getByTestId("second-factor").getByRole("button", { name: "Turn on" }).click();
      await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    },
  },
  { name: "second-step", lang: "ar", theme: "dark", device: "phone", path: "/login/second-step" },
];

async function take(browser: Browser, baseURL: string, shot: Shot) {
  const context = await browser.newContext({
    baseURL,
    viewport: devices[shot.device],
    colorScheme: shot.theme,
  });
  await context.addCookies([{ name: "lang", value: shot.lang, url: baseURL }]);
  const page = await context.newPage();
  if (shot.signIn) await context.addCookies([{ ...(await signInByApi(baseURL, shot.signIn)), url: baseURL }]);
  await page.goto(typeof shot.path === "string" ? shot.path : await shot.path(page));
  await page.waitForLoadState("networkidle");
  await shot.act?.(page);
  await page.evaluate("document.fonts.ready");
  // A drawer or dialog slides in: wait until it has arrived.
  await page.evaluate("Promise.all(document.getAnimations().map((animation) => animation.finished))");
  const file = `${OUT}/${shot.name}-${shot.lang}-${shot.theme}-${shot.device}.png`;
  await page.screenshot({ path: file });
  console.log(`  ${file}`);
  await context.close();
}

mkdirSync(OUT, { recursive: true });
ensureBuild();
// The product as deployed: without the environment badge the browser tests show.
const server = await startAppServer({
  port: 4174,
  stateDir: ".wrangler/screenshots",
  varsFile: testVarsFor("http://127.0.0.1:4174", AS_DEPLOYED),
});
const browser = await launchChromium();
try {
  console.log("Screenshots:");
  for (const shot of shots) await take(browser, server.baseURL, shot);
} finally {
  await browser.close();
  server.stop();
}
