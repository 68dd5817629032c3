import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * Two catalogs per language: the SPA's strings (loaded by the browser only when that
 * language is chosen) and the Worker's (server messages and emails).
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "fr", "ar", "sw"],
  fallbackLocales: { default: "en" },
  // Origins without line numbers: moving code does not churn the catalogs.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    // Field messages are shown by both halves, so both catalogs carry them.
    { path: "<rootDir>/locales/{locale}/web", include: ["<rootDir>/web", "<rootDir>/worker/lib/field-messages.ts"] },
    { path: "<rootDir>/locales/{locale}/worker", include: ["<rootDir>/worker"] },
  ],
});
