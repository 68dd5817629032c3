import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { signInByApi } from "../../scripts/app-server";
import { baseURL, newVisitor, openLive, signedInVisitor } from "./browser";

/**
 * Every screen an administrator can open, in every language, on a phone, a tablet and a
 * desktop, with the environment badge shown (tests/e2e/e2e.vars) and content that cannot
 * wrap at spaces: nothing may stick out of the viewport or out of its own box.
 */

const LANGUAGES = ["en", "fr", "ar", "sw"] as const;
const WIDTHS = [375, 768, 1280] as const;

/** One unbroken word each, as long as the API takes: a URL for a title, German compounds, a long address. */
const stamp = Date.now().toString(36);
const long = {
  title: `https://example.com/${stamp}/${"Bücherregalbeschriftungsvorschrift".repeat(6)}`.slice(0, 200),
  author: "Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft",
  publisher: "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetzverlag",
  name: `${stamp}Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftschaferswessenschafewarenwohlgepflege`.slice(
    0,
    100,
  ),
  // As long as a books search takes (200 characters, decision 0014), one word.
  searchTerm: "Kraftfahrzeughaftpflichtversicherungsnummer".repeat(5).slice(0, 200),
  email: (label: string) =>
    `${label}-${stamp}-${"x".repeat(40)}@a-subdomain-label-that-goes-on-and-on-without-any-break.example.com`,
};

interface Screen {
  path: string;
  /**
   * What the path alone does not show (a dialog, the folded sidebar): buttons to press, each
   * with what it shows, and one that puts things back if they would outlast the page.
   */
  opens?: { label: string; steps: Step[]; undo?: Step };
  /** The widths where it exists (the phone's navigation, the sidebar) or stays open (the calendar). */
  widths?: readonly number[];
}

interface Step {
  click: string;
  shows: string;
}

let screens: Screen[] = [];
let adminCookie: { name: string; value: string };

