import { beforeAll, describe, expect, it } from "vitest";
import { BookSchema } from "../../worker/books/books.schemas";
import {
  DRAWN_ROWS_ID,
  everyCombination,
  fillRows,
  ROW_TEMPLATES_MARK,
  rowTemplatesOf,
  templateIndex,
} from "../../worker/spa/drawn-rows.shared";
import { rowItems } from "../../worker/spa/row-items.shared";
import { declaredScreens, findScreen, patternOf } from "../../worker/spa/screen-registry.shared";
import type { RowVariant } from "../../worker/spa/screens.shared";
import { foldCookie, foldedIn } from "../../worker/spa/sidebar-fold.shared";
import {
  dataColorRules,
  firstLetterOf,
  handedRowRules,
  initialsOf,
  longDateOf,
  ROWS_OF_ATTRIBUTE,
  rowsOf,
  slot,
} from "../../worker/spa/slots.shared";
import { UserSchema } from "../../worker/users/users.schemas";
import { signIn } from "../support/auth";
import { bookInput, insertGenres, newBook } from "../support/books";
import { invitation } from "../support/organizations";
import { call, uniqueEmail } from "../support/worker";

/** A page as the build renders it for templates: one row per combination between the marks. */
const renderedPage = (rows: string[]) =>
  `<main><div id="${DRAWN_ROWS_ID}">${ROW_TEMPLATES_MARK}<div><ul>${rows.join("")}</ul></div>${ROW_TEMPLATES_MARK}</div></main>`;

