import { beforeAll, describe, expect, it } from "vitest";
import { accountReads } from "../../worker/account/account.screens";
import { auditReads } from "../../worker/audit/audit.screens";
import { bookReads } from "../../worker/books/books.screens";
import { dashboardRead } from "../../worker/dashboard/dashboard.screens";
import { managerOrganizationReads, organizationReads } from "../../worker/organizations/organizations.screens";
import { configRead, HANDOVER_ID, type HandedQuery, sessionRead } from "../../worker/spa/screens.shared";
import { userReads } from "../../worker/users/users.screens";
import { signIn } from "../support/auth";
import { bookInput, insertGenres, newBook } from "../support/books";
import { impersonate } from "../support/users";
import { call, uniqueEmail } from "../support/worker";

const cookies = { admin: "", reader: "" };
let organization: Awaited<ReturnType<typeof organizationOfAdmin>>;

beforeAll(async () => {
  await insertGenres();
  cookies.admin = await signIn("admin@example.com");
  cookies.reader = await signIn(uniqueEmail("reader"));
  organization = await organizationOfAdmin();
});

/** An organization the admin owns, with an invitation to someone new, who is signed in. */
async function organizationOfAdmin() {
  const slug = `handed-${crypto.randomUUID().slice(0, 8)}`;
  const created = await call("/api/auth/organization/create", {
    cookie: cookies.admin,
    json: { name: "Handed Over", slug },
  });
  expect(created.status).toBe(200);
  const organizationId = ((await created.json()) as { id: string }).id;
  const invitee = uniqueEmail("invitee");
  const invited = await call("/api/auth/organization/invite-member", {
    cookie: cookies.admin,
    json: { organizationId, email: invitee, role: "member" },
  });
  expect(invited.status).toBe(200);
  const invitationId = ((await invited.json()) as { id: string }).id;
  return { organizationId, slug, invitationId, invitee, inviteeCookie: await signIn(invitee) };
}

/** A signed-in area's page, opened as a browser opens it. */
function openPage(path: string, cookie: string) {
  return call(path, { cookie, headers: { "sec-fetch-mode": "navigate", accept: "text/html" } });
}

const handoverPattern = new RegExp(`<script type="application/json" id="${HANDOVER_ID}">(.*?)</script>`, "s");

/** The queries a page carries, parsed as the SPA parses them (web/lib/handover.ts). */
async function handedOver(response: Response, status = 200): Promise<HandedQuery[]> {
  expect(response.status).toBe(status);
  const json = (await response.text()).match(handoverPattern)?.[1];
  if (json === undefined) throw new Error("The page carries no handover");
  return JSON.parse(json);
}

const dataFor = (queries: HandedQuery[], queryKey: readonly unknown[]) =>
  queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(queryKey));

/** What the API answers that person: the handover must be exactly this. */
async function apiAnswer(path: string, cookie: string): Promise<unknown> {
  const response = await call(path, { cookie });
  expect(response.status, path).toBe(200);
  return response.json();
}

