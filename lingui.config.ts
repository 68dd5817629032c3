import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * Three catalogs per language: the SPA's strings (loaded by the browser only when that
 * language is chosen), better-auth's error messages (loaded by the SPA with better-auth's
 * client) and the Worker's (server messages and emails).
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "fr", "ar", "sw"],
  fallbackLocales: { default: "en" },
  // Origins without line numbers: moving code does not churn the catalogs.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    // Field messages are shown by both halves, so both catalogs carry them.
    {
      path: "<rootDir>/locales/{locale}/web",
      include: ["<rootDir>/web", "<rootDir>/worker/lib/field-messages.ts"],
      exclude: ["<rootDir>/web/lib/auth-errors.ts"],
    },
    // better-auth's error messages load with its client (web/lib/auth-errors.ts).
    { path: "<rootDir>/locales/{locale}/auth-errors", include: ["<rootDir>/web/lib/auth-errors.ts"] },
    { path: "<rootDir>/locales/{locale}/worker", include: ["<rootDir>/worker"] },
  ],
});
