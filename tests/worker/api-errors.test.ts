import { describe, expect, it } from "vitest";
import { call } from "../support/worker";

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

  it("a malformed JSON body gets a JSON 400, not a stack trace", async () => {
    const response = await call("/api/auth/email-otp/send-verification-otp", {
      method: "POST",
      body: '{"email": ',
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBeTruthy();
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("the dev outbox does not exist in production", async () => {
    const response = await call("/api/dev/emails?to=a@example.com", {
      env: { APP_ENV: "production", EMAIL_TRANSPORT: "cloudflare" },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("health", () => {
  it("answers ok with the version", async () => {
    const response = await call("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});
