import { readdirSync } from "node:fs";
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/** Features the sign-in screens show: their texts load with the first page. */
const publicFeatures = ["auth", "config", "demo", "errors"];

/**
 * What only the signed-in areas (/app, /manager) show: their layouts and routes, and every
 * folder of web/features/ but the public ones, so a new feature is an area's without an edit
 * here. Nothing outside them may import these (`npm run i18n:check` fails otherwise): their
 * texts load with the area layouts.
 */
export const areas = [
  "<rootDir>/web/layout",
  "<rootDir>/web/routes/app",
  "<rootDir>/web/routes/manager",
  ...readdirSync(new URL("web/features", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !publicFeatures.includes(entry.name))
    .map((entry) => `<rootDir>/web/features/${entry.name}`)
    .sort(),
];

/** The field messages both halves show (a form's check in the browser, the API's refusal): one catalog for both. */
const fieldMessages = "<rootDir>/worker/lib/field-messages.shared.ts";

/**
 * Where the catalogs are: locales/, or the copy `npm run i18n:check` extracts into, so that
 * what reads locales/ meanwhile (the build, the Worker tests) never sees it half-written.
 */
const catalogDir = process.env.LINGUI_LOCALES_DIR ?? "<rootDir>/locales";

/**
 * Catalogs per language: the SPA's strings (loaded by the browser only when that language is
 * chosen) in three parts, so the sign-in screen downloads only its own (the signed-in areas'
 * and better-auth's error messages load with the code that shows them), the Worker's (server
 * messages and emails), and the field messages, which both load.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "fr", "ar", "sw"],
  fallbackLocales: { default: "en" },
  // Origins without line numbers: moving code does not churn the catalogs.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: `${catalogDir}/{locale}/web`,
      include: ["<rootDir>/web"],
      exclude: ["<rootDir>/web/lib/auth-errors.ts", ...areas],
    },
    // better-auth's error messages load with its client (web/lib/auth-errors.ts).
    { path: `${catalogDir}/{locale}/auth-errors`, include: ["<rootDir>/web/lib/auth-errors.ts"] },
    // The signed-in areas' texts load with their layouts (web/layout/area-catalog.ts).
    { path: `${catalogDir}/{locale}/areas`, include: areas },
    { path: `${catalogDir}/{locale}/worker`, include: ["<rootDir>/worker"], exclude: [fieldMessages] },
    { path: `${catalogDir}/{locale}/fields`, include: [fieldMessages] },
  ],
});
