/**
 * The sign-in screen is prerendered by the build (build/prerender-pages.ts), once
 * per language and per combination of the public settings its markup shows, so the first
 * paint needs no script (docs/decisions/0013). The shell picks the page that matches the
 * visitor's language and this deployment's settings; the browser then hydrates it. Pure, so
 * the build reads it too.
 */
import type { Locale } from "../i18n/locales";

/** The settings that change the sign-in screen's markup. */
export interface SignInVariant {
  signUpEnabled: boolean;
  github: boolean;
  /** The box above the form: the dev outbox's seeded accounts, or the demo's code. */
  hint: "dev" | "demo" | "none";
}

/** The public settings (`/api/config`, ClientConfigSchema) that decide a variant. */
interface VariantSettings {
  demo: boolean;
  signUpEnabled: boolean;
  socialProviders: readonly string[];
  devOutbox: boolean;
}

/** The variant a deployment's settings show: the shell picks its page by this. */
export function signInVariantOf({ demo, signUpEnabled, socialProviders, devOutbox }: VariantSettings): SignInVariant {
  return {
    signUpEnabled,
    github: socialProviders.includes("github"),
    hint: demo ? "demo" : devOutbox ? "dev" : "none",
  };
}

/** The settings a variant stands for, as `/api/config` would send them: the build draws its page with these. */
export function variantSettings({ signUpEnabled, github, hint }: SignInVariant) {
  return {
    demo: hint === "demo",
    signUpEnabled,
    socialProviders: github ? ["github" as const] : [],
    devOutbox: hint === "dev",
  } satisfies VariantSettings;
}

/** The screen's path, as the router writes it (without a trailing slash). */
export const SIGN_IN_PATH = "/login";

/** Every variant a deployment can show: the demo never lets strangers sign up. */
export const signInVariants: SignInVariant[] = [true, false].flatMap((github) => [
  { signUpEnabled: false, github, hint: "demo" as const },
  ...(["dev", "none"] as const).flatMap((hint) =>
    [true, false].map((signUpEnabled) => ({ signUpEnabled, github, hint })),
  ),
]);

/** A variant's page among the static assets, without its extension: the build writes `<path>.html`. */
export function prerenderedPage(locale: Locale, { signUpEnabled, github, hint }: SignInVariant): string {
  return `/prerendered/login/${locale}/${signUpEnabled ? "sign-up" : "members"}-${github ? "github" : "email"}-${hint}`;
}

/**
 * Signed-in screens the build draws too, by their route's pattern: the area's layout and the
 * screen's frame, with slots for the person's data (web/prerender.tsx, worker/spa/drawn-data.ts).
 * A screen not listed, or one opened with a search, is drawn by the SPA.
 */
export const drawnScreens = [
  "/app",
  "/app/organizations",
  "/app/organizations/$slug",
  "/app/invitations/$id",
  "/app/books",
  "/app/books/$id",
  "/app/account",
  "/manager/dashboard",
  "/manager/books",
  "/manager/users",
  "/manager/organizations",
  "/manager/organizations/$id",
  "/manager/audit",
] as const;
export type DrawnScreen = (typeof drawnScreens)[number];

/**
 * Where a drawn screen shows the person's name (their menu, a greeting): the build writes
 * this, and the Worker puts the name in its place. Private-use characters, so that no text a
 * screen draws can contain it.
 */
export const NAME_SLOT = "\u{E000}name\u{E001}";

/**
 * A drawn screen's page among the static assets, without its extension: a record's screen has
 * one per variant, a manager screen one with the sidebar folded too (worker/spa/sidebar-fold.ts).
 */
export function drawnScreenPage(locale: Locale, screen: DrawnScreen, variant?: number, folded = false): string {
  const suffix = `${variant === undefined ? "" : `-${variant}`}${folded ? "-folded" : ""}`;
  return `/prerendered${screen.replace("$", "")}/${locale}${suffix}`;
}

/** The signed-in area a screen belongs to. */
export const areaOf = (screen: DrawnScreen) => (screen.startsWith("/manager/") ? "manager" : "app");

/** Whether a screen has a page with the sidebar folded: the manager's, whose layout has one. */
export const hasSidebar = (screen: DrawnScreen) => areaOf(screen) === "manager";

/** The asset holding a drawn list's row templates (worker/spa/drawn-data.ts), next to its page. */
export const rowTemplatesFile = (page: string) => `${page}.rows.json`;
