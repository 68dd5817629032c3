import type { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { prerender } from "react-dom/static";
import type { Locale } from "../worker/i18n/locales";
import {
  type DrawnListScreen,
  type DrawnRecordScreen,
  drawnLists,
  drawnRecords,
  type RowTemplates,
  rowTemplatesOf,
} from "../worker/spa/drawn-data";
import {
  drawnScreenPage,
  drawnScreens,
  hasSidebar,
  NAME_SLOT,
  SIGN_IN_PATH,
  type SignInVariant,
  variantSettings,
} from "../worker/spa/prerendered";
import { queryKeys } from "../worker/spa/screen-data";
import { everyVariant, slot, templateOf, type Variants } from "../worker/spa/slots";
import { App } from "./app";
import { DrawingRowTemplates } from "./components/data-list";
import { type Session, sessionQuery } from "./features/auth/auth.queries";
import { type Config, configQuery } from "./features/config/config.queries";
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
    environment: { color: "" },
    version: build.version,
  };
}

/** Renders `path` as the browser's first render will draw it, with what `seed` put in the cache. */
async function renderPage(
  locale: Locale,
  path: string,
  seed: (queryClient: QueryClient) => void,
  { drawingTemplates = false, folded = false } = {},
): Promise<string> {
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
    const app = (
      <DrawingRowTemplates.Provider value={drawingTemplates}>
        <DrawnFolded.Provider value={folded}>
          <App router={router} queryClient={queryClient} />
        </DrawnFolded.Provider>
      </DrawingRowTemplates.Provider>
    );
    const { prelude } = await prerender(app, {
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
 * The signed-in screens as the browser's first render draws them (web/main.tsx), with their
 * pages' names: what is the same for everyone (the layout, the screen's frame, a list's rows as
 * skeletons until the browser has taken the page over), the person's name as NAME_SLOT, and a
 * record's values as slots, one page per variant (worker/spa/drawn-data.ts), which the
 * Worker fills in; a manager screen with its sidebar open and folded. The settings drawn here show nowhere before that either (the environment
 * badge waits for it too).
 */
export async function renderScreens(locale: Locale, build: Build): Promise<{ page: string; markup: string }[]> {
  const pages = [];
  for (const screen of drawnScreens) {
    for (const folded of hasSidebar(screen) ? [false, true] : [false]) {
      if (!(screen in drawnRecords)) {
        const seed = (queryClient: QueryClient) => seedScreen(queryClient, build, []);
        const markup = await renderPage(locale, screen, seed, { folded });
        pages.push({ page: drawnScreenPage(locale, screen, undefined, folded), markup });
        continue;
      }
      const { flags } = drawnRecords[screen as DrawnRecordScreen];
      for (const [variant, flagged] of everyVariant(flags.length).entries()) {
        const { path, queryKey, data, activeOrganizationId } = recordTemplates[screen as DrawnRecordScreen](flagged);
        const seed = (queryClient: QueryClient) => {
          seedScreen(queryClient, build, [], activeOrganizationId);
          queryClient.setQueryData(queryKey, data);
        };
        const markup = await renderPage(locale, path, seed, { folded });
        pages.push({ page: drawnScreenPage(locale, screen, variant, folded), markup: templateOf(markup) });
      }
    }
  }
  return pages;
}

/**
 * What a drawn screen starts with: someone both areas let in, with no active organization
 * unless a variant says, lists of `items`, a dashboard of zeros, no sessions.
 */
function seedScreen(queryClient: QueryClient, build: Build, items: unknown[], activeOrganizationId?: string) {
  // Nothing drawn depends on the role (the person's menu, which does, is mounted when opened).
  const session = {
    user: { id: TEMPLATE_USER_ID, name: NAME_SLOT, email: "", emailVerified: true, image: null, role: "admin" },
    session: { id: "", userId: "", token: "", impersonatedBy: null, activeOrganizationId },
  } as unknown as Session;
  const rows = { pages: [{ items, total: items.length, nextCursor: null }], pageParams: [undefined] };
  queryClient.setQueryData(
    configQuery.queryKey,
    configFor({ signUpEnabled: true, github: false, hint: "none" }, build),
  );
  queryClient.setQueryData(sessionQuery.queryKey, session);
  // What the screens' loaders ask for; nothing of it is drawn before the browser takes over.
  for (const key of [queryKeys.bookList(""), queryKeys.userList(""), queryKeys.managerOrganizationList("")]) {
    queryClient.setQueryData(key, rows);
  }
  // Not paged: the whole list is the answer.
  queryClient.setQueryData(queryKeys.myOrganizations, items);
  queryClient.setQueryData(queryKeys.dashboard, { users: 0, admins: 0, books: 0, signUps: [] });
  queryClient.setQueryData(queryKeys.mySessions, []);
  queryClient.setQueryData(queryKeys.auditList({}), rows);
}

/** The drawn person's id: their own membership in an organization's template is theirs by it. */
const TEMPLATE_USER_ID = "";

/** A record's screen with a slot for every value it draws, by the variant's flags (worker/spa/drawn-data.ts). */
const recordTemplates: Record<
  DrawnRecordScreen,
  (flags: boolean[]) => { path: string; queryKey: readonly unknown[]; data: unknown; activeOrganizationId?: string }
> = {
  "/app/books/$id": (flags) => {
    const book = bookTemplate(flags);
    return { path: `/app/books/${encodeURIComponent(book.id)}`, queryKey: queryKeys.book(book.id), data: book };
  },
  "/app/account": ([image, admin]) => ({
    path: "/app/account",
    queryKey: queryKeys.session,
    data: {
      user: {
        id: slot("user.id"),
        name: slot("user.name"),
        email: slot("user.email"),
        emailVerified: true,
        image: image ? slot("user.image") : null,
        role: admin ? "admin" : "user",
      },
      session: { id: "", userId: "", token: "", impersonatedBy: null },
    },
  }),
  "/manager/dashboard": () => ({
    path: "/manager/dashboard",
    queryKey: queryKeys.dashboard,
    data: { users: slot("users"), admins: slot("admins"), books: slot("books"), signUps: [] },
  }),
  "/manager/organizations/$id": () => {
    const id = slot("id");
    return {
      path: `/manager/organizations/${encodeURIComponent(id)}`,
      queryKey: queryKeys.managerOrganization(id),
      data: {
        id,
        name: slot("name"),
        slug: slot("slug"),
        logo: null,
        createdAt: slot("createdAt"),
        membersCount: slot("membersCount"),
        members: [],
        teams: [],
      },
    };
  },
  // My membership with the variant's role, and another owner unless I am the only one.
  "/app/organizations/$slug": ([owner, admin, active, onlyOwner]) => {
    const slug = slot("slug");
    const membership = (userId: string, role: string) => ({ id: userId, userId, role, createdAt: "", user: {} });
    const members = [
      membership(TEMPLATE_USER_ID, owner ? "owner" : admin ? "admin" : "member"),
      ...(onlyOwner ? [] : [membership("another-owner", "owner")]),
    ];
    const data = { id: slot("id"), name: slot("name"), slug, logo: null, members, invitations: [], teams: [] };
    return {
      path: `/app/organizations/${encodeURIComponent(slug)}`,
      queryKey: queryKeys.organization(slug),
      data,
      activeOrganizationId: active ? data.id : undefined,
    };
  },
  "/app/invitations/$id": ([logo, owner, admin]) => {
    const id = slot("id");
    return {
      path: `/app/invitations/${encodeURIComponent(id)}`,
      queryKey: queryKeys.invitation(id),
      data: {
        id,
        email: slot("email"),
        role: owner ? "owner" : admin ? "admin" : "member",
        expiresAt: slot("expiresAt"),
        status: "pending",
        organization: {
          name: slot("organization.name"),
          slug: slot("organization.slug"),
          logo: logo ? slot("organization.logo") : null,
        },
        inviter: { name: slot("inviter.name"), email: slot("inviter.email") },
      },
    };
  },
};

/** A row with a slot for every value a list's rows draw, by the variant's flags (worker/spa/drawn-data.ts). */
const templateItems: Record<DrawnListScreen, (flags: boolean[]) => unknown> = {
  "/app/books": bookTemplate,
  "/manager/books": bookTemplate,
  "/manager/users": ([named, image, banned, admin]) => ({
    id: slot("id"),
    name: named ? slot("name") : "",
    email: slot("email"),
    image: image ? slot("image") : null,
    banned,
    role: admin ? "admin" : "user",
  }),
  "/app/organizations": ([logo, owner, admin, active]) => ({
    id: slot("id"),
    name: slot("name"),
    slug: slot("slug"),
    logo: logo ? slot("logo") : null,
    createdAt: slot("createdAt"),
    role: owner ? "owner" : admin ? "admin" : "member",
    members: slot("members"),
    active,
  }),
  "/manager/organizations": () => ({
    id: slot("id"),
    name: slot("name"),
    slug: slot("slug"),
    logo: null,
    createdAt: slot("createdAt"),
    membersCount: slot("membersCount"),
  }),
};

/** A book with a slot for every value a screen draws of it, by the flags of drawnRecords' or drawnLists' variants. */
function bookTemplate([cover, publisher, publishedOn]: boolean[]) {
  return {
    id: slot("id"),
    title: slot("title"),
    author: slot("author"),
    cover: cover ? slot("cover") : null,
    publisher: publisher ? slot("publisher") : null,
    publishedOn: publishedOn ? slot("publishedOn") : null,
    createdAt: slot("createdAt"),
    updatedAt: slot("updatedAt"),
    genre: { id: slot("genre.id"), name: slot("genre.name"), color: slot("genre.color") },
  };
}

/**
 * The drawn lists' row templates: their rows as the screens' own components draw them, one
 * per variant, with slots the Worker fills from the rows it hands over.
 */
export async function renderRowTemplates(
  locale: Locale,
  build: Build,
): Promise<{ page: string; templates: RowTemplates }[]> {
  const rendered = [];
  for (const [screen, { flags }] of Object.entries(drawnLists) as [DrawnListScreen, Variants<never>][]) {
    const variants = everyVariant(flags.length);
    const items = variants.map((variant) => templateItems[screen](variant));
    const seed = (queryClient: QueryClient) => seedScreen(queryClient, build, items);
    const page = await renderPage(locale, screen, seed, { drawingTemplates: true });
    rendered.push({ page: drawnScreenPage(locale, screen), templates: rowTemplatesOf(page, variants.length) });
  }
  return rendered;
}
