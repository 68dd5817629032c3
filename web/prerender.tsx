import type { QueryClient } from "@tanstack/react-query";
import { type AnyRoute, createMemoryHistory } from "@tanstack/react-router";
import { prerender } from "react-dom/static";
import type { Locale } from "../worker/i18n/locales.shared";
import { hasSidebar, normalPattern } from "../worker/spa/drawn-pages.shared";
import { type RowTemplates, rowTemplatesOf } from "../worker/spa/drawn-rows.shared";
import { rowItems } from "../worker/spa/row-items.shared";
import { declaredScreens } from "../worker/spa/screen-registry.shared";
import { type ApiRead, type DrawnRows, sessionRead } from "../worker/spa/screens.shared";
import { SIGN_IN_PATH, type SignInVariant, variantSettings } from "../worker/spa/sign-in-page.shared";
import { slot, templateOf } from "../worker/spa/slots.shared";
import { App } from "./app";
import { DrawingRowTemplates } from "./components/data-list";
import type { Session } from "./features/auth/auth.queries";
import { type Config, configQuery } from "./features/config/config.queries";
import { Drawing } from "./lib/drawing";
import { DrawnFolded } from "./lib/drawn-folded";
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
    // The sign-in screen draws nothing of Turnstile: its pages hold for either setting.
    captcha: null,
    // Nor of the second factor; an administrator it stops is not sent a drawn manager page.
    secondFactorRequired: false,
    // Nor of uploads: a picture's limits and the address field come once live.
    uploads: { maxBytes: 0, maxSide: 0 },
    remoteImages: false,
    // Nor of API keys: a key's lifetimes are offered once live.
    apiKeysNeverExpire: false,
    environment: { color: "" },
    version: build.version,
  };
}

/** What a signed-in screen is drawn with: someone both areas let in, named by a slot the Worker fills. */
function seedSignedIn(queryClient: QueryClient, build: Build) {
  // Nothing drawn depends on the role (the person's menu, which does, is mounted when opened).
  const session = {
    user: { id: "", name: slot("name"), email: "", emailVerified: true, image: null, role: "admin" },
    session: { id: "", userId: "", token: "", impersonatedBy: null, activeOrganizationId: null },
  } as unknown as Session;
  queryClient.setQueryData(
    configQuery.queryKey,
    configFor({ signUpEnabled: true, github: false, hint: "none" }, build),
  );
  queryClient.setQueryData(sessionRead.queryKey, session);
}

/**
 * Renders `path` as the browser's first render will draw it, with what `seed` put in the
 * cache; a signed-in screen without its loaders, which would ask for its data.
 */
async function renderPage(
  locale: Locale,
  path: string,
  seed: (queryClient: QueryClient) => void,
  { drawing = false, drawingTemplates = false, folded = false } = {},
): Promise<string | undefined> {
  const queryClient = createQueryClient();
  seed(queryClient);
  // A screen drawn without its data must not ask for it: what did is named below, not retried.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const asked: string[] = [];
  const fetchAsBrowser = globalThis.fetch;
  if (drawing) {
    globalThis.fetch = async (input) => {
      asked.push(input instanceof Request ? input.url : String(input));
      throw new TypeError("A screen is drawn without its data");
    };
  }
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  // On a server the router would add an inline script to restore the scroll position, which
  // the CSP refuses and the browser's render does not draw.
  router.update({ ...router.options, scrollRestoration: false });
  if (drawing) for (const route of Object.values(router.routesById)) route.options.loader = undefined;
  await loadLocale(locale);
  try {
    await router.load();
    // A route that sends elsewhere (`/manager/` to its dashboard) has no screen of its own.
    if (router.state.matches.at(-1)?.status !== "success") return undefined;
    // A suspended part that React judges large is written after the rest and moved into place by
    // an inline script, which the CSP refuses: every part is written in place.
    const app = (
      <Drawing.Provider value={drawing}>
        <DrawingRowTemplates.Provider value={drawingTemplates}>
          <DrawnFolded.Provider value={folded}>
            <App router={router} queryClient={queryClient} />
          </DrawnFolded.Provider>
        </DrawingRowTemplates.Provider>
      </Drawing.Provider>
    );
    const { prelude } = await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const markup = templateOf(await new Response(prelude).text());
    if (asked.length > 0) {
      throw new Error(
        `Drawing ${path} asked the API for ${asked.join(", ")}: a screen reads its data inside RecordFrame, DataList, Live or useLiveData (docs/drawn-screens.md)`,
      );
    }
    return markup;
  } finally {
    globalThis.fetch = fetchAsBrowser;
    // Cached queries wait five minutes to be collected, and would keep the build running.
    queryClient.clear();
  }
}

/**
 * The sign-in screen for an anonymous visitor, as the browser's first render will draw it
 * (web/main.tsx), with the settings a variant stands for. Run by the build
 * (build/prerender-pages.ts).
 */
