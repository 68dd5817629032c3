import { describe, expect, it } from "vitest";
import { signIn } from "../support/auth";
import { call } from "../support/worker";

const responses = {
  "JSON (health)": () => call("/api/health"),
  "JSON error (unknown API path)": () => call("/api/nope"),
  "better-auth answer": () => call("/api/auth/get-session"),
  "HTML shell": () => call("/nowhere", { headers: { "sec-fetch-mode": "navigate" } }),
  "a signed-in area's page": async () =>
    call("/app/books", { cookie: await signIn("admin@example.com"), headers: { "sec-fetch-mode": "navigate" } }),
  "an area's redirect to sign in": () => call("/app/books", { headers: { "sec-fetch-mode": "navigate" } }),
  "prerendered sign-in screen": () => call("/login", { headers: { "sec-fetch-mode": "navigate" } }),
  "API reference page": () => call("/api/docs"),
  "404 for a missing file": () => call("/assets/missing.js"),
  "a method no page takes": () => call("/login", { method: "POST" }),
  redirect: () => call("/"),
};

describe("security headers", () => {
  for (const [name, fetchIt] of Object.entries(responses)) {
    it(`are on every response: ${name}`, async () => {
      const response = await fetchIt();
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    });
  }

  it("the production CSP allows no inline script or style", async () => {
    const csp = (
      await call("/api/health", { env: { APP_ENV: "production", EMAIL_TRANSPORT: "cloudflare" } })
    ).headers.get("content-security-policy");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("pictures load only from this site, generated art, the configured image hosts and one being chosen (blob:)", async () => {
    const csp = (await call("/login", { headers: { "sec-fetch-mode": "navigate" } })).headers.get(
      "content-security-policy",
    );
    expect(csp).toContain(
      "img-src 'self' data: blob: https://avatars.githubusercontent.com https://covers.openlibrary.org;",
    );
    const other = await call("/login", { env: { IMAGE_HOSTS: "images.example.net" } });
    expect(other.headers.get("content-security-policy")).toContain(
      "img-src 'self' data: blob: https://images.example.net;",
    );
  });

  it("Cloudflare Turnstile's origin is allowed, for its script and its frame, only when Turnstile is on", async () => {
    const page = (env = {}) => call("/login", { env, headers: { "sec-fetch-mode": "navigate" } });
    const off = (await page()).headers.get("content-security-policy") ?? "";
    expect(off).not.toContain("challenges.cloudflare.com");
    expect(off).not.toContain("frame-src");

    const on = await page({ TURNSTILE_SITE_KEY: "1x00000000000000000000AA", TURNSTILE_SECRET_KEY: "secret" });
    const csp = on.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self' https://challenges.cloudflare.com;");
    expect(csp).toContain("frame-src 'self' https://challenges.cloudflare.com;");
    expect(csp).toContain("connect-src 'self';");
  });

  it("API answers are never stored by caches", async () => {
    for (const path of ["/api/health", "/api/nope", "/api/auth/get-session", "/api/docs"]) {
      expect((await call(path)).headers.get("cache-control")).toBe("no-store");
    }
  });

  // Files the build emitted carry their own (web/public/_headers), checked in tests/e2e/shell.test.ts.
  for (const [name, fetchIt] of Object.entries(responses)) {
    it(`say how long caches may keep them: ${name}`, async () => {
      const cacheControl = (await fetchIt()).headers.get("cache-control");
      expect(["no-store", "no-cache", "private, no-store"]).toContain(cacheControl);
    });
  }
});
