/**
 * The sign-in screen is prerendered by the build (build/prerender-pages.ts), once per
 * language and per combination of the public settings its markup shows, so the first paint
 * needs no script (docs/decisions/0013). The shell picks the page that matches the visitor's
 * language and this deployment's settings; the browser then hydrates it. Pure, so the build
 * reads it too.
 */
import type { Locale } from "../i18n/locales.shared";

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
