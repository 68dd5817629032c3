import type { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { prerender } from "react-dom/static";
import type { Locale } from "../worker/i18n/locales";
import {
  type DrawnScreen,
  NAME_SLOT,
  SIGN_IN_PATH,
  type SignInVariant,
  variantSettings,
} from "../worker/spa/prerendered";
import { queryKeys } from "../worker/spa/screen-data";
import { App } from "./app";
import { type Session, sessionQuery } from "./features/auth/auth.queries";
import { type Config, configQuery } from "./features/config/config.queries";
import { loadLocale } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./router";

interface Build {
  version: string;
  demoCode: string;
}

/** The public settings a page is drawn with, as `/api/config` would send them. */
function configFor(variant: SignInVariant, build: Build): Config {
  const settings = variantSettings(variant);
  return {
    ...settings,
    ...(settings.demo ? { demoCode: build.demoCode } : {}),
    environment: { color: "" },
    version: build.version,
  };
}

/** Renders `path` as the browser's first render will draw it, with what `seed` put in the cache. */
async function renderPage(locale: Locale, path: string, seed: (queryClient: QueryClient) => void): Promise<string> {
  const queryClient = createQueryClient();
  seed(queryClient);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  // On a server the router would add an inline script to restore the scroll position, which
  // the CSP refuses and the browser's render does not draw.
  router.update({ ...router.options, scrollRestoration: false });
  await loadLocale(locale);
  try {
    await router.load();
    // A suspended part that React judges large is written after the rest and moved into place by
    // an inline script, which the CSP refuses: every part is written in place.
    const { prelude } = await prerender(<App router={router} queryClient={queryClient} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    return await new Response(prelude).text();
  } finally {
    // Cached queries wait five minutes to be collected, and would keep the build running.
    queryClient.clear();
  }
}

/**
 * The sign-in screen for an anonymous visitor, as the browser's first render will draw it
 * (web/main.tsx), with the settings a variant stands for. Run by the build
 * (build/prerender-pages.ts).
 */
export function renderSignIn(locale: Locale, variant: SignInVariant, build: Build): Promise<string> {
  return renderPage(locale, SIGN_IN_PATH, (queryClient) => {
    queryClient.setQueryData(configQuery.queryKey, configFor(variant, build));
    queryClient.setQueryData(sessionQuery.queryKey, null);
  });
}

/**
 * A signed-in screen as the browser's first render draws it: what is the same for everyone
 * (the layout, the screen's frame, its rows as skeletons until the browser has taken the page
 * over) and the person's name as NAME_SLOT, which the Worker fills in. The settings drawn
 * here show nowhere before that either (the environment badge waits for it too).
 */
export function renderScreen(locale: Locale, screen: DrawnScreen, build: Build) {
  // Someone whom both areas let in; nothing drawn depends on the role (the person's menu,
  // which does, is mounted when opened).
  const session = {
    user: { id: "", name: NAME_SLOT, email: "", emailVerified: true, image: null, role: "admin" },
    session: { id: "", userId: "", token: "", impersonatedBy: null },
  } as unknown as Session;
  const noRows = { pages: [{ items: [], total: 0, nextCursor: null }], pageParams: [undefined] };
  return renderPage(locale, screen, (queryClient) => {
    queryClient.setQueryData(
      configQuery.queryKey,
      configFor({ signUpEnabled: true, github: false, hint: "none" }, build),
    );
    queryClient.setQueryData(sessionQuery.queryKey, session);
    // What the screens' loaders ask for; nothing of it is drawn before the browser takes over.
    for (const key of [queryKeys.bookList(""), queryKeys.userList("")]) queryClient.setQueryData(key, noRows);
    queryClient.setQueryData(queryKeys.dashboard, { users: 0, admins: 0, books: 0, signUps: [] });
  });
}
