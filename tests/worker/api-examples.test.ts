import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../support/auth";
import { insertGenres } from "../support/books";
import { call } from "../support/worker";

type Schema = {
  $ref?: string;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  enum?: unknown[];
  properties?: Record<string, Schema>;
};
type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, { schema: Schema; example?: unknown }> };
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

let admin: string;
let document: Document;

beforeAll(async () => {
  await insertGenres();
  admin = await signIn("admin@example.com");
  document = (await (await call("/api/openapi.json")).json()) as Document;
});

const resolve = (schema: Schema): Schema =>
  schema.$ref ? (document.components.schemas[schema.$ref.split("/").pop() ?? ""] ?? {}) : schema;

/** What a field shows pre-filled in the reference: its own example, else a default or the first choice. */
const prefilled = (schema: Schema) => schema.example ?? schema.examples?.[0] ?? schema.default ?? schema.enum?.[0];

const idOf = async (query: string, value: string) =>
  (await env.DB.prepare(query).bind(value).first<{ id: string }>())?.id ?? "";

/**
 * The id "Try it" needs in a path (and the paths under it): the one a reader would type, of a
 * record that exists. A new resource whose routes take a body and an `{id}` adds itself here.
 */
const idFor: Record<string, () => Promise<string>> = {
  // The record the create example made: replaced by itself (another one with the example's
  // title and author, or address, would be a 409), banned.
  "/api/books/{id}": () => idOf("SELECT id FROM book WHERE title = ?1", "The Dispossessed"),
  "/api/users/{id}": () => idOf("SELECT id FROM user WHERE email = ?1", "ada@example.com"),
};

describe("the API reference's examples", () => {
  it("every request body is pre-filled, each field with a value of its own", () => {
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const media = operation.requestBody?.content["application/json"];
        if (!media) continue;
        const schema = resolve(media.schema);
        if (media.example === undefined && schema.example === undefined) missing.push(`${method} ${path}: the body`);
        for (const [name, field] of Object.entries(schema.properties ?? {}))
          if (prefilled(field) === undefined && !/^(cover|publisher|publishedOn|expiresAt)$/.test(name))
            missing.push(`${method} ${path}: ${name}`);
      }
    expect(missing, "give these an `example` in their zod schema's .meta()").toEqual([]);
  });

  it('"Try it" succeeds as pre-filled, on every operation that takes a JSON body (an upload\'s is a file to pick)', async () => {
    const withBody = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
      )
      .filter(({ operation }) => operation.requestBody?.content["application/json"])
      // Creating first: what the others change must exist.
      .sort((a, b) => Number(a.path.includes("{")) - Number(b.path.includes("{")));
    expect(withBody.length).toBeGreaterThanOrEqual(5);
    const answers: Record<string, number> = {};
    for (const { path, method, operation } of withBody) {
      const media = operation.requestBody?.content["application/json"];
      const example = media?.example ?? (media && resolve(media.schema).example);
      const ofResource = Object.entries(idFor).find(([prefix]) => path.startsWith(prefix))?.[1];
      const id = path.includes("{id}") ? await ofResource?.() : undefined;
      expect(path.includes("{id}") ? id : "none", `${path}: add its resource to idFor`).toBeTruthy();
      const response = await call(path.replace("{id}", id ?? ""), {
        cookie: admin,
        method: method.toUpperCase(),
        json: example,
      });
      answers[operation.operationId] = response.status;
    }
    for (const [operationId, status] of Object.entries(answers))
      expect({ operationId, status: Math.floor(status / 100) }).toEqual({ operationId, status: 2 });
  });
});
