import { beforeAll, describe, expect, it } from "vitest";
import { drawnLists, fillRows, rowTemplatesOf } from "../../worker/spa/drawn-data";
import { DRAWN_ROWS_ID, ROW_TEMPLATES_MARK } from "../../worker/spa/drawn-rows";
import { foldCookie, foldedIn } from "../../worker/spa/sidebar-fold";
import { dataColorRules, firstLetterOf, initialsOf, longDateOf, slot } from "../../worker/spa/slots";
import { signIn } from "../support/auth";
import { bookInput, insertGenres, newBook } from "../support/books";
import { invitation } from "../support/organizations";
import { call, uniqueEmail } from "../support/worker";

const catalogue = drawnLists["/app/books"];
const people = drawnLists["/manager/users"];

/** A page as the build renders it for templates: one row per variant between the marks. */
const renderedPage = (rows: string[]) =>
  `<main><div id="${DRAWN_ROWS_ID}">${ROW_TEMPLATES_MARK}<div><ul>${rows.join("")}</ul></div>${ROW_TEMPLATES_MARK}</div></main>`;

describe("row templates", () => {
  const templates = rowTemplatesOf(
    renderedPage([
      `<li><a href="/app/books/${encodeURIComponent(slot("id"))}"><div data-color="${slot("genre.color")}">${firstLetterOf(slot("title"))}</div>${slot("title")}</a></li>`,
      `<li><a href="/app/books/${encodeURIComponent(slot("id"))}"><img src="${slot("cover")}"/>${slot("title")}</a></li>`,
    ]),
    2,
  );
  const book = (overrides: object) => ({
    id: "b1",
    title: "Emma",
    cover: null,
    genre: { color: "#8e4585" },
    ...overrides,
  });

  it("are the rows' frame and one row per variant, a link's slot filled encoded", () => {
    expect(templates.before).toBe("<div><ul>");
    expect(templates.after).toBe("</ul></div>");
    expect(templates.rows).toHaveLength(2);
    expect(templates.rows[0]).toContain(`href="/app/books/${slot("id", "url")}"`);
    expect(() => rowTemplatesOf(renderedPage(["<li></li>"]), 2)).toThrow(/Expected 2 rows/);
  });

  it("fill each item's values as text, its variant by its flags", () => {
    const html = fillRows(
      catalogue,
      templates,
      [
        book({ title: `<img src=x onerror="alert(1)"> & 'me'` }),
        book({ id: "b/2?x", cover: "https://covers.example/e.png" }),
      ],
      "en",
    );
    expect(html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; &#39;me&#39;</a>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain('href="/app/books/b%2F2%3Fx"><img src="https://covers.example/e.png"/>');
    expect(html).toContain(">&#60;</div>");
    expect(html).toMatch(/^<div><ul><li>.*<\/li><li>.*<\/li><\/ul><\/div>$/);
  });

  it("never read a value as a slot: the marks in it are written as references", () => {
    const html = fillRows(catalogue, templates, [book({ title: `${slot("id")}!` })], "en");
    expect(html).toContain("&#57346;id&#57347;!</a>");
    expect(html).not.toContain(`${slot("id")}!`);
  });

  it("draw a colour through one rule per colour, and none for a value that is not a plain colour", () => {
    const html = fillRows(
      catalogue,
      templates,
      [book({}), book({ id: "b2" }), book({ id: "b3", genre: { color: "red;}body{display:none" } })],
      "en",
    );
    expect(html).toContain('data-color="red;}body{display:none"');
    expect(dataColorRules(html ?? "")).toEqual(['[data-color="#8e4585"]{--data-color:#8e4585}']);
  });

  it("pick a person's row by name, picture, ban and role", () => {
    const rows = [
      "none",
      "admin",
      "banned",
      "banned admin",
      "image",
      "",
      "",
      "",
      "named",
      "",
      "",
      "",
      "",
      "",
      "",
      "named image banned admin",
    ];
    const personTemplates = { before: "", after: "", rows: rows.map((row) => `<li>${row}</li>`) };
    const person = { name: "", image: null, banned: false, role: "user" };
    const drawn = (overrides: object) => fillRows(people, personTemplates, [{ ...person, ...overrides }], "en");
    expect(drawn({})).toBe("<li>none</li>");
    expect(drawn({ role: "admin", banned: true })).toBe("<li>banned admin</li>");
    expect(drawn({ name: "Ann", image: "https://x/a.png", banned: true, role: "admin" })).toBe(
      "<li>named image banned admin</li>",
    );
  });

  it("pick my organization's row by logo, role and whether it is active; several roles leave the rows to the SPA", () => {
    const mine = drawnLists["/app/organizations"];
    const rows = Array.from({ length: 16 }, (_, index) => `<li>${index}</li>`);
    const organizationTemplates = { before: "<ul>", after: "</ul>", rows };
    const organization = { logo: null, role: "member", active: false };
    const drawn = (...overrides: object[]) =>
      fillRows(
        mine,
        organizationTemplates,
        overrides.map((override) => ({ ...organization, ...override })),
        "en",
      );
    expect(drawn({})).toBe("<ul><li>0</li></ul>");
    expect(drawn({ role: "owner", active: true }, { role: "admin" })).toBe("<ul><li>5</li><li>2</li></ul>");
    expect(drawn({ logo: "https://x/l.png", role: "owner" })).toBe("<ul><li>12</li></ul>");
    expect(drawn({}, { role: "owner,admin" })).toBeUndefined();
  });

  it("derive a slot's initials and first letter as the components derive a value's", () => {
    expect(initialsOf("ada   lovelace byron")).toBe("AL");
    expect(initialsOf("  ")).toBe("?");
    expect(initialsOf(slot("name"))).toBe(slot("name", "initials"));
    expect(firstLetterOf(slot("title"))).toBe(slot("title", "first"));
    expect(firstLetterOf("Émile")).toBe("É");
    // Whole characters: half an emoji cannot be written to a page, and would not hydrate.
    expect(firstLetterOf("🐉 Dragons")).toBe("🐉");
    expect(initialsOf("𝒜da 🐉")).toBe("𝒜🐉");
    expect(initialsOf("ßtefan ﬁona")).toBe("SF");
    expect(longDateOf(slot("createdAt"), "fr")).toBe(slot("createdAt", "date"));
    // In UTC, as a calendar date means it: not the day before in the west.
    expect(longDateOf("1851-10-18", "en")).toBe("October 18, 1851");
    expect(longDateOf("2026-01-01T23:30:00.000Z", "fr")).toBe("1 janvier 2026");
  });
});

describe("a drawn screen's page", () => {
  let cookie = "";
  beforeAll(async () => {
    await insertGenres();
    cookie = await signIn("admin@example.com");
    // ADMIN_EMAILS made the administrator at sign-in, without a name: a screen is drawn for a named person.
    expect((await call("/api/auth/update-user", { cookie, json: { name: "Admin" } })).status).toBe(200);
  });

  const openPage = (path: string) =>
    call(path, { cookie, headers: { "sec-fetch-mode": "navigate", accept: "text/html" } });

  it("comes with its first rows in the skeleton's place, as text, and their colours under the response's nonce", async () => {
    await newBook(cookie, bookInput({ title: `0 <b>Bold</b> & "quoted"` }));
    const response = await openPage("/app/books/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<div id="${DRAWN_ROWS_ID}"><ul class="rows">`);
    expect(html).toContain("<p>0 &#60;b&#62;Bold&#60;/b&#62; &#38; &#34;quoted&#34;</p>");
    expect(html).not.toContain("skeleton");
    const nonce = response.headers.get("content-security-policy")?.match(/style-src [^;]*'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<style nonce="${nonce}">[data-color="#8e4585"]{--data-color:#8e4585}</style>`);
  });

  it("is still the drawn screen, with its skeleton, when the build wrote no row templates for it", async () => {
    const response = await openPage("/manager/books/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Books</h1>");
    expect(html).not.toContain("<style nonce");
  });

  it("of one record comes with its values in the slots of its variant's page, dates in the page's language", async () => {
    const book = await newBook(cookie, bookInput({ title: `<i>Tom</i> & "Jerry"`, author: "Ann" }));
    const response = await openPage(`/app/books/${book.id}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const added = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(book.createdAt),
    );
    expect(html).toContain(`<h1 dir="auto">&#60;i&#62;Tom&#60;/i&#62; &#38; &#34;Jerry&#34;</h1>`);
    expect(html).toContain(`<dd>Ann</dd><dd>${added}</dd>`);
    expect(html).toMatch(/<style nonce="[^"]+">\[data-color="#8e4585"\]\{--data-color:#8e4585\}<\/style>/);
  });

  it("of one record is the SPA's empty page for a variant the build did not draw, or a record the API does not hand over", async () => {
    const dated = await newBook(cookie, bookInput({ publishedOn: "1851-10-18" }));
    for (const path of [`/app/books/${dated.id}/`, "/app/books/no-such-book/"]) {
      const response = await openPage(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
  });

  it("of the dashboard comes with the figures the API answers that person, in the page's language", async () => {
    const figures = (await (await call("/api/dashboard", { cookie })).json()) as { users: number; books: number };
    const html = await (await openPage("/manager/dashboard/")).text();
    const count = new Intl.NumberFormat("en");
    expect(html).toContain(
      `<h1>Dashboard</h1><p>${count.format(figures.users)}</p><p>${count.format(figures.books)}</p>`,
    );
  });

  it("of the account comes with the person's own card, from their session", async () => {
    const email = uniqueEmail("card");
    const reader = await signIn(email);
    expect((await call("/api/auth/update-user", { cookie: reader, json: { name: "zoë <O'Brien>" } })).status).toBe(200);
    const response = await call("/app/account/", {
      cookie: reader,
      headers: { "sec-fetch-mode": "navigate", accept: "text/html" },
    });
    const html = await response.text();
    expect(html).toContain(`<h1>Account</h1><span>Z&#60;</span><p>zoë &#60;O&#39;Brien&#62;</p><p>${email}</p>`);
    expect(html).toContain("Account menu for zoë &#60;O&#39;Brien&#62;");
    // An administrator's card is another variant, which the fixture does not hold: the SPA draws it.
    expect(await (await openPage("/app/account/")).text()).toContain('<div id="root"></div>');
  });

  /** Someone signed in with a name: a screen is drawn only for a named person. */
  async function named(label: string, name: string) {
    const person = await signIn(uniqueEmail(label));
    expect((await call("/api/auth/update-user", { cookie: person, json: { name } })).status).toBe(200);
    return person;
  }

  const pageFor = (path: string, person: string) =>
    call(path, { cookie: person, headers: { "sec-fetch-mode": "navigate", accept: "text/html" } }).then((response) =>
      response.text(),
    );

  describe("of an organization", () => {
    let owner = "";
    let id = "";
    const slug = `drawn-${crypto.randomUUID().slice(0, 8)}`;
    beforeAll(async () => {
      owner = await named("org-owner", "Olu Owner");
      const created = await call("/api/auth/organization/create", {
        cookie: owner,
        json: { name: `<b>Drawn</b> & "co"`, slug },
      });
      expect(created.status).toBe(200);
      id = ((await created.json()) as { id: string }).id;
    });
    const setActive = (organizationId: string | null) =>
      call("/api/auth/organization/set-active", { cookie: owner, json: { organizationId } });

    it("comes to its only owner with its name and slug, in the page of whether it is the active one", async () => {
      const main = (html: string) => html.slice(html.indexOf("<main>"), html.indexOf("</main>"));
      expect((await setActive(null)).status).toBe(200);
      const inactive = main(await pageFor(`/app/organizations/${slug}/`, owner));
      expect(inactive).toBe(
        `<main><h1>&#60;b&#62;Drawn&#60;/b&#62; &#38; &#34;co&#34;</h1><p>/${slug}</p><p>Your role: Owner</p><p>You are its only owner</p>`,
      );
      expect((await setActive(id)).status).toBe(200);
      expect(main(await pageFor(`/app/organizations/${slug}/`, owner))).toContain(`<p>/${slug}</p><p>Active</p>`);
    });

    it("is not drawn for someone outside it, nor for a member in a variant the build did not draw", async () => {
      const stranger = await named("org-stranger", "Sam Stranger");
      expect(await pageFor(`/app/organizations/${slug}/`, stranger)).toContain('<div id="root"></div>');
      const { invitationId, invitee } = await invitation(owner, id);
      expect((await call("/api/auth/update-user", { cookie: invitee, json: { name: "Mo Member" } })).status).toBe(200);
      const accepted = await call("/api/auth/organization/accept-invitation", {
        cookie: invitee,
        json: { invitationId },
      });
      expect(accepted.status).toBe(200);
      expect(await pageFor(`/app/organizations/${slug}/`, invitee)).toContain('<div id="root"></div>');
    });

    it("comes to an administrator of the app with its name, slug and creation date", async () => {
      const html = await pageFor(`/manager/organizations/${id}/`, cookie);
      const { createdAt } = (await (await call(`/api/organizations/${id}`, { cookie })).json()) as {
        createdAt: string;
      };
      const created = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(new Date(createdAt));
      expect(html).toContain(
        `<main><h1>&#60;b&#62;Drawn&#60;/b&#62; &#38; &#34;co&#34;</h1><p>${slug} · Created ${created}</p></main>`,
      );
      expect(await pageFor(`/manager/organizations/${id}/`, owner)).not.toContain("Drawn");
    });

    it("'s invitation comes drawn to its named recipient while it is open, and to nobody else", async () => {
      const { invitationId, invitee } = await invitation(owner, id);
      const path = `/app/invitations/${invitationId}/`;
      // Without a name the area shows the onboarding: nothing is drawn.
      expect(await pageFor(path, invitee)).toContain('<div id="root"></div>');
      expect((await call("/api/auth/update-user", { cookie: invitee, json: { name: "Ivy" } })).status).toBe(200);
      const ownerEmail = (
        (await (await call("/api/auth/get-session", { cookie: owner })).json()) as {
          user: { email: string };
        }
      ).user.email;
      expect(await pageFor(path, invitee)).toContain(
        `<main><h1>&#60;b&#62;Drawn&#60;/b&#62; &#38; &#34;co&#34;</h1><p>Olu Owner (${ownerEmail}) invited you`,
      );
      expect(await pageFor(path, await named("not-invited", "Nat"))).toContain('<div id="root"></div>');
      const cancelled = await call("/api/auth/organization/cancel-invitation", {
        cookie: owner,
        json: { invitationId },
      });
      expect(cancelled.status).toBe(200);
      expect(await pageFor(path, invitee)).toContain('<div id="root"></div>');
    });
  });

  it("answers a HEAD as its GET, without a body", async () => {
    for (const path of ["/app/books/", "/manager/dashboard/", "/app/"]) {
      const response = await call(path, { method: "HEAD", cookie, headers: { "sec-fetch-mode": "navigate" } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      expect(await response.text(), path).toBe("");
    }
  });

  it("of the manager's area comes with the sidebar folded as the person left it (cookie), and only there", async () => {
    const folded = (path: string, sidebar: string) =>
      call(path, {
        cookie: `${cookie}; sidebar=${sidebar}`,
        headers: { "sec-fetch-mode": "navigate", accept: "text/html" },
      }).then((response) => response.text());
    const dashboard = await folded("/manager/dashboard/", "collapsed");
    expect(dashboard).toContain('<aside data-collapsed="true"></aside><main><h1>Dashboard</h1><p>');
    expect(dashboard).not.toContain(":number");
    expect(await folded("/manager/dashboard/", "expanded")).not.toContain("<aside");
    // The app's area has no sidebar: its one page, with its rows.
    expect(await folded("/app/books/", "collapsed")).toContain('<div id="drawn-rows"><ul class="rows">');
  });
});

describe("the sidebar's cookie", () => {
  it("says folded only for its own name and value", () => {
    expect(foldedIn("lang=fr; sidebar=collapsed")).toBe(true);
    expect(foldedIn("sidebar=collapsed")).toBe(true);
    expect(foldedIn("sidebar=collapsedx; xsidebar=collapsed")).toBe(false);
    expect(foldedIn("")).toBe(false);
    expect(foldCookie(true)).toBe("sidebar=collapsed; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(foldCookie(false)).toBe("sidebar=; Path=/; Max-Age=0; SameSite=Lax");
  });
});
