import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { latestCode, requestCode, verifyCode } from "../support/auth";
import { captureConsole } from "../support/console";
import { call, uniqueEmail } from "../support/worker";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("one request id, end to end", () => {
  it("every answer says its request's id, a new one each time: the API, better-auth, a page, a file, a 404", async () => {
    const ids: string[] = [];
    for (const path of [
      "/api/health",
      "/api/auth/get-session",
      "/login",
      `/files/covers/${"a".repeat(64)}`,
      "/api/nowhere",
    ]) {
      const id = (await call(path)).headers.get("x-request-id") ?? "";
      expect(id, path).toMatch(UUID);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is Cloudflare's ray id where the request has one, and never a header that is no ray id", async () => {
    const ray = "8f1c2b3a4d5e6f70-CDG";
    expect((await call("/api/health", { headers: { "cf-ray": ray } })).headers.get("x-request-id")).toBe(ray);
    for (const forged of ['"><script>', "x".repeat(300), "8f1c2b3a4d5e6f70-CDG, level=error"]) {
      expect((await call("/api/health", { headers: { "cf-ray": forged } })).headers.get("x-request-id")).toMatch(UUID);
    }
  });

  it("the log lines and the audit events a request writes carry its id", async () => {
    const email = uniqueEmail("traced");
    const logs = captureConsole();
    const asked = await requestCode(email);
    const askedId = asked.headers.get("x-request-id") ?? "";
    expect(logs.filter((line) => line.includes('"event":"auth.code_queued"'))).toEqual([
      expect.stringContaining(`"requestId":"${askedId}"`),
    ]);
    vi.restoreAllMocks();

    const signedIn = await verifyCode(email, await latestCode(email));
    const id = signedIn.headers.get("x-request-id");
    const event = await env.DB.prepare(
      "SELECT request_id FROM audit_event WHERE action = 'sign_in' AND target_id = (SELECT id FROM user WHERE email = ?1)",
    )
      .bind(email)
      .first<{ request_id: string }>();
    expect(event?.request_id).toBe(id);
  });

  it("is in both API documents, on every answer", async () => {
    for (const path of ["/api/openapi.json", "/api/auth/open-api/generate-schema"]) {
      const document = (await (await call(path)).json()) as {
        paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
      };
      const missing = Object.entries(document.paths).flatMap(([route, operations]) =>
        Object.entries(operations).flatMap(([method, { responses }]) =>
          Object.entries(responses)
            .filter(([, response]) => !response.headers?.["X-Request-Id"])
            .map(([status]) => `${method} ${route} ${status}`),
        ),
      );
      expect(missing, path).toEqual([]);
    }
  });
});
