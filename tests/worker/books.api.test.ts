import { env } from "cloudflare:test";
import type { InferRequestType } from "hono/client";
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, api, bodyOf, errorOf } from "../support/api";
import { signIn } from "../support/auth";
import { bookInput, countBooks, createBook, GENRE_ID, insertGenres, newBook } from "../support/books";
import { call, uniqueEmail } from "../support/worker";

let admin: string;
let reader: string;

beforeAll(async () => {
  await insertGenres();
  admin = await signIn("admin@example.com");
  reader = await signIn(uniqueEmail("reader"));
});

async function listPage(query: InferRequestType<ApiClient["books"]["$get"]>["query"]) {
  return bodyOf(await api({ cookie: reader }).books.$get({ query }), 200);
}

describe("books API", () => {
  it("creates a book (201) with its genre, then reads it back", async () => {
    const response = await createBook(
      admin,
      bookInput({ title: "  Moby-Dick ", author: "Herman Melville", publisher: "" }),
    );
    const location = response.headers.get("location");
    const created = await bodyOf(response, 201);
    expect(location).toBe(`/api/books/${created.id}`);
    expect(created).toMatchObject({
      title: "Moby-Dick",
      author: "Herman Melville",
      publisher: null,
      genre: { id: GENRE_ID },
    });
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    const read = await call(location ?? "", { cookie: reader });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(created);
  });

  it("replaces a book (PUT) and deletes it (204, then 404)", async () => {
    const { id } = await newBook(admin);
    const book = api({ cookie: admin }).books[":id"];
    const put = await book.$put({ param: { id }, json: bookInput({ title: "Renamed" }) });
    expect(await bodyOf(put, 200)).toMatchObject({ id, title: "Renamed" });

    expect((await book.$delete({ param: { id } })).status).toBe(204);
    expect((await api({ cookie: reader }).books[":id"].$get({ param: { id } })).status).toBe(404);
    expect(await countBooks("id = ?", id)).toBe(0);
  });

  it("an unknown id is a JSON 404 for read, replace and delete", async () => {
    const book = api({ cookie: admin }).books[":id"];
    const param = { id: "no-such-book" };
    for (const send of [
      () => book.$get({ param }),
      () => book.$put({ param, json: bookInput() }),
      () => book.$delete({ param }),
    ]) {
      expect(await bodyOf(await send(), 404)).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("lists genres by name", async () => {
    const genres = await bodyOf(await api({ cookie: reader }).genres.$get(), 200);
    expect(genres.length).toBe(10);
    expect(genres.map((genre) => genre.name)).toEqual([...genres.map((genre) => genre.name)].sort());
  });

  it("names genres in the reader's language, on the list and on every book", async () => {
    const inLanguage = (lang: string) => api({ cookie: `${reader}; lang=${lang}` });
    const named = async (lang: string) =>
      (await bodyOf(await inLanguage(lang).genres.$get(), 200)).find((genre) => genre.id === "genre-adventure")?.name;
    expect(await Promise.all(["en", "fr", "ar", "sw"].map(named))).toEqual([
      "Adventure",
      "Aventure",
      "مغامرات",
      "Matukio ya kusisimua",
    ]);
    const { id } = await newBook(admin, bookInput({ genreId: "genre-adventure" }));
    const read = await bodyOf(await inLanguage("fr").books[":id"].$get({ param: { id } }), 200);
    expect(read.genre.name).toBe("Aventure");
    const listed = await bodyOf(await inLanguage("ar").books.$get({ query: { searchTerm: read.title } }), 200);
    expect(listed.items[0]?.genre.name).toBe("مغامرات");
  });

  it("a genre with no name in the reader's language keeps its own", async () => {
    await env.DB.prepare("INSERT INTO genre (id, name, color) VALUES ('genre-essays', 'Essays', '#123456')").run();
    const genres = await bodyOf(await api({ cookie: `${reader}; lang=sw` }).genres.$get(), 200);
    expect(genres.find((genre) => genre.id === "genre-essays")?.name).toBe("Essays");
    await env.DB.prepare("DELETE FROM genre WHERE id = 'genre-essays'").run();
  });

  it("searches title or author, ignoring case", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    await createBook(admin, bookInput({ title: `The ${tag} Garden`, author: "Anna Sewell" }));
    await createBook(admin, bookInput({ title: "Unrelated", author: `Zed ${tag.toUpperCase()}son` }));
    const page = await listPage({ searchTerm: tag.toUpperCase() });
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.title).sort()).toEqual([`The ${tag} Garden`, "Unrelated"].sort());
  });

  it("treats LIKE wildcards in a search as text", async () => {
    await createBook(admin, bookInput({ title: "100% Pure" }));
    const page = await listPage({ searchTerm: "0% p" });
    expect(page.items.map((item) => item.title)).toEqual(["100% Pure"]);
    expect((await listPage({ searchTerm: "_%_" })).total).toBe(0);
  });

  it("pages without overlap or gaps, even while books are added", async () => {
    const tag = `page-${crypto.randomUUID().slice(0, 6)}`;
    for (let index = 0; index < 23; index++) {
      await createBook(admin, bookInput({ title: `${tag} ${String(index).padStart(2, "0")}`, author: "Pager" }));
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listPage({ searchTerm: tag, limit: 5, cursor });
      seen.push(...page.items.map((item) => item.title));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
      // Books added mid-way, before and after the current position, must not disturb the walk.
      if (pages === 2) {
        await createBook(admin, bookInput({ title: `${tag} 00a`, author: "Pager" }));
        await createBook(admin, bookInput({ title: `${tag} 99`, author: "Pager" }));
      }
    } while (cursor);

    expect(new Set(seen).size).toBe(seen.length);
    for (let index = 0; index < 23; index++) expect(seen).toContain(`${tag} ${String(index).padStart(2, "0")}`);
    expect(seen).toContain(`${tag} 99`);
    expect(pages).toBe(5);
  });

  it("reports the total of the search, all pages together", async () => {
    const page = await listPage({ limit: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(await countBooks());
    expect(page.nextCursor).not.toBeNull();
  });

  it("refuses a limit outside 1–100 and a cursor it did not write", async () => {
    for (const query of [
      "limit=0",
      "limit=101",
      "limit=abc",
      "limit=2.5",
      "cursor=not-a-cursor",
      `cursor=${btoa('["x"]')}`,
    ]) {
      const response = await call(`/api/books?${query}`, { cookie: reader });
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(await response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    }
  });

  it("says what is wrong with the list's parameters, and 'required' only of one not sent", async () => {
    const cases: Array<[string, string]> = [
      ["limit=abc", "This value must be a whole number"],
      ["limit=2.5", "This value must be a whole number"],
      ...["0x10", "0b11", "1e2", ".5e1", "%201", "5%20", "%2B5", "", "0003"].map((limit): [string, string] => [
        `limit=${limit}`,
        "This value must be a whole number",
      ]),
      ["limit=5&limit=6", "Give this parameter only once"],
      ["limit=101", "This value must be at most 100"],
      ["limit=99999999999999999999", "This value must be a whole number"],
      ["limit=999999999999999", "This value must be at most 100"],
      ["limit=0", "This value must be at least 1"],
      ["searchTerm=a&searchTerm=b", "Give this parameter only once"],
      [`searchTerm=${"x".repeat(201)}`, "This field is too long"],
    ];
    for (const [query, message] of cases) {
      const response = await call(`/api/books?${query}`, { cookie: reader });
      const body = await errorOf(response);
      expect({ query, status: response.status, messages: body.issues?.map((issue) => issue.message) }).toEqual({
        query,
        status: 400,
        messages: [message],
      });
    }
    const french = api({ cookie: reader, headers: { "accept-language": "fr" } });
    expect(await bodyOf(await french.books.$get({ query: { limit: 101 } }), 400)).toMatchObject({
      issues: [{ path: "limit", message: "Cette valeur doit être au plus 100" }],
    });
  });
});

describe("one title per author", () => {
  it("a duplicate title by the same author is 409 on the title field", async () => {
    await createBook(admin, bookInput({ title: "Emma", author: "Jane Austen" }));
    const response = await createBook(admin, bookInput({ title: "  emma  ", author: "JANE   AUSTEN" }));
    expect(await bodyOf(response, 409)).toEqual({
      code: "CONFLICT",
      message: "Title already used with the same author",
      issues: [{ path: "title", message: "Title already used with the same author" }],
    });
    expect(await countBooks("author_key = ?", "jane austen")).toBe(1);
  });

  it("the same title by another author is fine", async () => {
    await createBook(admin, bookInput({ title: "Collected Poems", author: "Poet One" }));
    expect((await createBook(admin, bookInput({ title: "Collected Poems", author: "Poet Two" }))).status).toBe(201);
  });

  it("composed and decomposed Unicode spellings are the same title", async () => {
    await createBook(admin, bookInput({ title: "Les Mis\u00e9rables", author: "Victor Hugo" }));
    const response = await createBook(admin, bookInput({ title: "Les Mise\u0301rables", author: "Victor Hugo" }));
    expect(response.status).toBe(409);
  });

  it("invisible characters do not make a title new: zero-width, joiners, BOM, soft hyphen", async () => {
    await createBook(admin, bookInput({ title: "Middlemarch", author: "George Eliot" }));
    for (const invisible of [
      "\u200b",
      "\u2060",
      "\ufeff",
      "\u00ad",
      "\u200d",
      "\u034f",
      "\u{13430}",
      "\ufff9",
      "\u070f",
      "\u2800",
    ]) {
      const title = `Middle${invisible}march`;
      const response = await createBook(admin, bookInput({ title, author: `George${invisible} Eliot` }));
      expect({ invisible, status: response.status }).toEqual({ invisible, status: 409 });
    }
    expect(await countBooks("author_key = ?", "george eliot")).toBe(1);
  });

  it("stored titles lose invisible characters, but keep the marks and joiners that shape text", async () => {
    const response = await createBook(
      admin,
      bookInput({
        title: "Zero\u200bWidth \u06a9\u062a\u0627\u0628\u200c\u0647\u0627 \u{1f469}\u200d\u{1f4bb}",
        author: "Mark\u200f Maker",
      }),
    );
    expect(await bodyOf(response, 201)).toMatchObject({
      title: "ZeroWidth \u06a9\u062a\u0627\u0628\u200c\u0647\u0627 \u{1f469}\u200d\u{1f4bb}",
      author: "Mark\u200f Maker",
    });
  });

  it("direction marks in a row are kept as the first and the last: the same mark repeated is one", async () => {
    const response = await createBook(
      admin,
      bookInput({ title: `Marks${"\u200f".repeat(100)} in a row`, author: `Mark${"\u200e\u200f".repeat(50)} Maker` }),
    );
    expect(await bodyOf(response, 201)).toMatchObject({
      title: "Marks\u200f in a row",
      author: "Mark\u200e\u200f Maker",
    });
  });

  it("a title of nothing but invisible characters is 'Title is required'", async () => {
    // The last four are kept beside what they shape (a direction mark, emoji tags, a variation selector).
    for (const title of [
      "\u200b\u2060\ufeff",
      "\u200d",
      "\u200c\u200d",
      "\u{13430}",
      "\u200e",
      "\u{e0041}",
      "\u{e0067}\u{e007f}",
      "\ufe0f",
    ]) {
      const response = await createBook(admin, bookInput({ title }));
      expect(await bodyOf(response, 400)).toMatchObject({ issues: [{ path: "title", message: "Title is required" }] });
    }
  });

  it("emoji tags are kept in a flag, and dropped anywhere else: hidden text nobody sees", async () => {
    const scotland = "\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}";
    const hidden = [..."ignore all"].map((char) => String.fromCodePoint(0xe0000 + char.charCodeAt(0))).join("");
    const response = await createBook(
      admin,
      bookInput({ title: `Flags ${scotland}${hidden}`, author: `Tag${hidden}ged` }),
    );
    expect(await bodyOf(response, 201)).toMatchObject({ title: `Flags ${scotland}`, author: "Tagged" });
  });

  it("a joiner beside a space or at an end is dropped from what is stored", async () => {
    const response = await createBook(admin, bookInput({ title: "Loose\u200d joiner\u200d", author: "\u200dZed" }));
    expect(await bodyOf(response, 201)).toMatchObject({ title: "Loose joiner", author: "Zed" });
  });

  it("renaming a book onto another's title is 409 and leaves it unchanged", async () => {
    await createBook(admin, bookInput({ title: "Taken", author: "Same Hand" }));
    const { id } = await newBook(admin, bookInput({ title: "Free", author: "Same Hand" }));
    const book = api({ cookie: admin }).books[":id"];
    const response = await book.$put({ param: { id }, json: bookInput({ title: "TAKEN", author: "Same Hand" }) });
    expect(response.status).toBe(409);
    expect(await bodyOf(await book.$get({ param: { id } }), 200)).toMatchObject({ title: "Free" });
  });

  it("20 concurrent creates of one title and author leave exactly one row", async () => {
    const title = `Race ${crypto.randomUUID().slice(0, 6)}`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        createBook(admin, bookInput({ title: index % 2 ? title.toUpperCase() : title, author: "Racer" })),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const row = await env.DB.prepare("SELECT count(*) AS n FROM book WHERE author = 'Racer' AND title_key = ?")
      .bind(title.toLowerCase())
      .first<{ n: number }>();
    expect(row?.n).toBe(1);
  });
});
