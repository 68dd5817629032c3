import { describe, expect, it } from "vitest";
import { call } from "../support/worker";

describe("the API reference", () => {
  it("/api/openapi.json describes the app API (3.1) with the cookie and API-key security schemes", async () => {
    const response = await call("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, { type: string; in: string }>; schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/books", "/api/books/{id}", "/api/genres", "/api/health", "/api/config"]),
    );
    expect(Object.keys(document.paths["/api/books/{id}"] ?? {}).sort()).toEqual(["delete", "get", "put"]);
    // A key may add books (worker/api-keys); no key reaches one's own sessions.
    expect(document.paths["/api/books"]?.post?.security).toEqual([{ cookieAuth: [] }, { bearerAuth: [] }]);
    expect(document.paths["/api/account/sessions"]?.get?.security).toEqual([{ cookieAuth: [] }]);
    expect(document.components.securitySchemes.cookieAuth).toMatchObject({ type: "apiKey", in: "cookie" });
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(["Book", "BookInput", "BookList", "Genre", "Error"]),
    );
  });

  it("better-auth's own document is served for the second source", async () => {
    const response = await call("/api/auth/open-api/generate-schema");
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\.1/);
    expect(Object.keys(document.paths)).toContain("/sign-in/email-otp");
  });

  it("/api/docs renders Scalar from our own origin, with a nonce instead of inline-script permission", async () => {
    const response = await call("/api/docs");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('src="/scalar/standalone.js"');
    expect(html).toContain("/api/openapi.json");
    expect(html).toContain("/api/auth/open-api/generate-schema");
    expect(html).not.toMatch(/https?:\/\/(?!localhost)[a-z0-9.-]+\.[a-z]{2,}\//i);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
