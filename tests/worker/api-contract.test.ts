import { beforeAll, describe, expect, it } from "vitest";
import { api, bodyOf } from "../support/api";
import { signIn } from "../support/auth";
import { bookInput, insertGenres, newBook, postBookBody } from "../support/books";
import { ApiContract, type OpenApiDocument } from "../support/contract";
import { call } from "../support/worker";

/**
 * Every answer `call()` gets is held against the document that describes it
 * (tests/support/api-contracts.ts); these prove that check can fail, and hold the rules the
 * documents themselves must keep.
 */
interface Operation {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: unknown;
  parameters?: unknown[];
  responses: Record<string, { description: string }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  tags?: Array<{ name: string; description?: string }>;
}

async function documentAt(path: string): Promise<Document> {
  return (await call(path)).json();
}

const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method,
      operation,
    })),
  );

/** Every `pattern` below a value, wherever it is. */
function patternsIn(value: unknown): string[] {
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "pattern" && typeof item === "string" ? [item] : patternsIn(item),
  );
}

let app: Document;
let auth: Document;
let admin = "";

beforeAll(async () => {
  await insertGenres();
  admin = await signIn("admin@example.com");
  app = await documentAt("/api/openapi.json");
  auth = await documentAt("/api/auth/open-api/generate-schema");
});

describe("the contract check", () => {
  const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers });

  it("passes a real answer and fails a body, a status, a code or a 405 the document does not allow", async () => {
    const contract = new ApiContract(app as unknown as OpenApiDocument);
    const book = await newBook(admin);
    const exchange = { method: "GET", path: "/api/books/b1" };
    expect(await contract.problems({ ...exchange, response: answer(book) })).toEqual([]);

    const { title: _, ...untitled } = book;
    expect(await contract.problems({ ...exchange, response: answer(untitled) })).toEqual([
      expect.stringMatching(/GET \/api\/books\/\{id\} → 200: the answer breaks the document .*"title"/),
    ]);
    expect(await contract.problems({ ...exchange, response: answer({ ...book, genre: { id: "g" } }) })).toEqual([
      expect.stringContaining("breaks the document"),
    ]);
    expect(await contract.problems({ ...exchange, response: answer({ code: "TEAPOT", message: "" }, 418) })).toEqual([
      "GET /api/books/{id} → 418: this status is not documented",
    ]);
    expect(
      await contract.problems({ ...exchange, response: answer({ code: "UNAUTHORIZED", message: "" }, 404) }),
    ).toEqual([
      expect.stringContaining("breaks the document"),
      "GET /api/books/{id} → 404: the code UNAUTHORIZED is not named in the document",
    ]);
    expect(await contract.problems({ method: "DELETE", path: "/api/books/b1", response: answer({ id: 1 }) })).toEqual([
      "DELETE /api/books/{id} → 200: this status is not documented",
    ]);
    expect(
      await contract.problems({
        method: "PATCH",
        path: "/api/books/b1",
        response: answer({ code: "X", message: "" }, 405),
      }),
    ).toEqual(["PATCH /api/books/b1 → 405: a 405 without Allow"]);
    expect(await contract.problems({ method: "GET", path: "/api/nowhere", response: answer({ ok: true }) })).toEqual([
      "GET /api/nowhere → 200: an undocumented path succeeded",
    ]);
  });

  it("fails a request body the server accepted but the document refuses", async () => {
    const contract = new ApiContract(app as unknown as OpenApiDocument, { checkRequests: true });
    const response = await postBookBody(admin, bookInput());
    const problems = await contract.problems({
      method: "POST",
      path: "/api/books",
      requestJson: { ...bookInput(), extra: true },
      response,
    });
    expect(problems).toEqual([expect.stringContaining("the accepted request breaks the document")]);
  });
});

describe("the app document", () => {
  it("names every operation (camelCase, once), tags it with a described tag, and states its security", () => {
    const described = new Map((app.tags ?? []).map((tag) => [tag.name, tag.description]));
    const ids = operations(app).map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z]+$/.test(id ?? ""))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { name, operation } of operations(app)) {
      expect(
        { name, tags: operation.tags?.filter((tag) => !described.get(tag)) },
        "a route's tag is an ApiTag its feature declares beside its routes and createApi() (worker/app.ts) lists",
      ).toEqual({ name, tags: [] });
      expect({ name, security: operation.security }).toEqual({ name, security: expect.any(Array) });
    }
    expect(app.paths["/api/health"]?.get?.security).toEqual([]);
    expect(app.paths["/api/config"]?.get?.security).toEqual([]);
  });

  it("documents the statuses the Worker sends before and around the routes", () => {
    for (const { name, method, operation } of operations(app)) {
      const statuses = Object.keys(operation.responses);
      const guarded = operation.security?.length !== 0;
      const write = method !== "get";
      const expected = [
        "500",
        ...(guarded ? ["401"] : []),
        ...(write ? ["403", "413", "415"] : []),
        ...(operation.requestBody || operation.parameters?.length ? ["400"] : []),
      ];
      expect({ name, missing: expected.filter((status) => !statuses.includes(status)) }).toEqual({ name, missing: [] });
    }
  });

  it("an over-long id is a 400 the document lists", async () => {
    const response = await api({ cookie: admin }).books[":id"].$get({ param: { id: "x".repeat(65) } });
    expect(response.status).toBe(400);
    expect(Object.keys(app.paths["/api/books/{id}"]?.get?.responses ?? {})).toContain("400");
  });

  it("every genre answer keeps its own schema (a colour pattern JSON Schema can read)", async () => {
    const genres = await bodyOf(await api({ cookie: admin }).genres.$get(), 200);
    expect(genres.length).toBeGreaterThan(0);
  });
});

describe("both documents", () => {
  it("hold only patterns a JSON Schema validator reads as written: no regex-literal flags", () => {
    const patterns = [...patternsIn(app), ...patternsIn(auth)];
    expect(patterns.length).toBeGreaterThan(0);
    // JSON Schema patterns are ECMA-262 with the `u` flag and no others; `/i` at the end is a leaked flag.
    expect(patterns.filter((pattern) => /\/[dgimsuvy]+$/.test(pattern))).toEqual([]);
    for (const pattern of patterns) expect(() => new RegExp(pattern, "u")).not.toThrow();
  });
});
