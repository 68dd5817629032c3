import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, bodyOf, errorOf } from "../support/api";
import { signIn } from "../support/auth";
import { bookInput, countBooks, createBook, insertGenres, newBook, postBookBody } from "../support/books";
import { call } from "../support/worker";

let admin: string;
let bookId: string;

beforeAll(async () => {
  await insertGenres();
  admin = await signIn("admin@example.com");
  bookId = (await newBook(admin)).id;
});

async function issuesOf(response: Answer) {
  expect(response.status).toBe(400);
  const body = await errorOf(response);
  expect(body.code).toBe("VALIDATION_ERROR");
  return Object.fromEntries((body.issues ?? []).map((issue) => [issue.path, issue.message]));
}

describe("book validation", () => {
  it("a missing title is 'Title is required', and nothing is written", async () => {
    const before = await countBooks();
    const { title: _, ...input } = bookInput();
    expect(await issuesOf(await postBookBody(admin, input))).toEqual({ title: "Title is required" });
    expect(await countBooks()).toBe(before);
  });

  it("a blank title is 'Title is required' too", async () => {
    expect(await issuesOf(await createBook(admin, bookInput({ title: "   " })))).toEqual({
      title: "Title is required",
    });
  });

  it("reports every bad field at once", async () => {
    const issues = await issuesOf(
      await createBook(admin, {
        title: "",
        author: "",
        genreId: "",
        cover: "http://insecure.example/c.jpg",
        publishedOn: "31/12/2020",
      }),
    );
    expect(issues).toEqual({
      title: "Title is required",
      author: "Author is required",
      genreId: "Genre is required",
      cover: "The cover must be an uploaded picture or an https:// address on one of this site's image hosts",
      publishedOn: "Date is invalid",
    });
  });

  it("a cover comes over https from one of the site's image hosts, or it is refused and nothing is written", async () => {
    const before = await countBooks();
    const refused = [
      "https://tracker.example/pixel.gif",
      "https://covers.openlibrary.org.evil.example/c.jpg",
      "https://user:pass@covers.openlibrary.org/c.jpg",
      "http://covers.openlibrary.org/b/id/1-L.jpg",
      "javascript:alert(1)",
      "data:image/svg+xml,<svg/>",
      `https://covers.openlibrary.org/${"a".repeat(2048)}`,
      "https://covers.openlibrary.org:8443/b/id/1-L.jpg",
      "https://covers.openlibrary.org/b/id/1-L.jpg\njavascript:",
      'https://covers.openlibrary.org/b/id/1-L.jpg"><script>',
    ];
    for (const cover of refused) {
      const issues = await issuesOf(await createBook(admin, bookInput({ cover })));
      expect({ cover, issue: issues.cover }).toEqual({ cover, issue: expect.any(String) });
    }
    expect(await countBooks()).toBe(before);
    const accepted = await createBook(admin, bookInput({ cover: "https://covers.openlibrary.org/b/id/8231856-L.jpg" }));
    expect(accepted.status).toBe(201);
  });

  it("refuses over-long text, wrong types, control characters and direction overrides", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: "x".repeat(201) }, "title", "This field is too long"],
      [{ title: 42 }, "title", "This value is not valid"],
      [{ author: ["a"] }, "author", "This value is not valid"],
      [{ publisher: { a: 1 } }, "publisher", "This value is not valid"],
      [{ title: "Bad\u0000Title" }, "title", "This field contains characters that are not allowed"],
      [{ author: "Evil\u202Eeman" }, "author", "This field contains characters that are not allowed"],
      // Six marks on one letter: more than any script writes, and drawn over the lines around it.
      [
        { title: "Z\u0334\u0321\u031b\u0316\u0317\u0342algo" },
        "title",
        "This field contains characters that are not allowed",
      ],
      // The same, a joiner or a direction mark between the marks (outside attack).
      ...["\u200d", "\u200c", "\u200e", "\u061c"].map((between): [Record<string, unknown>, string, string] => [
        { title: `Zed${`\u0301\u0302\u0303\u0304\u0305${between}`.repeat(3)}` },
        "title",
        "This field contains characters that are not allowed",
      ]),
      // Marks with no character to sit on; half a surrogate pair; a noncharacter.
      [{ author: "\u0301\u0301\u0301" }, "author", "This field contains characters that are not allowed"],
      [{ title: "a\ud800b" }, "title", "This field contains characters that are not allowed"],
      [{ publisher: "x\ufffey" }, "publisher", "This field contains characters that are not allowed"],
    ];
    for (const [override, path, message] of cases) {
      expect(await issuesOf(await postBookBody(admin, { ...bookInput(), ...override }))).toEqual({ [path]: message });
    }
  });

  it("accepts the marks scripts stack: Vietnamese, vowelled Arabic, Hebrew with cantillation, five on one letter", async () => {
    for (const title of ["Tiếng Việt".normalize("NFD"), "مُحَمَّدٌ", "בְּרֵאשִׁ֖ית", "e\u0301\u0302\u0303\u0304\u0305"]) {
      const response = await createBook(admin, bookInput({ title }));
      expect({ title, status: response.status }).toEqual({ title, status: 201 });
    }
  });

  it("refuses fields a client may not set (mass assignment)", async () => {
    const issues = await issuesOf(
      await postBookBody(admin, { ...bookInput(), id: "mine", createdAt: "2000-01-01", titleKey: "x" }),
    );
    expect(issues).toEqual({
      id: "This field is not accepted",
      createdAt: "This field is not accepted",
      titleKey: "This field is not accepted",
    });
  });

  it("an unknown genre is a field error, not a crash", async () => {
    expect(await issuesOf(await createBook(admin, bookInput({ genreId: "genre-nope" })))).toEqual({
      genreId: "This genre does not exist",
    });
  });

  it("stores SQL metacharacters as plain text", async () => {
    const title = `Robert'); DROP TABLE book;-- ${crypto.randomUUID().slice(0, 4)}`;
    const response = await createBook(admin, bookInput({ title }));
    expect(await bodyOf(response, 201)).toMatchObject({ title });
    expect(await countBooks()).toBeGreaterThan(0);
  });

  it("messages follow the request's language (French)", async () => {
    const { title: _, ...input } = bookInput();
    const response = await postBookBody(`${admin}; lang=fr`, input);
    expect(await response.json()).toEqual({
      code: "VALIDATION_ERROR",
      message: "Certains champs ne sont pas valides",
      issues: [{ path: "title", message: "Le titre est requis" }],
    });
  });

  it("a malformed JSON body is 400 INVALID_JSON", async () => {
    const response = await call("/api/books", {
      method: "POST",
      cookie: admin,
      body: '{"title": "unterminated',
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "INVALID_JSON" });
  });

  it("a body that is not JSON is 415 and writes nothing", async () => {
    const before = await countBooks();
    const response = await call("/api/books", {
      method: "POST",
      cookie: admin,
      body: "title=Form&author=Post",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
    expect(await countBooks()).toBe(before);
  });

  it("any JSON body on create or replace is answered below 500 (property-based)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record(
            {
              title: fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.integer(), fc.constant(null)),
              author: fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.boolean()),
              genreId: fc.oneof(fc.constant("genre-classics"), fc.string()),
              publisher: fc.oneof(fc.string(), fc.constant(null)),
              cover: fc.oneof(fc.webUrl(), fc.string()),
              publishedOn: fc.oneof(
                fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
                fc.string(),
              ),
            },
            { requiredKeys: [] },
          ),
        ),
        fc.boolean(),
        async (body, replace) => {
          const response = await call(replace ? `/api/books/${bookId}` : "/api/books", {
            method: replace ? "PUT" : "POST",
            cookie: admin,
            json: body,
          });
          expect(response.status).toBeLessThan(500);
          expect(response.headers.get("content-type")).toContain("application/json");
        },
      ),
      { numRuns: 150 },
    );
  });
});