beforeAll(async () => {
  const { page, context } = await signedInVisitor("admin@example.com", "/manager/dashboard");
  const created = async (path: string, data: object) => {
    const response = await page.request.post(path, { data });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const bookId = await created("/api/books", {
    title: long.title,
    author: long.author,
    publisher: long.publisher,
    genreId: "genre-classics",
  });
  // The one signed in is an administrator with a long name and address (header, account page);
  // the other is someone they can ban and delete (dialogs that quote the name).
  const adminEmail = long.email("admin");
  await created("/api/users", { email: adminEmail, name: long.name, role: "admin" });
  const userId = await created("/api/users", { email: long.email("user"), name: long.name, role: "user" });
  await context.close();
  adminCookie = await signInByApi(baseURL(), adminEmail);
  // A refused sign-in for the long address: the trail shows its domain (a person's only).
  const refused = await fetch(`${baseURL()}/api/auth/sign-in/email-otp`, {
    method: "POST",
    headers: { origin: baseURL(), "content-type": "application/json" },
    body: JSON.stringify({ email: adminEmail, otp: "ABC123" }),
  });
  expect(refused.status).toBe(400);
  const { slug, invitationId } = await longOrganizations(adminCookie, adminEmail);

  // A screen's dialog triggers, in order and in any language: Ban then Delete on a person's
  // page, Delete on a book's; the header's menu button opens the phone's navigation.
  const dialog = (click: string) => ({ click, shows: "[role=dialog], [role=alertdialog]" });
  const trigger = (index: number) => dialog(`main button[aria-haspopup=dialog] >> nth=${index}`);
  const ban = { label: "ban", steps: [trigger(0)] };
  const calendar = {
    label: "ban, calendar",
    steps: [
      trigger(0),
      { click: "[data-scope=date-picker][data-part=trigger]", shows: "[data-scope=date-picker][data-part=content]" },
    ],
  };
  const deleteUser = { label: "delete", steps: [trigger(1)] };
  const deleteBook = { label: "delete", steps: [trigger(0)] };
  const navigation = { label: "navigation", steps: [dialog("header button[aria-haspopup=dialog]")] };
  // The header's menus: the first (the language) and the last, at the edge (the account's).
  const menu = (label: string, index: number) => ({
    label,
    steps: [{ click: `header button[aria-haspopup=menu] >> nth=${index}`, shows: "[role=menu]" }],
  });
  // Folded, the sidebar remembers it (localStorage): it is unfolded again after.
  const folded = {
    label: "sidebar folded",
    steps: [{ click: "aside button[aria-expanded=true]", shows: "aside[data-collapsed]" }],
    undo: { click: "aside button[aria-expanded=false]", shows: "aside:not([data-collapsed])" },
  };
  const phone = [WIDTHS[0]];
  screens = [
    { path: "/app" },
    { path: "/app", opens: navigation, widths: phone },
    { path: "/app", opens: menu("first header menu", 0) },
    { path: "/app", opens: menu("last header menu", -1) },
    { path: "/app/books" },
    { path: `/app/books/${bookId}` },
    { path: "/app/account" },
    { path: "/app/account?state=change-name" },
    { path: "/app/no/such/page" },
    { path: "/manager/dashboard" },
    { path: "/manager/dashboard", opens: navigation, widths: phone },
    { path: "/manager/dashboard", opens: folded, widths: WIDTHS.slice(1) },
    { path: "/manager/users" },
    { path: "/manager/users/new" },
    { path: `/manager/users/${userId}` },
    { path: `/manager/users/${userId}`, opens: ban },
    // Phone only: widening turns the drawer into a centred dialog, a new element, and the
    // calendar closes with the drawer.
    { path: `/manager/users/${userId}`, opens: calendar, widths: phone },
    { path: `/manager/users/${userId}`, opens: deleteUser },
    { path: `/manager/users/${userId}/update` },
    { path: "/manager/books" },
    // "No results for <term>", the term one long word.
    { path: `/manager/books?searchTerm=${long.searchTerm}` },
    { path: "/manager/books/new" },
    { path: `/manager/books/${bookId}` },
    { path: `/manager/books/${bookId}`, opens: deleteBook },
    { path: `/manager/books/${bookId}/update` },
    { path: "/app/organizations" },
    { path: "/app/organizations", opens: { label: "new organization", steps: [trigger(0)] } },
    { path: `/app/organizations/${slug}` },
    // The first team's people (the team made with the organization, named after it).
    {
      path: `/app/organizations/${slug}`,
      opens: {
        label: "team members",
        steps: [{ click: "main li button[aria-haspopup=dialog] >> nth=0", shows: "[role=dialog] ul" }],
      },
    },
    { path: `/app/invitations/${invitationId}` },
    { path: "/manager/organizations" },
    { path: "/manager/organizations/seed-organization" },
    { path: "/manager/audit" },
    { path: "/manager/account" },
    { path: `/login/verify?email=${encodeURIComponent(adminEmail)}` },
    { path: "/login/second-step" },
    {
      path: "/login/second-step",
      opens: {
        label: "recovery code",
        steps: [{ click: "main form button[type=button] >> nth=-1", shows: "main input[autocomplete=off]" }],
      },
    },
    { path: "/login/error?error=access_denied" },
    { path: "/no/such/page" },
    { path: "/no/such/page", opens: menu("last header menu", -1) },
  ];
});

/**
 * The organization screens' content, as long as it goes: the admin owns an organization with
 * a one-word name and slug, a team and a pending invitation to a long address, and is
 * invited to another organization by someone with a one-word name.
 */
async function longOrganizations(admin: { name: string; value: string }, adminEmail: string) {
  const as = (cookie: { name: string; value: string }) => async (path: string, data: object) => {
    const response = await fetch(`${baseURL()}/api/auth/${path}`, {
      method: "POST",
      headers: { cookie: `${cookie.name}=${cookie.value}`, origin: baseURL(), "content-type": "application/json" },
      body: JSON.stringify(data),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { id: string; slug: string };
  };
  const owner = as(admin);
  const slug = `${stamp}${"organisationsverwaltung".repeat(3)}`.slice(0, 64);
  const mine = await owner("organization/create", { name: long.name, slug });
  await owner("organization/create-team", { organizationId: mine.id, name: long.author });
  await owner("organization/invite-member", { organizationId: mine.id, email: long.email("invitee"), role: "admin" });

  const inviter = as(await signInByApi(baseURL(), long.email("inviter")));
  await inviter("update-user", { name: long.name });
  const theirs = await inviter("organization/create", { name: long.publisher, slug: `${stamp}-inviting` });
  const invited = await inviter("organization/invite-member", {
    organizationId: theirs.id,
    email: adminEmail,
    role: "member",
  });
  return { slug: mine.slug, invitationId: invited.id };
}

/**
 * Run in the page, in one round trip: once the screen has settled (a new h1 shown, nothing
 * loading, fonts in, animations over), what sticks out, unless only the settling is asked
 * for. That is the document or a box in it scrolling sideways, a box past the viewport's
 * edges that no ancestor clips, text spilling out of its block (cut, or over its neighbour)
 * unless the block cuts it on purpose, or a short word broken over two lines (its box
 * squeezed). One line per offender, the outermost only: its descendants stick out with it.
 */
async function settleAndMeasure({ readyMs, measure }: { readyMs: number; measure: boolean }): Promise<string[]> {
  const frame = () => new Promise(requestAnimationFrame);
  const deadline = performance.now() + readyMs;
  // Any h1, not by role: an open dialog hides the page behind it from the accessibility tree.
  const arrived = () =>
    document.querySelector("h1:not([data-left])")?.getClientRects().length &&
    !document.querySelector("[aria-busy=true]");
  while (!arrived()) {
    if (performance.now() > deadline) return ["never showed its content"];
    await frame();
  }
  await document.fonts.ready;
  // Entrances and exits (one cut short, by an element leaving, ends too); a spinner's endless
  // turn would never finish.
  const ending = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
  await Promise.allSettled(ending.map((animation) => animation.finished));
  await frame();
  if (!measure) return [];

  const root = document.documentElement;
  const width = root.clientWidth;
  const found: string[] = [];
  const reported: Element[] = [];
  const report = (element: Element, what: string) => {
    if (reported.some((outer) => outer.contains(element))) return;
    reported.push(element);
    const text = (element.textContent ?? "").trim().slice(0, 40);
    found.push(`<${element.tagName.toLowerCase()}> "${text}" ${what}`);
  };
  // Not the body: a dialog's scroll lock hides its overflow, which then is the viewport's.
  const clippedByAncestor = (element: Element) => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).overflowX !== "visible") return true;
    }
    return false;
  };
  // Cut on purpose: an ellipsis, a line clamp, or text for screen readers only.
  const cutsOnPurpose = (element: Element) => {
    const style = getComputedStyle(element);
    return style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none" || style.clip !== "auto";
  };
  const span = (box: DOMRect) => `${Math.round(box.left)}…${Math.round(box.right)} px`;
  if (root.scrollWidth > width) found.push(`the page is ${root.scrollWidth} px wide`);

  for (const element of document.body.querySelectorAll("*")) {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if ((box.width === 0 && box.height === 0) || style.visibility === "hidden") continue;
    if ((box.left < -1 || box.right > width + 1) && !clippedByAncestor(element)) report(element, `spans ${span(box)}`);
    else if (/auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1) {
      report(element, `scrolls sideways (${element.scrollWidth} px in ${element.clientWidth})`);
    }
  }

  // A square icon drawn narrower than tall (or the reverse) was squeezed by its row.
  for (const icon of document.body.querySelectorAll('svg[viewBox="0 0 24 24"]')) {
    const box = icon.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (Math.abs(box.width - box.height) > 1) {
      report(
        icon.closest("button, a") ?? icon,
        `squeezes its icon to ${Math.round(box.width)}×${Math.round(box.height)} px`,
      );
    }
  }
  // An ellipsis that leaves less than a few letters says nothing.
  for (const element of document.body.querySelectorAll("*")) {
    const style = getComputedStyle(element);
    if (style.textOverflow !== "ellipsis" || element.scrollWidth <= element.clientWidth + 1) continue;
    // For screen readers only (a file input, which Chromium draws with an ellipsis).
    if (style.clip !== "auto") continue;
    if (element.clientWidth > 0 && element.clientWidth < 3 * Number.parseFloat(style.fontSize)) {
      report(element, `is cut to ${element.clientWidth} px: "…"`);
    }
  }

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (!text.textContent?.trim() || !text.parentElement || text.parentElement.closest("svg, script, style")) continue;
    let block: Element = text.parentElement;
    while (block.parentElement && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
    if (cutsOnPurpose(block)) continue;
    const bounds = block.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(text);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
    const outside = lines.find((rect) => rect.left < bounds.left - 1 || rect.right > bounds.right + 1);
    if (outside) report(block, `holds text across ${span(outside)}, outside its ${span(bounds)}`);
    // Long words may break anywhere; a short one (a label, a link) breaking means its box was squeezed.
    const word = text.textContent.trim();
    if (/^\S{1,20}$/.test(word) && new Set(lines.map((rect) => Math.round(rect.top))).size > 1) {
      report(block, `breaks the word "${word}" over lines`);
    }
  }
  return found;
}

