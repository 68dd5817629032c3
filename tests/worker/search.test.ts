/**
 * Search on GET /api/books and GET /api/users: every term the schema accepts answers 200
 * with exactly the rows that hold it, in any script and at any length up to the schema's
 * maximum (200 characters for books, 254 for people). D1 refuses LIKE patterns over
 * 50 bytes, which 49 ASCII letters, 17 CJK characters or a few escaped wildcards reach
 * (docs/decisions/0014-search-without-like.md).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { api, bodyOf } from "../support/api";
import { latestCode, requestCode, signIn } from "../support/auth";
import { bookInput, createBook, insertGenres } from "../support/books";
import { createUser, userInput } from "../support/users";
import { call, cookiesFrom } from "../support/worker";

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** 200 characters, the longest title the schema accepts. */
const LONG_TITLE = "Chronicles of the Northern River and the Southern Sea, ".repeat(4).slice(0, 199).concat("!");
/** `length` bytes from inside the long title, neither starting nor ending with a space. */
const partOfLongTitle = (length: number) => LONG_TITLE.slice(11, 11 + length);

const BOOKS = {
  long: { title: LONG_TITLE, author: "Ann Long" },
  accented: { title: "Élégie pour Noël", author: "Renée Vivien" },
  cyrillic: { title: "Война и мир", author: "Лев Толстой" },
  greek: { title: "Η Οδύσσεια", author: "Όμηρος" },
  arabic: { title: "ألف ليلة وليلة", author: "مجهول" },
  cjk: { title: "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ", author: "夏目漱石" },
  emoji: { title: "Dragons 🐉 and families 👩‍👩‍👧", author: "Emoji Writer" },
  wildcards: { title: "Sale_2026: 10% 20% 30% 40% 50% off \\ on all_items", author: "Per Cent" },
  quotes: { title: `She said "hello" and 'bye'`, author: "Mary O'Brien" },
  plain: { title: "100 Pure Cotton Shirts", author: "Nobody" },
} as const;
type BookName = keyof typeof BOOKS;

let admin: string;

/** The search answers 200 with exactly `expected`: titles (books) or names (people), no other. */
async function expectFound(path: "/api/books" | "/api/users", term: string, expected: string[]) {
  const client = api({ cookie: admin });
  const query = { searchTerm: term, limit: 100 };
  const { items, total } =
    path === "/api/books"
      ? await bodyOf(await client.books.$get({ query }), 200)
      : await bodyOf(await client.users.$get({ query }), 200);
  expect({
    found: items.map((item) => ("title" in item ? item.title : item.name)).sort(),
    total,
  }).toEqual({ found: [...expected].sort(), total: expected.length });
}

beforeAll(async () => {
  await insertGenres();
  admin = await signIn("admin@example.com");
  for (const input of Object.values(BOOKS)) {
    expect((await createBook(admin, bookInput(input))).status).toBe(201);
  }
});

describe("GET /api/books?searchTerm=", () => {
  const cases: Array<[what: string, term: string, found: BookName[]]> = [
    ["48 ASCII bytes of a title", partOfLongTitle(48), ["long"]],
    ["49 ASCII bytes, in capitals", partOfLongTitle(49).toUpperCase(), ["long"]],
    ["50 ASCII bytes", partOfLongTitle(50), ["long"]],
    ["51 ASCII bytes", partOfLongTitle(51), ["long"]],
    ["a whole title of 200 characters", LONG_TITLE, ["long"]],
    ["accented Latin in capitals", "ÉLÉGIE POUR", ["accented"]],
    ["decomposed accents (NFD)", "Noe\u0308l", ["accented"]],
    ["an accented author", "renée", ["accented"]],
    ["Cyrillic in capitals", "ВОЙНА И МИР", ["cyrillic"]],
    ["a Cyrillic author", "толстой", ["cyrillic"]],
    ["Greek in capitals, ending on a sigma", "ΟΔΎΣ", ["greek"]],
    ["a Greek author in capitals", "ΌΜΗΡΟΣ", ["greek"]],
    ["Arabic", "ليلة وليلة", ["arabic"]],
    ["16 CJK characters (48 bytes)", BOOKS.cjk.title.slice(0, 16), ["cjk"]],
    ["17 CJK characters (51 bytes)", BOOKS.cjk.title.slice(0, 17), ["cjk"]],
    ["a whole CJK title", BOOKS.cjk.title, ["cjk"]],
    ["an emoji", "🐉", ["emoji"]],
    ["an emoji sequence joined by ZWJ", "👩‍👩‍👧", ["emoji"]],
    ["%", "%", ["wildcards"]],
    ["_", "_", ["wildcards"]],
    ["a backslash", "\\", ["wildcards"]],
    ["100%, which LIKE would read as 100 then anything", "10%", ["wildcards"]],
    ["a title whose wildcards, escaped, pass 50 bytes", BOOKS.wildcards.title, ["wildcards"]],
    ["double and single quotes", `"hello" and 'bye'`, ["quotes"]],
    ["an apostrophe in an author", "o'brien", ["quotes"]],
    ["200 CJK characters that match nothing", "無".repeat(200), []],
    ["200 ASCII letters that match nothing", "z".repeat(200), []],
  ];

  it.each(cases)("%s: 200 with exactly the books that hold it", async (_, term, found) => {
    await expectFound(
      "/api/books",
      term,
      found.map((name) => BOOKS[name].title),
    );
  });

  it("the terms above straddle D1's 50-byte LIKE limit", () => {
    expect([48, 49, 50, 51].map((length) => bytes(partOfLongTitle(length).trim()))).toEqual([48, 49, 50, 51]);
    expect(bytes(BOOKS.cjk.title.slice(0, 17))).toBe(51);
    expect(bytes(LONG_TITLE)).toBe(200);
  });
});

