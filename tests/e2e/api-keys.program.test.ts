import createClient, { type Middleware } from "openapi-fetch";
import { describe, expect, inject, it } from "vitest";
import { signInByApi } from "../../scripts/app-server";
import { ApiContract, type OpenApiDocument } from "../support/contract";

/**
 * A program of someone else's, written from /api/openapi.json alone: it calls the served app
 * from Node with openapi-fetch (a generic OpenAPI client, not this repository's typed one) and
 * an API key, and every answer it gets, refusals included, must be one the document describes.
 */
const baseUrl = inject("baseURL");
const documentOf = async () => (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as OpenApiDocument;

/** Holds each exchange to the document as it comes back, and keeps the operations the key reached. */
function contractChecker(contract: ApiContract) {
  const problems: string[] = [];
  const reached = new Set<string>();
  const bodies = new WeakMap<Request, unknown>();
  const middleware: Middleware = {
    async onRequest({ request }) {
      bodies.set(request, request.body ? await request.clone().json() : undefined);
    },
    async onResponse({ request, response }) {
      const path = new URL(request.url).pathname;
      const exchange = { method: request.method, path, requestJson: bodies.get(request), response: response.clone() };
      problems.push(...(await contract.problems(exchange)));
      if (response.ok) reached.add(`${request.method} ${contract.templateOf(path)}`);
    },
  };
  return { middleware, problems, reached };
}

/** What openapi-fetch hands back, as a program that has no generated types reads it. */
interface Answer {
  data?: { id?: string; items?: unknown[] } & Array<{ id: string }>;
  error?: { code?: string };
  response: Response;
}

describe("a program calls the API with a key, knowing only the document", () => {
  it("reads and writes books, looks up, bans and deletes people as the key allows, and every answer validates", async () => {
    const document = await documentOf();
    const contract = new ApiContract(document, { checkRequests: true });
    const session = await signInByApi(baseUrl, "admin@example.com");
    const headers = { origin: baseUrl, "content-type": "application/json", cookie: `${session.name}=${session.value}` };
    // Someone for the program to look up, ban and delete (a key never makes an account).
    const someone = (await (
      await fetch(`${baseUrl}/api/users`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email: `scripted-${Date.now()}@example.com`, name: "Scripted Person", role: "user" }),
      })
    ).json()) as { id: string };
    const made = await fetch(`${baseUrl}/api/account/api-keys`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        name: "A program",
        expiresInDays: 30,
        permissions: {
          book: ["read", "create", "update", "delete"],
          user: ["list", "get", "ban", "delete"],
          audit: ["read"],
        },
      }),
    });
    expect(made.status).toBe(201);
    const { key } = (await made.json()) as { key: string };

    const checker = contractChecker(contract);
    const client = createClient<Record<string, never>>({ baseUrl, headers: { authorization: `Bearer ${key}` } });
    client.use(checker.middleware);
    // Untyped on purpose: a program that has only the document names paths as strings.
    const call = client as unknown as Record<
      "GET" | "POST" | "PUT" | "DELETE",
      (path: string, init?: object) => Promise<Answer>
    >;

    const genres = await call.GET("/api/genres");
    const genreId = genres.data?.[0]?.id ?? "";
    const created = await call.POST("/api/books", {
      body: { title: `Scripted ${Date.now()}`, author: "A. Program", genreId },
    });
    expect(created.response.status).toBe(201);
    const bookId = created.data?.id ?? "";
    expect((await call.GET("/api/books/{id}", { params: { path: { id: bookId } } })).response.status).toBe(200);
    expect(
      (await call.GET("/api/books", { params: { query: { searchTerm: "Scripted", limit: 5 } } })).data.items.length,
    ).toBeGreaterThan(0);
    const renamed = await call.PUT("/api/books/{id}", {
      params: { path: { id: bookId } },
      body: { title: `Rescripted ${Date.now()}`, author: "A. Program", genreId },
    });
    expect(renamed.response.status).toBe(200);
    expect((await call.DELETE("/api/books/{id}", { params: { path: { id: bookId } } })).response.status).toBe(204);

    const person = { params: { path: { id: someone.id } } };
    expect((await call.GET("/api/users", { params: { query: { searchTerm: "Scripted" } } })).response.status).toBe(200);
    expect((await call.GET("/api/users/{id}", person)).response.status).toBe(200);
    expect((await call.POST("/api/users/{id}/ban", { ...person, body: { reason: "Spam" } })).response.status).toBe(200);
    expect((await call.POST("/api/users/{id}/unban", person)).response.status).toBe(200);
    expect((await call.GET("/api/audit", { params: { query: { action: "user.ban" } } })).response.status).toBe(200);
    expect((await call.DELETE("/api/users/{id}", person)).response.status).toBe(204);
    // Refusals are documented answers too: a bad body, a record that is not there, a rule of
    // the route's (nobody bans themselves), and routes no key reaches: making an account, one's
    // own sessions.
    expect((await call.POST("/api/books", { body: { title: "" } })).response.status).toBe(400);
    expect((await call.GET("/api/books/{id}", { params: { path: { id: "nothing-here" } } })).response.status).toBe(404);
    const me = (await (await fetch(`${baseUrl}/api/auth/get-session`, { headers })).json()) as { user: { id: string } };
    const banningMe = await call.POST("/api/users/{id}/ban", { params: { path: { id: me.user.id } }, body: {} });
    expect(banningMe.error?.code).toBe("YOU_CANNOT_BAN_YOURSELF");
    const making = await call.POST("/api/users", {
      body: { email: `by-a-key-${Date.now()}@example.com`, name: "By a key", role: "admin" },
    });
    expect(making.response.status).toBe(401);
    const own = await call.GET("/api/account/sessions");
    expect(own.response.status).toBe(401);
    expect(own.error?.code).toBe("UNAUTHORIZED");

    expect(checker.problems).toEqual([]);
    // Whatever the key did, the document said a key may do it.
    for (const operation of checker.reached) {
      const [method = "", template = ""] = operation.split(" ");
      const security = (document.paths[template]?.[method.toLowerCase()] as { security?: object[] } | undefined)
        ?.security;
      expect(security, operation).toContainEqual({ bearerAuth: [] });
    }
  });

  it("is refused with a wrong checksum, and the refusal validates", async () => {
    const contract = new ApiContract(await documentOf(), { checkRequests: true });
    const checker = contractChecker(contract);
    const client = createClient({
      baseUrl,
      headers: { authorization: "Bearer edgestart_000000000000000000000000000000000000" },
    });
    client.use(checker.middleware);
    const { response } = await (client as unknown as { GET(path: string): Promise<{ response: Response }> }).GET(
      "/api/books",
    );
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toContain('error="invalid_token"');
    expect(checker.problems).toEqual([]);
  });
});
