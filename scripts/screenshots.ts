/**
 * `npm run screenshots`: pictures of the main screens for the README, taken in Chromium
 * against the production build (docs/screenshots/<screen>-<lang>-<theme>-<device>.png).
 */
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import type { Locale } from "../worker/i18n/locales.ts";
import { buildApp, startAppServer } from "./app-server.ts";
import { launchChromium } from "./chromium.ts";

const OUT = "docs/screenshots";
const devices = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

interface Shot {
  name: string;
  lang: Locale;
  theme: "light" | "dark";
  device: keyof typeof devices;
  /** Opens the screen; `signIn` gives a signed-in session first. */
  open(page: Page): Promise<void>;
  signIn?: string;
}

async function signInByApi(page: Page, baseURL: string, email: string) {
  const headers = { origin: baseURL };
  await page.request.post("/api/auth/email-otp/send-verification-otp", { headers, data: { email, type: "sign-in" } });
  const [mail] = (await (await page.request.get(`/api/dev/emails?to=${encodeURIComponent(email)}`)).json()) as Array<{
    code: string;
  }>;
  const signedIn = await page.request.post("/api/auth/sign-in/email-otp", {
    headers,
    data: { email, otp: mail?.code },
  });
  if (!signedIn.ok()) throw new Error(`Sign-in as ${email} failed: HTTP ${signedIn.status()}`);
}

const shots: Shot[] = [
  { name: "login", lang: "en", theme: "light", device: "desktop", open: (p) => p.goto("/login").then(() => undefined) },
  { name: "login", lang: "ar", theme: "dark", device: "desktop", open: (p) => p.goto("/login").then(() => undefined) },
  { name: "login", lang: "en", theme: "dark", device: "phone", open: (p) => p.goto("/login").then(() => undefined) },
  {
    name: "verify",
    lang: "en",
    theme: "light",
    device: "desktop",
    open: (p) => p.goto("/login/verify?email=user%40example.com").then(() => undefined),
  },
  {
    name: "books",
    lang: "en",
    theme: "light",
    device: "desktop",
    signIn: "user@example.com",
    open: (p) => p.goto("/app/books").then(() => undefined),
  },
  {
    name: "manager-books",
    lang: "en",
    theme: "light",
    device: "desktop",
    signIn: "admin@example.com",
    open: (p) => p.goto("/manager/books").then(() => undefined),
  },
  {
    name: "books",
    lang: "ar",
    theme: "dark",
    device: "phone",
    signIn: "user@example.com",
    open: (p) => p.goto("/app/books").then(() => undefined),
  },
  {
    name: "app",
    lang: "fr",
    theme: "dark",
    device: "desktop",
    signIn: "user@example.com",
    open: (p) => p.goto("/app").then(() => undefined),
  },
];

async function take(browser: Browser, baseURL: string, shot: Shot) {
  const context = await browser.newContext({
    baseURL,
    viewport: devices[shot.device],
    deviceScaleFactor: shot.device === "phone" ? 2 : 1,
    colorScheme: shot.theme,
  });
  await context.addCookies([{ name: "lang", value: shot.lang, url: baseURL }]);
  const page = await context.newPage();
  if (shot.signIn) await signInByApi(page, baseURL, shot.signIn);
  await shot.open(page);
  await page.waitForLoadState("networkidle");
  await page.evaluate("document.fonts.ready");
  const file = `${OUT}/${shot.name}-${shot.lang}-${shot.theme}-${shot.device}.png`;
  await page.screenshot({ path: file });
  console.log(`  ${file}`);
  await context.close();
}

mkdirSync(OUT, { recursive: true });
buildApp();
const server = await startAppServer({ port: 4174, stateDir: ".wrangler/screenshots", varsFile: "tests/e2e/e2e.vars" });
const browser = await launchChromium();
try {
  console.log("Screenshots:");
  for (const shot of shots) await take(browser, server.baseURL, shot);
} finally {
  await browser.close();
  server.stop();
}
