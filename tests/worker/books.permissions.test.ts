import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../support/auth";
import { type BookBody, bookInput, countBooks, createBook, insertGenres } from "../support/books";
import { call, uniqueEmail } from "../support/worker";

type Role = "anonymous" | "user" | "admin";
const cookies: Record<Role, string> = { anonymous: "", user: "", admin: "" };
let existing: BookBody;

beforeAll(async () => {
  await insertGenres();
  cookies.user = await signIn(uniqueEmail("reader"));
  cookies.admin = await signIn("admin@example.com");
  existing = (await (await createBook(cookies.admin)).json()) as BookBody;
});

interface RouteCase {
  name: string;
  request: () => { path: string; method: string; json?: unknown };
  expected: Record<Role, number>;
  /** True when the route writes: a refusal must leave the table as it was. */
  writes?: boolean;
}

const routes: RouteCase[] = [
  {
    name: "GET /api/books",
    request: () => ({ path: "/api/books", method: "GET" }),
    expected: { anonymous: 401, user: 200, admin: 200 },
  },
  {
    name: "GET /api/books/{id}",
    request: () => ({ path: `/api/books/${existing.id}`, method: "GET" }),
    expected: { anonymous: 401, user: 200, admin: 200 },
  },
  {
    name: "GET /api/genres",
    request: () => ({ path: "/api/genres", method: "GET" }),
    expected: { anonymous: 401, user: 200, admin: 200 },
  },
  {
    name: "POST /api/books",
    request: () => ({ path: "/api/books", method: "POST", json: bookInput() }),
    expected: { anonymous: 401, user: 403, admin: 201 },
    writes: true,
  },
  {
    name: "PUT /api/books/{id}",
    request: () => ({ path: `/api/books/${existing.id}`, method: "PUT", json: bookInput({ title: existing.title }) }),
    expected: { anonymous: 401, user: 403, admin: 200 },
    writes: true,
  },
  {
    name: "DELETE /api/books/{id}",
    request: () => ({ path: `/api/books/${existing.id}`, method: "DELETE" }),
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
        const snapshot = await call(`/api/books/${existing.id}`, { cookie: cookies.admin });
        const { path, method, json } = route.request();
        const response = await call(path, { method, json, cookie: cookies[role] });

        expect(response.status).toBe(status);
        if (status >= 400) {
          expect(await response.json()).toMatchObject({ code: status === 401 ? "UNAUTHORIZED" : "FORBIDDEN" });
        }
        if (route.writes && status >= 400) {
          expect(await countBooks()).toBe(before);
          const after = await call(`/api/books/${existing.id}`, { cookie: cookies.admin });
          expect(await after.json()).toEqual(await snapshot.json());
        }
        if (route.name.startsWith("DELETE") && status === 204) {
          existing = (await (await createBook(cookies.admin)).json()) as BookBody;
        }
      });
    }
  }

  it("a refusal names the resource in the message", async () => {
    const response = await createBook(cookies.user);
    expect(await response.json()).toEqual({
      code: "FORBIDDEN",
      message: "You are not allowed to access resource: book",
    });
  });
});
