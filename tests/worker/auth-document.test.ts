import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CLOSED_PATHS } from "../../worker/auth/options";
import { call } from "../support/worker";

/**
 * better-auth's document as /api/auth/open-api/generate-schema serves it must describe this
 * server (worker/openapi/auth-document.ts); every answer of the Worker tests is also held
 * against it (tests/support/api-contracts.ts).
 */
interface Operation {
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, { schema: { additionalProperties?: unknown; type?: unknown } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  tags: Array<{ name: string; description?: string }>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }>; securitySchemes: object };
  security?: unknown;
}

const document = (await (await call("/api/auth/open-api/generate-schema")).json()) as Document;
const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
);

/** The request that reaches an operation with nothing but what its path needs. */
const bare = (path: string, method: string) => ({
  path: `/api/auth${path.replace(/\{[^}]+\}/g, "github")}`,
  method: method.toUpperCase(),
  ...(method === "get" ? {} : { json: {} }),
});

describe("the auth document", () => {
  it("names as its server the origin it was asked at, as the app's document does", async () => {
    for (const origin of ["http://localhost:8787", "http://127.0.0.1:8799"]) {
      const served = await SELF.fetch(`${origin}/api/auth/open-api/generate-schema`);
      expect(((await served.json()) as { servers: unknown }).servers).toEqual([{ url: `${origin}/api/auth` }]);
    }
  });

  it("describes only the routes the server serves: no closed ones, no password or link flows", async () => {
    const described = Object.keys(document.paths);
    const closed = [...CLOSED_PATHS, "/sign-in/email", "/sign-up/email", "/change-password", "/reset-password"];
    expect(described.filter((path) => closed.includes(path))).toEqual([]);
    expect(described).toEqual(expect.arrayContaining(["/sign-in/email-otp", "/get-session", "/sign-out"]));
    expect(document.paths["/get-session"]?.post).toBeUndefined();
    for (const { path, method } of operations) {
      const { path: url, ...request } = bare(path, method);
      const response = await call(url, request);
      expect([404, 405]).not.toContain(response.status);
    }
  });

  it("says no session token anywhere in an answer, and null the 3.1 way", () => {
    const answers = JSON.stringify({
      answers: operations.map(({ operation }) => operation.responses),
      models: document.components.schemas,
    });
    expect(answers).not.toContain('"token"');
    expect(JSON.stringify(document)).not.toContain('"nullable"');
    expect(document.components.schemas.User?.properties?.image).toEqual({ type: ["string", "null"] });
  });

  it("refuses unknown fields in bodies, answers errors in the app's shape, and knows only the cookie", () => {
    for (const { path, operation } of operations) {
      const body = operation.requestBody?.content["application/json"]?.schema;
      if (body?.type === "object") expect({ path, extra: body.additionalProperties }).toEqual({ path, extra: false });
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) >= 400) {
          expect(response.content?.["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/Error" });
        }
      }
      for (const requirement of operation.security ?? []) expect(Object.keys(requirement)).not.toContain("bearerAuth");
    }
    expect(Object.keys(document.components.securitySchemes)).toEqual(["cookieAuth"]);
    expect(document.security).toBeUndefined();
    expect(document.tags.filter((tag) => !tag.description)).toEqual([]);
  });

  it("marks public the routes that answer without a session, and the others take the cookie", async () => {
    for (const { path, method, operation } of operations) {
      const { path: url, ...request } = bare(path, method);
      const anonymous = await call(url, request);
      const needsCookie = JSON.stringify(operation.security) === JSON.stringify([{ cookieAuth: [] }]);
      if (!needsCookie) expect({ path, status: anonymous.status }).not.toEqual({ path, status: 401 });
      // Without a session, a route that needs one never succeeds (a bare request may be refused as invalid first).
      if (needsCookie) expect({ path, refused: anonymous.status >= 400 }).toEqual({ path, refused: true });
    }
  });
});