describe("row templates", () => {
  const cover: RowVariant[] = ["cover"];
  const templates = rowTemplatesOf(
    renderedPage([
      `<li><a href="/app/books/${slot("id", "url")}"><div data-color="${slot("genre.color")}">${firstLetterOf(slot("title"))}</div>${slot("title")}</a></li>`,
      `<li><a href="/app/books/${slot("id", "url")}"><img src="${slot("cover")}"/>${slot("title")}</a></li>`,
    ]),
    cover,
  );
  const book = (overrides: object) => ({
    id: "b1",
    title: "Emma",
    cover: null,
    genre: { color: "#8e4585" },
    ...overrides,
  });

  it("are the rows' frame and one row per combination of the declared variants", () => {
    expect(templates.before).toBe("<div><ul>");
    expect(templates.after).toBe("</ul></div>");
    expect(templates.rows).toHaveLength(2);
    expect(templates.variants).toEqual(cover);
    expect(() => rowTemplatesOf(renderedPage(["<li></li>"]), cover)).toThrow(/Expected 2 rows/);
  });

  it("fill each item's values as text, its template by its values", () => {
    const html = fillRows(
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
    const html = fillRows(templates, [book({ title: `${slot("id")}!` })], "en");
    expect(html).toContain("&#57346;id&#57347;!</a>");
    expect(html).not.toContain(`${slot("id")}!`);
  });

  it("draw a colour through one rule per colour, and none for a value that is not a plain colour", () => {
    const html = fillRows(
      templates,
      [book({}), book({ id: "b2" }), book({ id: "b3", genre: { color: "red;}body{display:none" } })],
      "en",
    );
    expect(html).toContain('data-color="red;}body{display:none"');
    expect(dataColorRules(html ?? "")).toEqual(['[data-color="#8e4585"]{--data-color:#8e4585}']);
  });

  it("pick a row by what is present and by a value among those listed; another value leaves the list to the SPA", () => {
    const variants: RowVariant[] = ["logo", ["role", ["owner", "admin", "member"]], "active"];
    expect(everyCombination(variants)).toHaveLength(12);
    const mine = { logo: null, role: "member", active: false };
    expect(templateIndex(variants, mine)).toBe(4);
    expect(templateIndex(variants, { ...mine, role: "owner", active: true })).toBe(1);
    expect(templateIndex(variants, { ...mine, logo: "https://x/l.png", role: "admin" })).toBe(8);
    expect(templateIndex(variants, { ...mine, role: "owner,admin" })).toBeUndefined();
    const twelve = {
      variants,
      before: "<ul>",
      after: "</ul>",
      rows: Array.from({ length: 12 }, (_, i) => `<li>${i}</li>`),
    };
    expect(fillRows(twelve, [mine, { ...mine, role: "owner", active: true }], "en")).toBe(
      "<ul><li>4</li><li>1</li></ul>",
    );
    expect(fillRows(twelve, [mine, { ...mine, role: "owner,admin" }], "en")).toBeUndefined();
  });

  it("are drawn from items the API's schema makes, one per combination, each text a slot of its path", () => {
    const [plain, covered] = rowItems(BookSchema, ["cover"]) as Record<string, unknown>[];
    expect(plain).toMatchObject({
      id: slot("id"),
      title: slot("title"),
      cover: null,
      genre: { color: slot("genre.color") },
    });
    expect(covered).toMatchObject({ cover: slot("cover") });
    const people = rowItems(UserSchema, ["name", "banned", ["role", ["user", "admin"]]]) as Record<string, unknown>[];
    expect(people).toHaveLength(8);
    expect(people[0]).toMatchObject({ name: "", banned: null, role: "user", email: slot("email") });
    expect(people[7]).toMatchObject({ name: slot("name"), banned: true, role: "admin" });
    // Each made item picks its own template.
    expect(people.map((person) => templateIndex(["name", "banned", ["role", ["user", "admin"]]], person))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ]);
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

describe("a list drawn as its skeleton", () => {
  it("is given as many rows as the handed list holds, for the skeletons the page draws only", () => {
    const queries = [
      { queryKey: ["account", "sessions"], data: [{}, {}, {}] },
      { queryKey: ["account", "activity"], data: { items: [{}], nextCursor: null, total: 1 } },
      { queryKey: ["session"], data: { user: {} } },
    ];
    const html = `<div ${ROWS_OF_ATTRIBUTE}="${rowsOf(["account", "sessions"])}"></div>`;
    expect(handedRowRules(html, queries)).toEqual(['[data-rows-of="account-sessions"]{--rows:3}']);
    expect(handedRowRules("<main></main>", queries)).toEqual([]);
  });
});

describe("screen declarations", () => {
  it("are found by their file name, each feature's beside it", () => {
    expect(Object.keys(declaredScreens)).toEqual(
      expect.arrayContaining(["/app/books", "/app/books/$id", "/manager/users", "/app/account", "/manager/audit"]),
    );
  });

  it("match a path as the router does: a literal segment before a parameter, a parameter decoded", () => {
    expect(patternOf(["/manager/books/$id", "/manager/books/new"], "/manager/books/new")).toBe("/manager/books/new");
    expect(findScreen(new URL("http://x/manager/books/b%2F1/update"))).toMatchObject({
      pattern: "/manager/books/$id/update",
      params: { id: "b/1" },
    });
    // A malformed escape names no record: the screen finds that out itself.
    expect(findScreen(new URL("http://x/app/books/%E0%A4%A/"))).toBeUndefined();
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

  const openPage = (path: string, person = cookie) =>
    call(path, { cookie: person, headers: { "sec-fetch-mode": "navigate", accept: "text/html" } });
  const pageFor = async (path: string, person = cookie) => (await openPage(path, person)).text();
  const main = (html: string) => html.slice(html.indexOf("<main>"), html.indexOf("</main>") + "</main>".length);

  /** Someone signed in with a name: a screen is drawn only for a named person. */
  async function named(label: string, name: string) {
    const person = await signIn(uniqueEmail(label));
    expect((await call("/api/auth/update-user", { cookie: person, json: { name } })).status).toBe(200);
    return person;
  }

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
    const html = await pageFor("/manager/books/");
    expect(main(html)).toBe(
      '<main><h1>Books</h1><div id="drawn-rows"><div aria-busy="true">skeleton</div></div></main>',
    );
    expect(html).not.toContain("<style nonce");
  });

  it("names the person in the menu, as text", async () => {
    const reader = await named("menu", "zoë <O'Brien>");
    const html = await pageFor("/app/account/", reader);
    expect(html).toContain('aria-label="Account menu for zoë &#60;O&#39;Brien&#62;"><span>Z&#60;</span>');
    expect(main(html)).toBe('<main><h1>Account</h1><div aria-busy="true">skeleton</div></main>');
  });

  it("of one record comes with its heading, as text, and the rest once live", async () => {
    const book = await newBook(cookie, bookInput({ title: `<i>Tom</i> & "Jerry"`, author: "Ann" }));
    const html = await pageFor(`/app/books/${book.id}/`);
    expect(main(html)).toBe(
      '<main><a href="/app/books">Books</a><h1 dir="auto">&#60;i&#62;Tom&#60;/i&#62; &#38; &#34;Jerry&#34;</h1><div aria-busy="true">skeleton</div></main>',
    );
    // The author and dates come once live: the page carries them, not its markup.
    expect(main(html)).not.toContain("Ann");
  });

  it("fills a route's parameters into its links, encoded, and a record's heading where it is not the title", async () => {
    const book = await newBook(cookie, bookInput({ title: "Emma & co" }));
    const html = await pageFor(`/manager/books/${encodeURIComponent(book.id)}/update`);
    expect(main(html)).toContain(
      `<a href="/manager/books/${encodeURIComponent(book.id)}">Emma &#38; co</a><h1>Update book</h1>`,
    );
  });

  it("of one record is the SPA's empty page, a 404, for a record the API does not hand over", async () => {
    for (const path of ["/app/books/no-such-book/", "/app/books/%E0%A4%A/"]) {
      const response = await openPage(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
  });

  it("of the dashboard comes with its places, and the figures with the page, not in its markup", async () => {
    const html = await pageFor("/manager/dashboard/");
    expect(main(html)).toBe('<main><h1>Dashboard</h1><div aria-busy="true">skeleton</div></main>');
  });

  describe("of an organization", () => {
    let owner = "";
    let id = "";
    let createdAt = "";
    const slug = `drawn-${crypto.randomUUID().slice(0, 8)}`;
    beforeAll(async () => {
      owner = await named("org-owner", "Olu Owner");
      const created = await call("/api/auth/organization/create", {
        cookie: owner,
        json: { name: `<b>Drawn</b> & "co"`, slug },
      });
      expect(created.status).toBe(200);
      ({ id, createdAt } = (await created.json()) as { id: string; createdAt: string });
    });

    it("comes to a member with its name, whatever their role, and to nobody outside it", async () => {
      const heading = '<h1 dir="auto">&#60;b&#62;Drawn&#60;/b&#62; &#38; &#34;co&#34;</h1>';
      expect(main(await pageFor(`/app/organizations/${slug}/`, owner))).toContain(heading);
      const { invitationId, invitee } = await invitation(owner, id);
      expect((await call("/api/auth/update-user", { cookie: invitee, json: { name: "Mo Member" } })).status).toBe(200);
      const accepted = await call("/api/auth/organization/accept-invitation", {
        cookie: invitee,
        json: { invitationId },
      });
      expect(accepted.status).toBe(200);
      expect(main(await pageFor(`/app/organizations/${slug}/`, invitee))).toContain(heading);
      const stranger = await named("org-stranger", "Sam Stranger");
      expect(await pageFor(`/app/organizations/${slug}/`, stranger)).toContain('<div id="root"></div>');
    });

    it("comes to an administrator of the app with its name and summary line, and to nobody else", async () => {
      const created = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(new Date(createdAt));
      expect(main(await pageFor(`/manager/organizations/${id}/`))).toContain(
        `<h1 dir="auto">&#60;b&#62;Drawn&#60;/b&#62; &#38; &#34;co&#34;</h1><p><span dir="ltr">${slug}</span> · Created ${created}</p>`,
      );
      expect(await pageFor(`/manager/organizations/${id}/`, owner)).not.toContain("Drawn");
    });

    it("'s invitation comes to its named recipient drawn, what it says coming once live", async () => {
      const { invitationId, invitee } = await invitation(owner, id);
      const path = `/app/invitations/${invitationId}/`;
      // Without a name the area shows the onboarding: nothing is drawn.
      expect(await pageFor(path, invitee)).toContain('<div id="root"></div>');
      expect((await call("/api/auth/update-user", { cookie: invitee, json: { name: "Ivy" } })).status).toBe(200);
      expect(main(await pageFor(path, invitee))).toBe('<main><div aria-busy="true">skeleton</div></main>');
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
    expect(await folded("/manager/dashboard/", "collapsed")).toContain(
      '<aside data-collapsed="true"></aside><main><h1>Dashboard</h1>',
    );
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
