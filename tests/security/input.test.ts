/**
 * Hostile input (ASVS 5.0 V1.2 injection, V2.2 validation, V4.1 content types, V15.3.6
 * prototype pollution): every refusal is a 4xx JSON `{ code, message }` that shows no
 * stack, SQL or source path, and leaves D1 and KV as they were.
 *
 * Already proven elsewhere: tests/worker/books.validation.test.ts (a missing, blank,
 * over-long or wrongly typed book field; a NUL in a title and a direction override in an
 * author; mass assignment; malformed JSON and a form post on POST /api/books),
 * books.api.test.ts (composed and decomposed Unicode are one title per author; "0% p" and
 * "_%_" searched as text; limit 0, 101, abc, 2.5 and two forged cursors refused),
 * auth.profile.test.ts (a control character or an override in one's own name),
 * api-errors.test.ts (an honest Content-Length over 64 KiB; malformed JSON on the code request).
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, bodyOf } from "../support/api";
import { sessionUser, signIn } from "../support/auth";
import { bookInput, countBooks, createBook, insertGenres, newBook, postBookBody } from "../support/books";
import { expectSafeAnswer, expectSafeError } from "../support/security-input";
import { createUser, userInput } from "../support/users";
import { call, uniqueEmail } from "../support/worker";

const MAX_BODY_BYTES = 64 * 1024;

let admin: string;
let reader: string;
let readerEmail: string;
let bookId: string;
let personId: string;

beforeAll(async () => {
  await insertGenres();
  admin = await signIn("admin@example.com");
  readerEmail = uniqueEmail("reader");
  reader = await signIn(readerEmail);
  await call("/api/auth/update-user", { cookie: reader, json: { name: "Reader" } });
  bookId = (await newBook(admin)).id;
  personId = (await createUser(admin)).id;
});

/** What a refused write could have changed: books, people (names, roles, bans), sessions, codes in KV. */
async function storedState() {
  const [books, people, sessions] = await env.DB.batch([
    env.DB.prepare("SELECT * FROM book ORDER BY id"),
    env.DB.prepare("SELECT id, email, name, role, banned, ban_reason, ban_expires FROM user ORDER BY id"),
    env.DB.prepare("SELECT id, user_id FROM session ORDER BY id"),
  ]);
  const codes = await env.KV.list({ prefix: "verification:" });
  return JSON.stringify([books?.results, people?.results, sessions?.results, codes.keys.map((key) => key.name)]);
}

interface Write {
  method: string;
  path: string;
  cookie?: string;
}

/** Every write that takes a JSON body: the app API's and the better-auth ones the SPA uses. */
const writes = (): Write[] => [
  { method: "POST", path: "/api/books", cookie: admin },
  { method: "PUT", path: `/api/books/${bookId}`, cookie: admin },
  { method: "POST", path: "/api/users", cookie: admin },
  { method: "PUT", path: `/api/users/${personId}`, cookie: admin },
  { method: "POST", path: `/api/users/${personId}/ban`, cookie: admin },
  { method: "POST", path: "/api/auth/email-otp/send-verification-otp" },
  { method: "POST", path: "/api/auth/sign-in/email-otp" },
  { method: "POST", path: "/api/auth/update-user", cookie: reader },
];

function send(write: Write, body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) {
  return call(write.path, { method: write.method, cookie: write.cookie, body, headers });
}

const label = (write: Write, what: string) => `${write.method} ${write.path} with ${what}`;