describe("GET /api/users?searchTerm=", () => {
  const LONG_EMAIL = `${"a".repeat(254 - "@example.com".length)}@example.com`;
  const PEOPLE = {
    cyrillic: { name: "Ада Лавлейс", email: "ada.l@example.com" },
    greek: { name: "Οδυσσέας Ελύτης", email: "elytis@example.com" },
    arabic: { name: "أحمد شوقي", email: "shawqi@example.com" },
    cjk: { name: "渡辺はるか渡辺はるか渡辺はるか渡辺はるか", email: "watanabe@example.com" },
    emoji: { name: "Zoë 🦊 O'Neil", email: "zoe@example.com" },
    wildcards: { name: "Fifty%_Off \\ Person", email: "fifty@example.com" },
    long: { name: "Bartholomew Alexander Fitzgerald-Montgomery of Westminster", email: LONG_EMAIL },
  } as const;
  type PersonName = keyof typeof PEOPLE;

  beforeAll(async () => {
    for (const person of Object.values(PEOPLE)) await createUser(admin, userInput(person));
  });

  const cases: Array<[what: string, term: string, found: PersonName[]]> = [
    ["a Cyrillic name in capitals", "АДА", ["cyrillic"]],
    ["a Cyrillic surname in lower case", "лавлейс", ["cyrillic"]],
    ["a Greek name in capitals, ending on a sigma", "ΟΔΥΣ", ["greek"]],
    ["Arabic", "شوقي", ["arabic"]],
    ["17 CJK characters (51 bytes)", PEOPLE.cjk.name.slice(0, 17), ["cjk"]],
    ["an emoji", "🦊", ["emoji"]],
    ["an accented name in capitals", "ZOË", ["emoji"]],
    ["%", "%", ["wildcards"]],
    ["_", "_", ["wildcards"]],
    ["a backslash", "\\", ["wildcards"]],
    ["49 ASCII bytes of a name", PEOPLE.long.name.slice(0, 49), ["long"]],
    ["50 ASCII bytes of a name", PEOPLE.long.name.slice(0, 50), ["long"]],
    ["an email in capitals", "ADA.L@EXAMPLE.COM", ["cyrillic"]],
    ["a whole email of 254 characters", LONG_EMAIL, ["long"]],
    ["254 characters that match nothing", "ж".repeat(254), []],
  ];

  it.each(cases)("%s: 200 with exactly the people who hold it", async (_, term, found) => {
    await expectFound(
      "/api/users",
      term,
      found.map((name) => PEOPLE[name].name),
    );
  });

  it("finds names written by better-auth: at sign-up, then after a change of name", async () => {
    const email = "socrates@example.com";
    await requestCode(email);
    const signedUp = await call("/api/auth/sign-in/email-otp", {
      json: { email, otp: await latestCode(email), name: "Σωκράτης Παπαδόπουλος" },
    });
    expect(signedUp.status).toBe(200);
    await expectFound("/api/users", "ΣΩΚΡΆΤΗΣ", ["Σωκράτης Παπαδόπουλος"]);

    const renamed = await call("/api/auth/update-user", {
      cookie: cookiesFrom(signedUp),
      json: { name: "Ирина Шейк" },
    });
    expect(renamed.status).toBe(200);
    await expectFound("/api/users", "ИРИНА", ["Ирина Шейк"]);
    await expectFound("/api/users", "σωκράτης", []);
  });

  it("finds a name changed through PUT /api/users/{id}", async () => {
    const person = await createUser(admin, userInput({ name: "Before Rename" }));
    const renamed = await api({ cookie: admin }).users[":id"].$put({
      param: { id: person.id },
      json: { email: person.email, name: "ЁЖИК В ТУМАНЕ", role: "user" },
    });
    expect(renamed.status).toBe(200);
    await expectFound("/api/users", "ёжик в тумане", ["ЁЖИК В ТУМАНЕ"]);
    await expectFound("/api/users", "before rename", []);
  });
});
