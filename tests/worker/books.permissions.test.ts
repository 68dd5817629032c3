import { beforeAll, describe, expect, it } from "vitest";
import type { Book } from "../../worker/books/books.schemas";
import { type Answer, type ApiClient, api, bodyOf } from "../support/api";
import { signIn } from "../support/auth";
import { bookInput, countBooks, createBook, insertGenres, newBook } from "../support/books";
import { uniqueEmail } from "../support/worker";

type Role = "anonymous" | "user" | "admin";
const cookies: Record<Role, string> = { anonymous: "", user: "", admin: "" };
let existing: Book;

beforeAll(async () => {
  await insertGenres();
  cookies.user = await signIn(uniqueEmail("reader"));
  cookies.admin = await signIn("admin@example.com");
  existing = await newBook(cookies.admin);
});

interface RouteCase {
  name: string;
  send: (client: ApiClient) => Promise<Answer>;
  expected: Record<Role, number>;
  /** True when the route writes: a refusal must leave the table as it was. */
  writes?: boolean;
}

const routes: RouteCase[] = [
  {
    name: "GET /api/books",
    send: (client) => client.books.$get({ query: {} }),
    expected: { anonymous: 401, user: 200, admin: 200 },
  },
  {
    name: "GET /api/books/{id}",
    send: (client) => client.books[":id"].$get({ param: { id: existing.id } }),
    expected: { anonymous: 401, user: 200, admin: 200 },
  },
  {
    name: "GET /api/genres",
    send: (client) => client.genres.$get(),
    expected: { anonymous: 401, user: 200, admin: 200 },
  },
  {
    name: "POST /api/books",
    send: (client) => client.books.$post({ json: bookInput() }),
    expected: { anonymous: 401, user: 403, admin: 201 },
    writes: true,
  },
  {
    name: "PUT /api/books/{id}",
    send: (client) =>
      client.books[":id"].$put({ param: { id: existing.id }, json: bookInput({ title: existing.title }) }),
    expected: { anonymous: 401, user: 403, admin: 200 },
    writes: true,
  },
  {
    name: "DELETE /api/books/{id}",
    send: (client) => client.books[":id"].$delete({ param: { id: existing.id } }),
    expected: { anonymous: 401, user: 403, admin: 204 },
    writes: true,
  },
];

describe("books: who may do what", () => {
  for (const route of routes) {
    for (const role of ["anonymous", "user", "admin"] as const) {
      const status = route.expected[role];
      it(`${route.name} as ${role} → ${status}`, async () => {
        const before = await countBooks();
        const read = () => api({ cookie: cookies.admin }).books[":id"].$get({ param: { id: existing.id } });
        const snapshot = await read();
        const response = await route.send(api({ cookie: cookies[role] }));

        expect(response.status).toBe(status);
        if (status >= 400) {
          expect(await response.json()).toMatchObject({ code: status === 401 ? "UNAUTHORIZED" : "FORBIDDEN" });
        }
        if (route.writes && status >= 400) {
          expect(await countBooks()).toBe(before);
          expect(await bodyOf(await read(), 200)).toEqual(await bodyOf(snapshot, 200));
        }
        if (route.name.startsWith("DELETE") && status === 204) {
          existing = await newBook(cookies.admin);
        }
      });
    }
  }

  it("a refusal names the resource in the message", async () => {
    const response = await createBook(cookies.user);
    expect(await bodyOf(response, 403)).toEqual({
      code: "FORBIDDEN",
      message: "You are not allowed to access resource: book",
    });
  });
});