describe("bodies that are not the object a route expects", () => {
  const bodies: Record<string, string> = {
    "malformed JSON": '{"title": "unterminated',
    "a trailing comma": '{"title": "x",}',
    "a byte-order mark": '\uFEFF{"title": "x"}',
    "an empty body": "",
    null: "null",
    "an empty array": "[]",
    "an array of objects": '[{"title": "x", "email": "a@example.com"}]',
    "a number": "42",
    "a string": '"title"',
    "a boolean": "true",
    "NaN (not JSON)": "NaN",
  };

  it("malformed JSON, null, arrays and scalars on every write are 400 with a code, and nothing changes", async () => {
    const before = await storedState();
    for (const write of writes()) {
      for (const [what, body] of Object.entries(bodies)) {
        const answer = await expectSafeError(await send(write, body), 400, label(write, what));
        expect(answer.code, label(write, what)).toMatch(/^(INVALID_JSON|VALIDATION_ERROR|BAD_REQUEST)$/);
      }
    }
    expect(await storedState()).toBe(before);
  });

  it("a JSON document nested 10,000 levels deep is a 400 on every write, not a crash", async () => {
    const before = await storedState();
    const depth = 10_000;
    const nested = {
      arrays: `${"[".repeat(depth)}${"]".repeat(depth)}`,
      objects: `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
      "objects under a real field": `{"name":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}`,
    };
    for (const write of writes()) {
      for (const [what, body] of Object.entries(nested)) {
        await expectSafeError(await send(write, body), 400, label(write, `${depth} levels of ${what}`));
      }
    }
    expect(await storedState()).toBe(before);
  });

  it("__proto__ and constructor keys are refused as unknown fields or ignored, and never grant a role", async () => {
    const before = await storedState();
    const escalations: Record<string, string> = {
      __proto__: '{"role":"admin"}',
      constructor: '{"prototype":{"role":"admin"}}',
    };
    for (const [key, escalation] of Object.entries(escalations)) {
      const person = `{"email":"polluter@example.com","name":"Polluter","role":"user","${key}":${escalation}}`;
      const users = { method: "POST", path: "/api/users", cookie: admin };
      const answer = await expectSafeError(await send(users, person), 400, `${key} on POST /api/users`);
      expect(answer.issues).toEqual([{ path: key, message: "This field is not accepted" }]);
      const self = { method: "POST", path: "/api/auth/update-user", cookie: reader };
      await expectSafeAnswer(await send(self, `{"name":"Reader","${key}":${escalation}}`), `${key} on update-user`);
    }
    expect(({} as { role?: string }).role).toBeUndefined();
    expect(await sessionUser(reader)).toMatchObject({ name: "Reader", role: "user" });
    expect(await storedState()).toBe(before);
  });
});

describe("bodies over 64 KiB are refused before anything parses them", () => {
  /** Too big, and malformed too: a 400 would mean it was parsed. */
  const oversized = `{"title": "${"x".repeat(MAX_BODY_BYTES)}`;

  it("whatever the Content-Length says (honest, understated, zero) the answer is 413, and nothing changes", async () => {
    const before = await storedState();
    for (const write of writes()) {
      for (const length of [String(oversized.length), "100", "0"]) {
        const response = await send(write, oversized, { "content-type": "application/json", "content-length": length });
        const answer = await expectSafeError(response, 413, label(write, `Content-Length ${length}`));
        expect(answer.code).toBe("PAYLOAD_TOO_LARGE");
      }
    }
    expect(await storedState()).toBe(before);
  });

  it("sent in chunks with no Content-Length, it is 413 too, and nothing changes", async () => {
    const before = await storedState();
    const chunk = new TextEncoder().encode(oversized.slice(0, 1024));
    for (const write of writes()) {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          controller.enqueue(chunk);
          sent += chunk.byteLength;
          if (sent > 2 * MAX_BODY_BYTES) controller.close();
        },
      });
      const answer = await expectSafeError(await send(write, body), 413, label(write, "a chunked body"));
      expect(answer.code).toBe("PAYLOAD_TOO_LARGE");
    }
    expect(await storedState()).toBe(before);
  });

  it("the limit is exactly 64 KiB: one byte more is refused, 64 KiB itself is read", async () => {
    const json = JSON.stringify(bookInput({ title: `Sixty-four ${crypto.randomUUID().slice(0, 6)}` }));
    const books = writes()[0] as Write;
    const over = await send(books, json.padEnd(MAX_BODY_BYTES + 1, " "));
    expect((await expectSafeError(over, 413, "64 KiB + 1")).code).toBe("PAYLOAD_TOO_LARGE");
    const exact = await send(books, json.padEnd(MAX_BODY_BYTES, " "));
    expect(exact.status).toBe(201);
    expect(await countBooks("title = ?", JSON.parse(json).title)).toBe(1);
  });
});

describe("writes that are not JSON", () => {
  it("text/plain, form, multipart, JSON look-alikes and no type at all are 415 on every write, and nothing changes", async () => {
    const before = await storedState();
    const json = JSON.stringify({ ...bookInput(), ...userInput(), email: uniqueEmail(), otp: "AAAAAA" });
    const form = new FormData();
    form.set("title", "Form");
    form.set("email", uniqueEmail());
    const bodies: Array<[string, () => BodyInit, Record<string, string>]> = [
      ["text/plain", () => json, { "content-type": "text/plain" }],
      ["form-urlencoded", () => new URLSearchParams({ title: "Form", email: uniqueEmail() }), {}],
      ["multipart/form-data", () => form, {}],
      ["application/json-patch+json", () => json, { "content-type": "application/json-patch+json" }],
      ["text/json", () => json, { "content-type": "text/json" }],
      ["no Content-Type", () => new TextEncoder().encode(json), {}],
    ];
    for (const write of writes()) {
      for (const [what, body, headers] of bodies) {
        const answer = await expectSafeError(await send(write, body(), headers), 415, label(write, what));
        expect(answer.code).toBe("UNSUPPORTED_MEDIA_TYPE");
      }
    }
    expect(await storedState()).toBe(before);
  });
});

describe("characters that disguise text", () => {
  // The app's rule (worker/books/books.schemas.ts, worker/auth/user-name.shared.ts): C0 and C1
  // control characters and bidirectional embeddings, overrides and isolates are refused
  // with a field error; right-to-left scripts themselves are welcome.
  const forbidden: Record<string, string> = {
    NUL: "\u0000",
    BEL: "\u0007",
    "ESC (terminal escapes)": "\u001b",
    "line feed (log forging)": "\n",
    DEL: "\u007f",
    "NEL (C1)": "\u0085",
    "CSI (C1)": "\u009b",
    "left-to-right embedding U+202A": "\u202a",
    "right-to-left override U+202E": "\u202e",
    "right-to-left isolate U+2067": "\u2067",
    "pop directional isolate U+2069": "\u2069",
  };

  /** Each text field people can write, how to write it, and what the refusal says. */
  const fields = (): Array<{ field: string; write(value: string): Promise<Response>; refusal: object }> => {
    const forbiddenCharacters = "This field contains characters that are not allowed";
    const issue = (path: string, message: string) => ({
      code: "VALIDATION_ERROR",
      issues: [{ path, message }],
    });
    return [
      {
        field: "book title",
        write: (title) => postBookBody(admin, bookInput({ title })),
        refusal: issue("title", forbiddenCharacters),
      },
      {
        field: "book author",
        write: (author) => postBookBody(admin, bookInput({ author })),
        refusal: issue("author", forbiddenCharacters),
      },
      {
        field: "book publisher",
        write: (publisher) => postBookBody(admin, bookInput({ publisher })),
        refusal: issue("publisher", forbiddenCharacters),
      },
      {
        field: "a new person's name",
        write: (name) => call("/api/users", { cookie: admin, json: userInput({ name }) }),
        refusal: issue("name", "Name is invalid"),
      },
      {
        field: "a person's name, replaced",
        write: (name) => call(`/api/users/${personId}`, { method: "PUT", cookie: admin, json: userInput({ name }) }),
        refusal: issue("name", "Name is invalid"),
      },
      {
        field: "a ban reason",
        write: (reason) => call(`/api/users/${personId}/ban`, { cookie: admin, json: { reason } }),
        refusal: issue("reason", forbiddenCharacters),
      },
      {
        field: "one's own name",
        write: (name) => call("/api/auth/update-user", { cookie: reader, json: { name } }),
        refusal: { code: "INVALID_NAME" },
      },
      {
        field: "the name given at first sign-in",
        write: (name) => call("/api/auth/sign-in/email-otp", { json: { email: uniqueEmail(), otp: "AAAAAA", name } }),
        refusal: { code: "INVALID_NAME" },
      },
    ];
  };

  it("control characters, NUL and direction overrides are refused in every text field, on that field, and nothing is stored", async () => {
    const before = await storedState();
    for (const { field, write, refusal } of fields()) {
      for (const [name, character] of Object.entries(forbidden)) {
        const what = `${name} in ${field}`;
        const answer = await expectSafeError(await write(`Eve${character}lyn Hall`), 400, what);
        expect(answer, what).toMatchObject(refusal);
      }
    }
    expect(await storedState()).toBe(before);
  });

  it("Arabic text, with its own marks and an emoji sequence, is stored exactly as typed", async () => {
    const title = `الأيام ${crypto.randomUUID().slice(0, 4)}`;
    const author = "طه حسين\u200f";
    const name = "نجيب محفوظ 👩🏽‍💻";
    const book = await createBook(admin, bookInput({ title, author, publisher: "دار المعارف" }));
    expect(await bodyOf(book, 201)).toMatchObject({ title, author, publisher: "دار المعارف" });
    expect(await createUser(admin, userInput({ name }))).toMatchObject({ name });
    const person = api({ cookie: admin }).users[":id"];
    const ban = await person.ban.$post({ param: { id: personId }, json: { reason: "سبب الحظر" } });
    expect(await bodyOf(ban, 200)).toMatchObject({ banned: true, banReason: "سبب الحظر" });
    await person.unban.$post({ param: { id: personId } });
    expect((await call("/api/auth/update-user", { cookie: reader, json: { name } })).status).toBe(200);
    expect(await sessionUser(reader)).toMatchObject({ name });
    await call("/api/auth/update-user", { cookie: reader, json: { name: "Reader" } });
  });
});

describe("SQL metacharacters", () => {
  const payloads = [
    "'; DROP TABLE book; --",
    '" OR 1=1 --',
    "Robert'); DELETE FROM user WHERE ('1'='1",
    "100% \\ _under_ [x] ^y",
  ];

  it("are stored as typed in titles and names, found by searching for them exactly, and every table stays", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    for (const payload of payloads) {
      const title = `${payload} ${tag}`;
      const book = await bodyOf(await createBook(admin, bookInput({ title, author: payload })), 201);
      expect(book, payload).toMatchObject({ title, author: payload });
      const person = await createUser(admin, userInput({ name: title }));
      expect(person.name, payload).toBe(title);

      const books = await call(`/api/books?searchTerm=${encodeURIComponent(title)}`, { cookie: admin });
      expect(await expectSafeAnswer(books, payload)).toMatchObject({ total: 1, items: [{ id: book.id }] });
      const people = await call(`/api/users?searchTerm=${encodeURIComponent(title)}`, { cookie: admin });
      expect(await expectSafeAnswer(people, payload)).toMatchObject({ total: 1, items: [{ id: person.id }] });
    }
    const tables = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('book', 'user')",
    ).all<{ name: string }>();
    expect(tables.results.map((table) => table.name).sort()).toEqual(["book", "user"]);
    expect(await countBooks()).toBeGreaterThanOrEqual(payloads.length);
  });

  it("searching for %, _ or \\ finds only text that holds that character, never everything", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    for (const text of ["A 100% sure thing", "snake_case for all", "C:\\books\\new", "Plain words"]) {
      await createBook(admin, bookInput({ title: `${text} ${tag}` }));
      await createUser(admin, userInput({ name: `${text} ${tag}` }));
    }
    const everything = {
      books: await countBooks(),
      users: (await env.DB.prepare("SELECT count(*) AS n FROM user").first<{ n: number }>())?.n ?? 0,
    };
    for (const character of ["%", "_", "\\", "%%", "_%"]) {
      const books = (await expectSafeAnswer(
        await call(`/api/books?searchTerm=${encodeURIComponent(character)}&limit=100`, { cookie: admin }),
        `books ${character}`,
      )) as { total: number; items: Array<{ title: string; author: string }> };
      const holding = await countBooks("instr(title_key, ?1) > 0 OR instr(author_key, ?1) > 0", character);
      expect({ character, total: books.total }).toEqual({ character, total: holding });
      expect(books.total).toBeLessThan(everything.books);
      for (const item of books.items) expect(`${item.title} ${item.author}`.toLowerCase()).toContain(character);

      const users = (await expectSafeAnswer(
        await call(`/api/users?searchTerm=${encodeURIComponent(character)}&limit=100`, { cookie: admin }),
        `users ${character}`,
      )) as { total: number };
      const holders = await env.DB.prepare(
        "SELECT count(*) AS n FROM user WHERE instr(lower(name), ?1) > 0 OR instr(email, ?1) > 0",
      )
        .bind(character)
        .first<{ n: number }>();
      expect({ character, total: users.total }).toEqual({ character, total: holders?.n });
      expect(users.total).toBeLessThan(everything.users);
    }
  });
});

