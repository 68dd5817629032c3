/**
 * Random input on every write (ASVS 5.0 V2.2, V16.5.3): each POST/PUT/PATCH/DELETE of the
 * app API (from /api/openapi.json) and of better-auth (from its own document, all served
 * under /api/auth), sent by a signed-in admin with random JSON bodies (any JSON value, and
 * objects with the route's own field names holding values of any type) and random path
 * ids. Every answer is below 500, and every refusal is JSON `{ code, message }` that shows
 * no stack, SQL or source path. Seeded, so a failure replays.
 *
 * tests/worker/books.validation.test.ts runs the same kind of property on the books
 * create and replace bodies alone.
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signIn } from "../support/auth";
import { insertGenres, newBook } from "../support/books";
import { expectSafeAnswer } from "../support/security-input";
import { createUser, userIdOf, userInput } from "../support/users";
import { call, uniqueEmail } from "../support/worker";

const SEED = 20_261_122;
const RUNS_PER_APP_ROUTE = 80;
const RUNS_PER_AUTH_ROUTE = 40;

interface JsonSchema {
  $ref?: string;
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
}

interface Operation {
  method: string;
  path: string;
  fields: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** The write operations a document lists, with the field names of their JSON body. */
async function writesOf(documentPath: string, prefix: string): Promise<Operation[]> {
  const document = (await (await call(documentPath)).json()) as OpenApiDocument;
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined =>
    schema?.$ref ? resolve(document.components?.schemas?.[schema.$ref.split("/").at(-1) ?? ""]) : schema;
  const fieldsOf = (schema: JsonSchema | undefined): string[] => {
    const resolved = resolve(schema);
    return [...Object.keys(resolved?.properties ?? {}), ...(resolved?.anyOf ?? []).flatMap(fieldsOf)];
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ["post", "put", "patch", "delete"].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path: `${prefix}${path}`,
        fields: [...new Set(fieldsOf(operation.requestBody?.content?.["application/json"]?.schema))],
      })),
  );
}

const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(""),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.constantFrom("'; DROP TABLE book; --", "%", "\u0000", "\u202e", "x".repeat(300), "__proto__"),
);

/** Any JSON value, or an object with the route's fields, plus `__proto__` and `role`, holding any type. */
function bodies(fields: string[]) {
  const shaped = fc.record(Object.fromEntries([...fields, "__proto__", "role"].map((field) => [field, anyValue])), {
    requiredKeys: [],
  });
  return fc.oneof({ arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 1 }, { arbitrary: shaped, weight: 3 });
}

/** A value for each `{param}` of a path: real ids (so deeper code runs), and anything else. */
function pathIds(path: string) {
  const params = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
  const id = fc.oneof(
    fc.constantFrom(...known),
    fc.uuid(),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 80 }),
    fc.constantFrom("0", "-1", "null", "..", "%2e%2e", "a/b", "'; DROP TABLE user; --", "x".repeat(65)),
  );
  return fc
    .tuple(...params.map(() => id))
    .map((values) =>
      values.reduce<string>((concrete, value) => concrete.replace(/\{\w+\}/, encodeURIComponent(value)), path),
    );
}

const tally = { cases: 0, routes: 0, maxStatus: 0, statuses: new Map<number, number>() };

/** Runs the property on one route: never a 5xx; a refusal is JSON with a code and shows nothing inside. */
async function fuzz(operation: Operation, cookie: string, numRuns: number) {
  tally.routes += 1;
  await fc.assert(
    fc.asyncProperty(pathIds(operation.path), bodies(operation.fields), async (path, body) => {
      const response = await call(path, { method: operation.method, cookie, json: body });
      tally.cases += 1;
      tally.maxStatus = Math.max(tally.maxStatus, response.status);
      tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
      const what = `${operation.method} ${path} ${JSON.stringify(body)?.slice(0, 200)}`;
      const answer = await expectSafeAnswer(response, what);
      if (response.status >= 400) {
        expect(answer, what).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }
    }),
    { seed: SEED, numRuns },
  );
}

let root: string;
let known: string[];

/** A fresh admin for each route: one route's runs may sign out, ban or delete whoever they act as. */
async function freshAdmin(): Promise<string> {
  const email = uniqueEmail("fuzz-admin");
  await createUser(root, userInput({ email, role: "admin" }));
  return signIn(email);
}

beforeAll(async () => {
  // Thousands of requests: the mails they send and better-auth's warnings would bury the report.
  for (const method of ["log", "info", "warn", "error"] as const)
    vi.spyOn(console, method).mockImplementation(() => {});
  await insertGenres();
  root = await signIn("admin@example.com");
  const victimEmail = uniqueEmail("victim");
  await signIn(victimEmail);
  const victimId = await userIdOf(victimEmail);
  const { id: bookId } = await newBook(root);
  const session = await env.DB.prepare("SELECT id FROM session WHERE user_id = ?")
    .bind(victimId)
    .first<{ id: string }>();
  known = [bookId, victimId, session?.id ?? "", "genre-classics"];
});

afterAll(() => {
  vi.restoreAllMocks();
  const statuses = [...tally.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
  console.info(
    `fuzz: ${tally.cases} cases over ${tally.routes} routes; highest status ${tally.maxStatus} (${statuses.join(", ")})`,
  );
});

describe("random input on every write", () => {
  it("the app API's writes, from its OpenAPI document: never a 5xx, every refusal JSON with a code", async () => {
    const operations = await writesOf("/api/openapi.json", "");
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining(["POST /api/books", "PUT /api/users/{id}", "POST /api/users/{id}/ban"]),
    );
    const before = tally.cases;
    for (const operation of operations) await fuzz(operation, await freshAdmin(), RUNS_PER_APP_ROUTE);
    expect(tally.cases - before).toBe(operations.length * RUNS_PER_APP_ROUTE);
    expect(tally.maxStatus).toBeLessThan(500);
  }, 30_000);

  it("better-auth's writes, from its document: never a 5xx, every refusal JSON with a code", async () => {
    const operations = await writesOf("/api/auth/open-api/generate-schema", "/api/auth");
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining([
        "POST /api/auth/email-otp/send-verification-otp",
        "POST /api/auth/sign-in/email-otp",
        "POST /api/auth/update-user",
      ]),
    );
    const before = tally.cases;
    for (const operation of operations) await fuzz(operation, await freshAdmin(), RUNS_PER_AUTH_ROUTE);
    expect(tally.cases - before).toBe(operations.length * RUNS_PER_AUTH_ROUTE);
    expect(tally.maxStatus).toBeLessThan(500);
  }, 45_000);
});