const READY_MS = 10_000;

/**
 * Puts `path` on screen. A new language needs a new page (the Worker picks it from the
 * cookie), and so do the same address again (to close what was opened there) and a page in
 * an unknown state (after a failure); otherwise the page moves as the app's links move it,
 * without loading again: the router follows history.pushState. The h1s of the screen it
 * leaves are marked, so that it is clear when the next has arrived.
 */
async function show(page: Page, path: string, newPage: boolean) {
  if (newPage || new URL(page.url()).pathname === new URL(path, page.url()).pathname) {
    // Measured as people use it: a drawn screen shows before it is live, its badge with it.
    await openLive(page, path);
    return;
  }
  await page.evaluate((next) => {
    for (const heading of document.querySelectorAll("h1")) heading.setAttribute("data-left", "");
    history.pushState(null, "", next);
  }, path);
}

async function open(page: Page, steps: Step[]) {
  for (const step of steps) {
    await page.locator(step.click).click();
    await page.locator(step.shows).first().waitFor({ timeout: READY_MS });
  }
}

/** What sticks out of `screens`, walked in `lang` in a page of its own, one line each. */
async function walk(lang: (typeof LANGUAGES)[number]): Promise<string[]> {
  const { context, page } = await newVisitor({ viewport: { width: WIDTHS[0], height: 800 } });
  await context.addCookies([
    { ...adminCookie, url: baseURL() },
    { name: "lang", value: lang, url: baseURL() },
  ]);
  const found: string[] = [];
  let fresh = true;
  for (const screen of screens) {
    const where = `${lang} ${screen.path}${screen.opens ? ` (${screen.opens.label})` : ""}`;
    const widths = screen.widths ?? WIDTHS;
    try {
      await page.setViewportSize({ width: widths[0] ?? WIDTHS[0], height: 800 });
      await show(page, screen.path, fresh);
      fresh = false;
      if (screen.opens) {
        const unsettled = await page.evaluate(settleAndMeasure, { readyMs: READY_MS, measure: false });
        if (unsettled.length > 0) throw new Error(unsettled.join("; "));
        await open(page, screen.opens.steps);
      }
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        for (const line of await page.evaluate(settleAndMeasure, { readyMs: READY_MS, measure: true })) {
          found.push(`${where} at ${width} px — ${line}`);
        }
      }
      if (screen.opens?.undo) await open(page, [screen.opens.undo]);
      expect(await page.evaluate(() => document.documentElement.lang), where).toBe(lang);
      // In the header, which the book page's desktop-only layout hides on phones.
      expect(await page.getByTestId("environment-badge").count(), where).toBe(1);
    } catch (error) {
      // The next screen starts from a new page.
      found.push(`${where} — ${String(error).split("\n")[0]}`);
      fresh = true;
    }
  }
  await context.close();
  return found;
}

describe("every screen at 375, 768 and 1280 px, in every language", () => {
  it("fits its viewport with the badge shown and long unbroken content", async () => {
    // The languages share nothing: each walks in its own page, all at once, as the
    // browser waits on the server, fonts and animations more than it computes.
    const found = (await Promise.all(LANGUAGES.map(walk))).flat();
    expect(found).toEqual([]);
  }, 600_000);

  it("the sign-in screen fits too, with the badge shown", async () => {
    const { context, page } = await newVisitor();
    const found: string[] = [];
    for (const lang of LANGUAGES) {
      await context.addCookies([{ name: "lang", value: lang, url: baseURL() }]);
      await page.goto("/login");
      await page.getByTestId("environment-badge").waitFor();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const line of await page.evaluate(settleAndMeasure, { readyMs: READY_MS, measure: true })) {
          found.push(`${lang} /login at ${width} px — ${line}`);
        }
      }
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
