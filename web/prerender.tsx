import { createMemoryHistory } from "@tanstack/react-router";
import { prerender } from "react-dom/static";
import type { Locale } from "../worker/i18n/locales";
import { SIGN_IN_PATH, type SignInVariant, variantSettings } from "../worker/spa/prerendered";
import { App } from "./app";
import { sessionQuery } from "./features/auth/auth.queries";
import { type Config, configQuery } from "./features/config/config.queries";
import { loadLocale } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./router";

/**
 * The sign-in screen for an anonymous visitor, as the browser's first render will draw it
 * (web/main.tsx), with the settings a variant stands for as `/api/config` would send them.
 * Run by the build (build/prerender-sign-in.ts).
 */
export async function renderSignIn(
  locale: Locale,
  variant: SignInVariant,
  build: { version: string; demoCode: string },
): Promise<string> {
  const settings = variantSettings(variant);
  const config: Config = {
    ...settings,
    ...(settings.demo ? { demoCode: build.demoCode } : {}),
    environment: { color: "" },
    version: build.version,
  };
  const queryClient = createQueryClient();
  queryClient.setQueryData(configQuery.queryKey, config);
  queryClient.setQueryData(sessionQuery.queryKey, null);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [SIGN_IN_PATH] }));
  // On a server the router would add an inline script to restore the scroll position, which
  // the CSP refuses and the browser's render does not draw.
  router.update({ ...router.options, scrollRestoration: false });
  await loadLocale(locale);
  try {
    await router.load();
    const { prelude } = await prerender(<App router={router} queryClient={queryClient} />);
    return await new Response(prelude).text();
  } finally {
    // Cached queries wait five minutes to be collected, and would keep the build running.
    queryClient.clear();
  }
}