describe("signed-in pages carry the API's answers for their screen", () => {
  it("every screen's first query, the session and the settings equal the API's answers to that person", async () => {
    const book = await newBook(cookies.admin);
    const { organizationId, slug } = organization;
    type Handed = [queryKey: readonly unknown[], api: string];
    const screens: Array<[page: string, ...handed: Handed[]]> = [
      ["/app/books/", [bookReads.list("").queryKey, "/api/books?limit=20"]],
      [`/app/books/${book.id}/`, [bookReads.detail(book.id).queryKey, `/api/books/${book.id}`]],
      // What the account shows once live comes with it too.
      [
        "/app/account/",
        [accountReads.sessions.queryKey, "/api/account/sessions"],
        [accountReads.passkeys.queryKey, "/api/auth/passkey/list-user-passkeys"],
        [accountReads.trustedDevices.queryKey, "/api/account/trusted-devices"],
        [accountReads.apiKeys.queryKey, "/api/account/api-keys"],
        [accountReads.activity.queryKey, "/api/account/activity?limit=20"],
      ],
      ["/manager/dashboard/", [dashboardRead.queryKey, "/api/dashboard"]],
      ["/manager/books/", [bookReads.list("").queryKey, "/api/books?limit=20"]],
      ["/manager/books/?searchTerm=Title", [bookReads.list("Title").queryKey, "/api/books?searchTerm=Title&limit=20"]],
      ["/manager/users/?searchTerm=admin", [userReads.list("admin").queryKey, "/api/users?searchTerm=admin&limit=20"]],
      ["/app/organizations/", [organizationReads.mine.queryKey, "/api/account/organizations"]],
      // Home: the organizations (the header's too, handed once) and the invitations waiting.
      ["/app/", [organizationReads.myInvitations.queryKey, "/api/invitations"]],
      [
        `/app/organizations/${slug}/`,
        [
          organizationReads.bySlug(slug).queryKey,
          `/api/auth/organization/get-full-organization?organizationSlug=${slug}`,
        ],
      ],
      ["/manager/organizations/", [managerOrganizationReads.list("").queryKey, "/api/organizations?limit=20"]],
      [
        `/manager/organizations/${organizationId}/`,
        [managerOrganizationReads.detail(organizationId).queryKey, `/api/organizations/${organizationId}`],
      ],
      ["/manager/audit/", [auditReads.list({}).queryKey, "/api/audit?limit=20"]],
      // A filtered trail names a person the page looks up first: it fetches its own.
      ["/manager/audit/?action=sign_in"],
    ];
    for (const [page, ...own] of screens) {
      // Every /app screen carries the header's organizations first (its layout's read), once.
      const layout: Handed[] = page.startsWith("/app/")
        ? [[organizationReads.mine.queryKey, "/api/account/organizations"]]
        : [];
      const handed = [...layout, ...own].filter(
        ([, api], index, all) => all.findIndex(([, other]) => other === api) === index,
      );
      const response = await openPage(page, cookies.admin);
      expect(response.headers.get("cache-control"), page).toBe("private, no-store");
      const queries = await handedOver(response);
      expect(
        queries.map((query) => query.queryKey),
        page,
      ).toEqual([sessionRead.queryKey, configRead.queryKey, ...handed.map(([queryKey]) => queryKey)]);
      for (const [queryKey, api] of handed) {
        expect(dataFor(queries, queryKey)?.data, page).toEqual(await apiAnswer(api, cookies.admin));
      }
      expect(dataFor(queries, sessionRead.queryKey)?.data, page).toEqual(
        await apiAnswer("/api/auth/get-session", cookies.admin),
      );
      expect(dataFor(queries, configRead.queryKey)?.data, page).toEqual(await apiAnswer("/api/config", ""));
    }
  });

  it("preloads none of the answers it carries: an unused preload would be the SPA's next, stale, answer", async () => {
    const html = await (await openPage("/app/", cookies.admin)).text();
    expect(html).toMatch(handoverPattern);
    expect(html).not.toContain('as="fetch"');
  });

  it("a keyset list is marked as paged, a single record is not", async () => {
    const queries = await handedOver(await openPage("/manager/users/", cookies.admin));
    expect(dataFor(queries, userReads.list("").queryKey)?.paged).toBe(true);
    expect(dataFor(queries, sessionRead.queryKey)?.paged).toBe(false);
  });

  it("carries an invitation to its recipient, as the API answers them", async () => {
    const { invitationId, invitee, inviteeCookie } = organization;
    const page = `/app/invitations/${invitationId}/`;
    const queries = await handedOver(await openPage(page, inviteeCookie));
    expect(dataFor(queries, organizationReads.invitation(invitationId).queryKey)?.data).toEqual(
      await apiAnswer(`/api/invitations/${invitationId}`, inviteeCookie),
    );
    expect(dataFor(queries, organizationReads.invitation(invitationId).queryKey)?.data).toMatchObject({
      email: invitee,
    });
  });

  it("carries nothing the API refuses that person: a reader gets no manager data, nor another's organization or invitation", async () => {
    const { organizationId, slug, invitationId } = organization;
    // The catalogue is everyone's to read, on any screen; people and figures are the manager's.
    for (const page of [
      "/manager/dashboard/",
      "/manager/users/",
      "/manager/audit/",
      "/manager/organizations/",
      `/manager/organizations/${organizationId}/`,
      `/app/organizations/${slug}/`,
      `/app/invitations/${invitationId}/`,
    ]) {
      const response = await openPage(page, cookies.reader);
      const queries = await handedOver(response);
      // Their own organizations, for the header, and nothing else.
      const layout = page.startsWith("/app/") ? [organizationReads.mine.queryKey] : [];
      expect(
        queries.map((query) => query.queryKey),
        page,
      ).toEqual([sessionRead.queryKey, configRead.queryKey, ...layout]);
    }
    // What the API would say: the areas' data is the manager's alone.
    expect((await call("/api/users?limit=20", { cookie: cookies.reader })).status).toBe(403);
    expect((await call("/api/dashboard", { cookie: cookies.reader })).status).toBe(403);
    expect((await call("/api/organizations?limit=20", { cookie: cookies.reader })).status).toBe(403);
    expect((await call("/api/audit?limit=20", { cookie: cookies.reader })).status).toBe(403);
    expect((await call(`/api/invitations/${invitationId}`, { cookie: cookies.reader })).status).toBe(403);
    const stranger = await call(`/api/auth/organization/get-full-organization?organizationSlug=${slug}`, {
      cookie: cookies.reader,
    });
    expect(stranger.status).toBe(403);
  });

  it("a book that does not exist, or a malformed address, is left for the screen to find out (a 404)", async () => {
    for (const page of ["/app/books/no-such-book/", "/app/books/%E0%A4%A/"]) {
      const queries = await handedOver(await openPage(page, cookies.admin), 404);
      expect(
        queries.map((query) => query.queryKey),
        page,
      ).toEqual([sessionRead.queryKey, configRead.queryKey, organizationReads.mine.queryKey]);
    }
  });

  it("text that would end the script stays inside it", async () => {
    const title = "</script><script>alert(1)</script><!--";
    const book = await newBook(cookies.admin, bookInput({ title }));
    const response = await openPage(`/app/books/${book.id}/`, cookies.admin);
    const html = await response.clone().text();
    expect(html).not.toContain("<script>alert(1)");
    const queries = await handedOver(response);
    expect(dataFor(queries, bookReads.detail(book.id).queryKey)?.data).toMatchObject({ title });
  });
});