describe("paging and search parameters", () => {
  const lists = ["/api/books", "/api/users"];

  it("negative, huge, fractional, non-numeric, empty or repeated limits are 400 on limit, never 500", async () => {
    const limits = [
      "limit=-1",
      "limit=-0",
      "limit=1e9",
      "limit=99999999999999999999999",
      "limit=Infinity",
      "limit=NaN",
      "limit=1.5",
      "limit=10abc",
      "limit=",
      "limit=%20",
      "limit=%00",
      "limit=1&limit=2",
    ];
    for (const list of lists) {
      for (const query of limits) {
        const answer = await expectSafeError(
          await call(`${list}?${query}`, { cookie: admin }),
          400,
          `${list}?${query}`,
        );
        expect(answer.code).toBe("VALIDATION_ERROR");
        expect(new Set(answer.issues?.map((issue) => issue.path))).toEqual(new Set(["limit"]));
      }
    }
  });

  it("garbage, forged or oversized cursors are 400 on cursor, never 500", async () => {
    const base64 = (text: string) => encodeURIComponent(btoa(text));
    const cursors = [
      "!!!not-base64!!!",
      "%00",
      base64("not json"),
      base64("{}"),
      base64('{"__proto__":{"admin":true}}'),
      base64("[1,2]"),
      base64("[null,null]"),
      base64('["only one"]'),
      base64('["a","b","c"]'),
      base64("\xff\xfe\xfd"),
      base64(`["${"x".repeat(400)}","y"]`),
      "A".repeat(513),
    ];
    for (const list of lists) {
      for (const cursor of cursors) {
        const what = `${list}?cursor=${cursor.slice(0, 40)}`;
        const answer = await expectSafeError(await call(`${list}?cursor=${cursor}`, { cookie: admin }), 400, what);
        expect(answer.code).toBe("VALIDATION_ERROR");
        expect(new Set(answer.issues?.map((issue) => issue.path))).toEqual(new Set(["cursor"]));
      }
    }
    // A people cursor holds a creation time: any other text in its place is forged.
    for (const forged of ['["yesterday","x"]', '["1e3","x"]', '["-1","x"]', '["","x"]']) {
      const answer = await expectSafeError(
        await call(`/api/users?cursor=${base64(forged)}`, { cookie: admin }),
        400,
        `users cursor ${forged}`,
      );
      expect(answer).toMatchObject({ issues: [{ path: "cursor" }] });
    }
  });

  it("a repeated or over-long search term, or one with NUL or control characters, is 400 on searchTerm, not a match-all", async () => {
    const terms = [
      "searchTerm=a&searchTerm=b",
      `searchTerm=${"a".repeat(10_000)}`,
      "searchTerm=%00",
      "searchTerm=a%00",
      "searchTerm=%25%00",
      "searchTerm=%07",
      "searchTerm=%E2%80%AE",
    ];
    for (const list of lists) {
      for (const query of terms) {
        const what = `${list}?${query.slice(0, 40)}`;
        const answer = await expectSafeError(await call(`${list}?${query}`, { cookie: admin }), 400, what);
        expect(new Set(answer.issues?.map((issue) => issue.path)), what).toEqual(new Set(["searchTerm"]));
      }
    }
  });
});