export async function renderSignIn(locale: Locale, variant: SignInVariant, build: Build): Promise<string> {
  const markup = await renderPage(locale, SIGN_IN_PATH, (queryClient) => {
    queryClient.setQueryData(configQuery.queryKey, configFor(variant, build));
    queryClient.setQueryData(sessionRead.queryKey, null);
  });
  if (markup === undefined) throw new Error(`${SIGN_IN_PATH} did not render`);
  return markup;
}

/** The routes of the signed-in areas, as the router has them: each is a screen the build draws. */
export function areaRoutes(): string[] {
  const router = createAppRouter(createQueryClient());
  return Object.values(router.routesById)
    .filter((route) => !route.children && /^\/(app|manager)(\/|$)/.test(route.fullPath))
    .map((route) => normalPattern(route.fullPath));
}

/**
 * The search params a route's screen reads: the keys its route's and its parents' validateSearch
 * give. An address with one of them arrives undrawn (worker/spa/drawn-screen.ts); any other (a
 * campaign's tag) changes nothing the screen draws.
 */
export function searchParamsOf(pattern: string): string[] {
  const router = createAppRouter(createQueryClient());
  const keys = new Set<string>();
  // The screen's own route, not a layout of the same path (`/app` beside `/app/`).
  let route: AnyRoute | undefined = Object.values(router.routesById).find(
    (candidate) => !candidate.children && normalPattern(candidate.fullPath) === pattern,
  );
  for (; route; route = route.parentRoute) {
    const validate = route.options.validateSearch;
    if (validate === undefined) continue;
    if (typeof validate !== "function") {
      throw new Error(`${route.fullPath}: validateSearch as a function, so the build can list its search params`);
    }
    for (const key of Object.keys(validate({}) as object)) keys.add(key);
  }
  return [...keys].sort();
}

/**
 * A route pattern's path with a stand-in for each parameter, which becomes a slot the Worker
 * fills from the address: in plain letters, as the router keeps only those in a path.
 */
const PARAM = /__param_(\w+)__/g;
const pathOf = (pattern: string) => pattern.replace(/\$(\w+)/g, "__param_$1__");
const withParamSlots = (markup: string) => markup.replace(PARAM, (_, name: string) => slot(`params.${name}`, "url"));

/**
 * A signed-in screen as the browser's first render draws it (web/main.tsx), without its data
 * (docs/drawn-screens.md): the area's layout and the screen's frame, the person's name and a
 * record's heading as slots the Worker fills, and what the screen shows once live as its
 * skeleton; a manager screen with its sidebar open and folded. None for a route that sends
 * elsewhere.
 */
export async function renderScreen(
  locale: Locale,
  pattern: string,
  build: Build,
): Promise<{ folded: boolean; markup: string }[] | undefined> {
  const pages = [];
  for (const folded of hasSidebar(pattern) ? [false, true] : [false]) {
    const markup = await renderPage(locale, pathOf(pattern), (queryClient) => seedSignedIn(queryClient, build), {
      drawing: true,
      folded,
    });
    if (markup === undefined) return undefined;
    pages.push({ folded, markup: withParamSlots(markup) });
  }
  return pages;
}

/** A list's first page in the cache: an infinite query's pages, or the whole list. */
function seedList(queryClient: QueryClient, read: ApiRead<never>, items: unknown[]) {
  const page = { items, total: items.length, nextCursor: null };
  queryClient.setQueryData(read.queryKey, read.paged ? { pages: [page], pageParams: [undefined] } : items);
}

/**
 * A drawn list's row templates (worker/spa/drawn-rows.shared.ts): its rows as the screen's own
 * components draw them, one per combination of its declared variants, with slots the Worker
 * fills from the rows it hands over.
 */
export async function renderRowTemplates(locale: Locale, pattern: string, build: Build): Promise<RowTemplates> {
  const screen = declaredScreens[pattern];
  const rows = screen?.rows as DrawnRows;
  const [list] = screen?.reads({ params: {}, search: new URLSearchParams() }) ?? [];
  if (!list) throw new Error(`${pattern} declares rows but no read`);
  const items = rowItems(await rows.item(), rows.variants);
  const page = await renderPage(
    locale,
    pathOf(pattern),
    (queryClient) => {
      seedSignedIn(queryClient, build);
      seedList(queryClient, list, items);
    },
    { drawing: true, drawingTemplates: true },
  );
  if (page === undefined) throw new Error(`${pattern} did not render its rows`);
  return rowTemplatesOf(withParamSlots(page), rows.variants);
}

/** The declared screens whose lists are drawn with their first rows. */
export const screensWithRows = (): string[] =>
  Object.entries(declaredScreens).flatMap(([pattern, screen]) => (screen.rows ? [pattern] : []));