describe("a page of a signed-in area without a session", () => {
  const expectSignInRedirect = async (response: Response, from: string) => {
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/login?redirect=${encodeURIComponent(from)}`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("");
  };

  it("sends an anonymous visitor to sign in, with the way back", async () => {
    await expectSignInRedirect(await openPage("/app/books/", ""), "/app/books/");
    await expectSignInRedirect(await openPage("/manager/users/?searchTerm=ada", ""), "/manager/users/?searchTerm=ada");
  });

  it("leaves out a way back too long for a header", async () => {
    const long = `/app/books/${"a".repeat(1990)}/`;
    await expectSignInRedirect(await openPage(long.slice(0, 2000), ""), long.slice(0, 2000));
    const response = await openPage(`/app/books/${"a".repeat(60_000)}/`, "");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login");
  });

  it("sends a visitor whose session ended to sign in, and never draws it as signed in", async () => {
    const cookie = await signIn(uniqueEmail("leaving"));
    expect((await call("/api/auth/sign-out", { cookie, json: {} })).status).toBe(200);
    await expectSignInRedirect(await openPage("/app/account/", cookie), "/app/account/");
    const forged = "better-auth.session_token=not-a-session.signature";
    await expectSignInRedirect(await openPage("/app/", forged), "/app/");
  });

  it("the sign-in screen is drawn for a cookie that opens no session, and the cookie is ended", async () => {
    const cookie = await signIn(uniqueEmail("returning"));
    expect((await call("/api/auth/sign-out", { cookie, json: {} })).status).toBe(200);
    const response = await openPage("/login", cookie);
    expect(await response.clone().text()).toContain("<h1>Sign in to Edgestart</h1>");
    expect(response.headers.getSetCookie()).toContain(
      "better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
    );
  });

  it("pages outside the areas carry no handover, and preload what every screen asks first", async () => {
    const response = await openPage("/login/", cookies.admin);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toMatch(handoverPattern);
    expect(html).toContain('<link rel="preload" href="/api/auth/get-session" as="fetch"');
  });
});

describe("a signed-in screen the build drew", () => {
  /** What the fixture's drawn page (tests/worker/fixtures/assets/prerendered) holds in #root. */
  const root = async (response: Response) => {
    expect(response.status).toBe(200);
    return (await response.text()).match(/<div id="root">(.*?)<\/div><\/body>/s)?.[1] ?? "";
  };

  async function rename(cookie: string, name: string) {
    expect((await call("/api/auth/update-user", { cookie, json: { name } })).status).toBe(200);
  }

  async function personNamed(name: string): Promise<string> {
    const cookie = await signIn(uniqueEmail("named"));
    await rename(cookie, name);
    return cookie;
  }

  it("comes with the person's name in its slots, as text, in the element and in the attribute", async () => {
    // With the replacement patterns of String.replace, which a name must not trigger.
    const name = `Ada <b>"O'Neil"</b> & co $$ $& $\` $'`;
    const drawn = await root(await openPage("/app/books/", await personNamed(name)));
    const escaped = "Ada &#60;b&#62;&#34;O&#39;Neil&#34;&#60;/b&#62; &#38; co $$ $&#38; $` $&#39;";
    expect(drawn).toContain(
      `<header><button type="button" aria-label="Account menu for ${escaped}"><span>${escaped}</span></button></header><main><h1>Books</h1>`,
    );
    expect(drawn).not.toContain("\u{E000}");
  });

  it("is the SPA's empty page for whom the area does not show as drawn", async () => {
    // ADMIN_EMAILS made the administrator at sign-in, without a name.
    await rename(cookies.admin, "Admin");
    const reader = await personNamed("Reader");
    const unnamed = await signIn(uniqueEmail("unnamed"));
    const cases: Array<[what: string, path: string, cookie: string]> = [
      ["a search param its screen reads", "/manager/books/?searchTerm=x", cookies.admin],
      ["a person without a name yet (onboarding)", "/app/books/", unnamed],
      ["a person the area refuses", "/manager/books/", reader],
      ["a language the build did not draw in the fixture", "/app/books/", `${cookies.admin}; lang=fr`],
      ["a screen the build does not draw", "/manager/account/", cookies.admin],
    ];
    for (const [what, path, cookie] of cases) expect(await root(await openPage(path, cookie)), what).toBe("");
    expect(await root(await openPage("/manager/books/", cookies.admin))).toContain("<h1>Books</h1>");
    expect(await root(await openPage("/app/books/", cookies.admin))).toContain("<h1>Books</h1>");
    // A param no screen reads (a campaign's tag) leaves the page drawn.
    expect(await root(await openPage("/app/books/?utm_source=news&searchTerm=x", cookies.admin))).toContain(
      "<h1>Books</h1>",
    );
    expect(await root(await openPage("/manager/books/?utm_source=news", cookies.admin))).toContain("<h1>Books</h1>");
  });

  it("is not drawn for an administrator acting as someone else: the banner comes first", async () => {
    const reader = await personNamed("Impersonated Reader");
    const readerId = (await call("/api/auth/get-session", { cookie: reader }).then((r) => r.json())) as {
      user: { id: string };
    };
    const acting = await impersonate(await signIn("admin@example.com"), readerId.user.id);
    expect(await root(await openPage("/app/books/", acting))).toBe("");
  });
});
