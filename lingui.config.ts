import { defineConfig } from "@lingui/conf";

/**
 * Two catalogs per language: the SPA's strings (loaded by the browser only when that
 * language is chosen) and the Worker's (server messages and emails).
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "fr", "ar", "sw"],
  fallbackLocales: { default: "en" },
  catalogs: [
    { path: "<rootDir>/locales/{locale}/web", include: ["<rootDir>/web"] },
    { path: "<rootDir>/locales/{locale}/worker", include: ["<rootDir>/worker"] },
  ],
});
