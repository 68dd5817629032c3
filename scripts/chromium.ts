import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/**
 * Chromium features that cost the pages under test their CPU: new headless is the whole
 * browser without a screen, and each window loads its address bar's popup, a page of
 * Chromium's own (chrome://omnibox-popup) that took 2.5 s of a core beside every page opened
 * in a new context. No test uses it; the browser tests ran 31% faster without it.
 */
const UNUSED_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup"];

/** Headless, and making no requests of its own (background networking, component updates, sync). */
const SWITCHES = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** For a Chromium started directly (Lighthouse's), which has no other feature switch. */
export const CHROMIUM_FLAGS = [...SWITCHES, `--disable-features=${UNUSED_FEATURES.join(",")}`];

/** Debian's Chromium (apt-get install chromium), unless CHROMIUM_PATH names another. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * What Playwright drives (the tests, the screenshots, the budgets' page loads): Debian's build
 * of the same Chromium without a browser around its pages (apt-get install
 * chromium-headless-shell), which is what Playwright itself runs headless. The browser tests
 * took a fifth less time on it (decision 0045); without it, Chromium. Lighthouse keeps the
 * whole browser (chromiumPath), whose figures the bench compares over time.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const playwrightChromiumPath = () =>
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath());

/**
 * Where the features Playwright turns off are kept for later launches: the process's own and,
 * learned before they start (tests/e2e/global-setup.ts), the test files'.
 */
const LEARNED = "EDGESTART_PLAYWRIGHT_DISABLED_FEATURES";

/**
 * The `--disable-features` switch Playwright passes (for its own reasons: paint holding, HTTPS
 * upgrades, …), read off a first launch's command line. Chromium keeps one value of a repeated
 * switch, the last, so ours must carry Playwright's list too, or it would silently drop it.
 */
export async function playwrightDisabledFeatures(): Promise<string> {
  const learned = process.env[LEARNED];
  if (learned !== undefined) return learned;
  const probe = await chromium.launchServer({ executablePath: playwrightChromiumPath(), args: SWITCHES });
  const spawned = probe.process().spawnargs;
  await probe.close();
  const switches = spawned.findLast((arg) => arg.startsWith("--disable-features="))?.split("=")[1] ?? "";
  process.env[LEARNED] = switches;
  return switches;
}

/**
 * V8 without its optimising compilers (Maglev, TurboFan) in the pages Playwright drives: a
 * test page lives seconds, too short for optimised code to repay compiling it, and the
 * renderers spent a fifth less CPU (decision 0045). Lighthouse's Chromium keeps them: its
 * figures are what people get.
 */
const SHORT_LIVED_PAGES = "--js-flags=--max-opt=1";

export async function launchChromium(): Promise<Browser> {
  const playwrights = await playwrightDisabledFeatures();
  const features = [...(playwrights ? playwrights.split(",") : []), ...UNUSED_FEATURES];
  return chromium.launch({
    executablePath: playwrightChromiumPath(),
    args: [...SWITCHES, SHORT_LIVED_PAGES, `--disable-features=${features.join(",")}`],
    ignoreDefaultArgs: playwrights ? [`--disable-features=${playwrights}`] : [],
  });
}
