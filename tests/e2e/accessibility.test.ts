import axe from "axe-core";
import type { BrowserContextOptions, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { baseURL, newVisitor, signedInVisitor, uniqueEmail, untilLive, visitorWithSession } from "./browser";

let signedIn: BrowserContextOptions["storageState"];
let bookId: string;
let userId: string;
/** One sent to the admin, and one to someone else (the seeded organization's). */
let invitationId: string;
let othersInvitationId: string;

beforeAll(async () => {
  const admin = await signedInVisitor("admin@example.com", "/manager/dashboard");
  signedIn = await admin.context.storageState();
  // A banned person among the first listed, and the one whose page is walked: their badge is checked too.
  const write = (path: string, data: object) => admin.page.request.post(path, { data, headers: { origin: baseURL() } });
  const banned = await write("/api/users", { email: uniqueEmail("banned"), name: "Banned Reader", role: "user" });
  expect(banned.status()).toBe(201);
  const bannedId = ((await banned.json()) as { id: string }).id;
  expect((await write(`/api/users/${bannedId}/ban`, { reason: "Spam" })).status()).toBe(200);
  const books = (await (await admin.page.request.get("/api/books?limit=1")).json()) as { items: { id: string }[] };
  const users = (await (await admin.page.request.get("/api/users?limit=1")).json()) as { items: { id: string }[] };
  bookId = books.items[0]?.id ?? "";
  userId = users.items[0]?.id ?? "";
  const seeded = await admin.page.request.get("/api/auth/organization/get-full-organization", {
    params: { organizationSlug: "edgestart-readers" },
  });
  othersInvitationId = ((await seeded.json()) as { invitations: { id: string }[] }).invitations[0]?.id ?? "";
  await admin.context.close();

  // Someone invites the admin to their organization.
  const inviter = await visitorWithSession(uniqueEmail("inviter"));
  const post = async (path: string, data: object) => {
    const response = await inviter.page.request.post(`/api/auth/${path}`, { data, headers: { origin: baseURL() } });
    expect(response.status()).toBe(200);
    return (await response.json()) as { id: string };
  };
  await post("update-user", { name: "Inviter" });
  const organization = await post("organization/create", { name: "Axe Club", slug: `axe-${Date.now().toString(36)}` });
  invitationId = (
    await post("organization/invite-member", {
      organizationId: organization.id,
      email: "admin@example.com",
      role: "member",
    })
  ).id;
  await inviter.context.close();
});

/** Every screen, reached as an admin (who may see them all), or anonymously for sign-in. */
const screens = (): Array<{ path: string; anonymous?: boolean; ready: (page: Page) => Promise<void> }> => [
  {
    path: "/login",
    anonymous: true,
    ready: (page) => page.locator('form button[type="submit"]:enabled').waitFor({ timeout: READY_MS }),
  },
  { path: "/login/verify?email=someone%40example.com", anonymous: true, ready: heading },
  { path: "/login/second-step", anonymous: true, ready: heading },
  { path: "/login/error?error=access_denied", anonymous: true, ready: heading },
  { path: "/no/such/page", anonymous: true, ready: heading },
  { path: "/app", ready: heading },
  { path: "/app/books", ready: listed },
  { path: `/app/books/${bookId}`, ready: heading },
  { path: "/app/account", ready: heading },
  { path: "/app/organizations", ready: listed },
  { path: "/app/organizations/edgestart-readers", ready: heading },
  { path: `/app/invitations/${invitationId}`, ready: heading },
  // Someone else's: the refusal.
  { path: `/app/invitations/${othersInvitationId}`, ready: heading },
  // Drawn by the build, the dashboard shows its figures once the scripts have taken it over.
  {
    path: "/manager/dashboard",
    ready: (page) => page.locator('main svg[role="img"]').waitFor({ timeout: READY_MS }),
  },
  { path: "/manager/users", ready: listed },
  { path: "/manager/users/new", ready: heading },
  { path: `/manager/users/${userId}`, ready: heading },
  { path: `/manager/users/${userId}/update`, ready: heading },
  { path: "/manager/books", ready: listed },
  { path: "/manager/books/new", ready: heading },
  { path: `/manager/books/${bookId}`, ready: heading },
  { path: "/manager/organizations", ready: listed },
  { path: "/manager/organizations/seed-organization", ready: heading },
  {
    path: "/manager/account?state=change-name",
    ready: (page) => page.getByRole("dialog").waitFor({ timeout: READY_MS }),
  },
];

const READY_MS = 10_000;

async function heading(page: Page) {
  await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: READY_MS });
}

async function listed(page: Page) {
  await page.getByRole("list").first().waitFor({ timeout: READY_MS });
}

/** The WCAG 2.1 A and AA rules. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The serious and critical axe findings on the page as it stands, one line each. */
async function violations(page: Page): Promise<string[]> {
  // Let enter animations finish: mid-fade colours are not the ones people read.
  // One cancelled meanwhile (its element replaced) has nothing left to wait for.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  // axe-core is in every page already (an init script, below): @axe-core/playwright evaluates
  // its 550 KB source twice a screen, 0.5 s of a core each time (92 screens a run).
  return page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, { runOnly: { type: "tag", values: tags } });
    return results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  }, TAGS);
}

// The four walks share nothing but the server: they run at once, each in its own context.
describe.concurrent.each([
  { lang: "en", colorScheme: "light" },
  { lang: "en", colorScheme: "dark" },
  { lang: "ar", colorScheme: "light" },
  { lang: "ar", colorScheme: "dark" },
] as const)("every screen in $lang, $colorScheme", ({ lang, colorScheme }) => {
  it("passes axe with no serious or critical violations, and no CSP violation", async ({ expect }) => {
    const found: string[] = [];
    for (const anonymous of [true, false]) {
      const { context, page } = await newVisitor({
        colorScheme,
        ...(anonymous ? {} : { storageState: signedIn }),
      });
      await context.addCookies([{ name: "lang", value: lang, url: baseURL() }]);
      // Not a script of the page's: the Content Security Policy does not govern it.
      await context.addInitScript({ content: axe.source });
      // What the console may not say: a refusal the page caught is still reported as an event.
      await context.addInitScript(() => {
        const refused: string[] = [];
        Object.assign(window, { __refused: refused });
        document.addEventListener("securitypolicyviolation", (event) =>
          refused.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
        );
      });
      // The same walk shows that no screen trips the Content Security Policy (toasts' styles included).
      page.on("console", (message) => {
        if (message.text().includes("Content Security Policy")) found.push(`${page.url()} — ${message.text()}`);
      });
      for (const screen of screens().filter((item) => Boolean(item.anonymous) === anonymous)) {
        await page.goto(screen.path);
        const ready = await screen.ready(page).then(
          () => true,
          () => false,
        );
        if (!ready) {
          found.push(`${screen.path} — never showed its content`);
          continue;
        }
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        // As people use it: a drawn screen is ready before it is live, its buttons disabled.
        await untilLive(page);
        for (const line of await violations(page)) found.push(`${screen.path} — ${line}`);
        const refused = await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused);
        for (const line of refused) found.push(`${screen.path} — CSP: ${line}`);
      }
      await context.close();
    }
    expect(found).toEqual([]);
    // Four walks of 23 screens share the cores: each takes longer than the default minute.
  }, 300_000);
});
