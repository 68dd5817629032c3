import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { authError } from "../../worker/auth/auth-error";
import { api, bodyOf, errorOf } from "../support/api";
import { signIn } from "../support/auth";
import { bookInput } from "../support/books";
import { call, uniqueEmail, uniqueIp } from "../support/worker";

describe("API errors", () => {
  it("an unknown /api path is a JSON 404 with code and message", async () => {
    const response = await call("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Not Found" });
  });

  it("an unknown auth path is a JSON 404 too", async () => {
    const response = await call("/api/auth/does-not-exist");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("an auth path better-auth does not serve is refused before it runs: no rate-limit row", async () => {
    const ip = uniqueIp();
    const rows = () =>
      env.DB.prepare("SELECT count(*) AS n FROM rate_limit WHERE key LIKE ?").bind(`${ip}%`).first("n");
    for (const path of ["/api/auth/does-not-exist", "/api/auth/sign-in/email", "/api/auth/list-sessions"]) {
      const response = await call(path, { ip, method: "POST", json: {} });
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 404,
        body: { code: "NOT_FOUND", message: "Not Found" },
      });
    }
    expect(await rows()).toBe(0);
    // A route it serves counts, which is what the limit is for.
    await call("/api/auth/ok", { ip });
    expect(await rows()).toBe(1);
  });

  it("messages follow the request's language", async () => {
    const response = await call("/api/does-not-exist", { headers: { cookie: "lang=fr" } });
    expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Introuvable" });
  });

  it("a body over 64 KiB is refused with 413 before it is parsed", async () => {
    const response = await call("/api/auth/email-otp/send-verification-otp", {
      json: { email: "big@example.com", type: "sign-in", padding: "x".repeat(70 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("a malformed JSON body is 400 INVALID_JSON on both APIs, in the person's language, not a stack trace", async () => {
    const admin = await signIn("admin@example.com");
    for (const path of ["/api/auth/email-otp/send-verification-otp", "/api/auth/organization/create", "/api/books"]) {
      const response = await call(path, {
        method: "POST",
        cookie: admin,
        body: '{"email": ',
        headers: { "content-type": "application/json", "accept-language": "fr" },
      });
      expect(response.status, path).toBe(400);
      const body = await errorOf(response);
      expect(body, path).toMatchObject({ code: "INVALID_JSON" });
      expect(body.message, path).not.toBe("The request body is not valid JSON");
      expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
    }
  });

  it("the dev outbox does not exist in production", async () => {
    const response = await call("/api/dev/emails?to=a@example.com", {
      env: { APP_ENV: "production", EMAIL_TRANSPORT: "cloudflare" },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("the error table", () => {
  it("names the resource a 403 refuses", async () => {
    const reader = await signIn(uniqueEmail("reader"));
    const refused = await call("/api/books", { cookie: `${reader}; lang=en`, json: bookInput() });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: "FORBIDDEN",
      message: "You are not allowed to access resource: book",
    });
  });

  it("gives better-auth's hooks our status, code and English message, with any header", () => {
    const demo = authError("DEMO_MODE");
    expect({ status: demo.statusCode, body: demo.body }).toEqual({
      status: 403,
      body: { code: "DEMO_MODE", message: "This is a read-only demo, this action is disabled." },
    });
    const limited = authError("TOO_MANY_REQUESTS", { "Retry-After": "60" });
    expect({ status: limited.statusCode, headers: limited.headers }).toEqual({
      status: 429,
      headers: { "Retry-After": "60" },
    });
  });
});

describe("methods", () => {
  const cases: Array<[string, string, string]> = [
    ["PATCH", "/api/books", "GET, HEAD, POST"],
    ["POST", "/api/books/some-id", "DELETE, GET, HEAD, PUT"],
    ["DELETE", "/api/health", "GET, HEAD"],
    ["PUT", "/api/openapi.json", "GET, HEAD"],
    ["POST", "/api/auth/get-session", "GET, HEAD"],
    ["GET", "/api/auth/sign-out", "POST"],
    ["DELETE", "/api/auth/callback/github", "GET, HEAD, POST"],
  ];
  it.each(cases)("%s %s is a 405 whose Allow lists %s", async (method, path, allow) => {
    const response = await call(path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect(await response.json()).toEqual({ code: "METHOD_NOT_ALLOWED", message: "This method is not allowed here" });
  });

  it("HEAD answers wherever GET does, on the app API and on better-auth's, without a body", async () => {
    for (const path of ["/api/health", "/api/auth/get-session", "/api/auth/ok"]) {
      const response = await call(path, { method: "HEAD" });
      expect({ path, status: response.status, body: await response.text() }).toEqual({ path, status: 200, body: "" });
    }
  });
});

describe("health", () => {
  it("answers ok with the version", async () => {
    expect(await bodyOf(await api().health.$get(), 200)).toEqual({
      status: "ok",
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });
});
