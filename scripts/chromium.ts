import { type Browser, chromium } from "playwright-core";

/** Headless, and making no requests of its own (background networking, component updates, sync). */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Chromium (apt-get install chromium), unless CHROMIUM_PATH names another. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}
