import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, bodyOf } from "../support/api";
import { outbox, requestCode, settledOutbox, signIn, verifyCode } from "../support/auth";
import { insertGenres, newBook } from "../support/books";
import { call, cookiesFrom, type EnvOverrides, uniqueEmail } from "../support/worker";

const demo: EnvOverrides = { DEMO_MODE: "true" };
const DEMO_CODE = "EDGE24";
let adminInDemo = "";
let bookId = "";

/** Everything the database holds, to prove a refusal wrote nothing. */
async function databaseState() {
  const tables = ["user", "book", "genre", "account", "organization", "member", "invitation", "team", "team_member"];
  const parts = await Promise.all(tables.map((table) => env.DB.prepare(`SELECT * FROM ${table} ORDER BY 1`).all()));
  return JSON.stringify(parts.map((part) => part.results));
}

async function writesOf(documentPath: string, prefix: string) {
  const document = (await (await call(documentPath)).json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ["post", "put", "patch", "delete"].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path: `${prefix}${path}` })),
  );
}

beforeAll(async () => {
  await insertGenres();
  const admin = await signIn("admin@example.com");
  bookId = (await newBook(admin)).id;
  // Signing in still works in the demo, with the fixed code and no email.
  await requestCode("admin@example.com", { env: demo });
  adminInDemo = cookiesFrom(await verifyCode("admin@example.com", DEMO_CODE, { env: demo }));
});

describe("demo mode", () => {
  it("the public config says so, with the code, and sign-up off", async () => {
    const config = await bodyOf(await api({ env: demo }).config.$get(), 200);
    expect(config).toMatchObject({ demo: true, demoCode: DEMO_CODE, signUpEnabled: false });
  });

  it("signing in works with the fixed code, sends no email, and creates no account", async () => {
    const before = (await outbox("user@example.com")).length;
    const known = await signIn("user@example.com");
    expect(known).toContain("session_token");
    await requestCode("user@example.com", { env: demo });
    expect((await verifyCode("user@example.com", DEMO_CODE, { env: demo })).status).toBe(200);
    // One email: the ordinary sign-in above. The demo's request sent none.
    expect((await settledOutbox("user@example.com", before + 2)).length).toBe(before + 1);

    const stranger = uniqueEmail("visitor");
    await requestCode(stranger, { env: demo });
    expect(await settledOutbox(stranger, 1)).toHaveLength(0);
    expect((await verifyCode(stranger, DEMO_CODE, { env: demo })).status).toBe(400);
  });

  it("every write of both API documents is refused with 403 DEMO_MODE and writes nothing", async () => {
    const routes = [
      ...(await writesOf("/api/openapi.json", "")),
      ...(await writesOf("/api/auth/open-api/generate-schema", "/api/auth")),
    ];
    const allowed = new Set([
      "POST /api/auth/email-otp/send-verification-otp",
      "POST /api/auth/sign-in/email-otp",
      "POST /api/auth/sign-in/social",
      "POST /api/auth/sign-out",
      "POST /api/auth/admin/stop-impersonating",
      // A report of a failure is a log line, not a write (tests/worker/errors.client-reports.test.ts).
      "POST /api/client-errors",
    ]);
    expect(routes.length).toBeGreaterThan(40);
    const before = await databaseState();
    const checked: string[] = [];
    for (const { method, path } of routes) {
      const name = `${method} ${path}`;
      if (allowed.has(name) || path.startsWith("/api/auth/callback/")) continue;
      const concrete = path.replace(/\{[^}]+\}/g, bookId);
      const response = await call(concrete, {
        method,
        cookie: adminInDemo,
        env: demo,
        json: { name: "Demo", title: "x" },
      });
      expect({ name, status: response.status }).toEqual({ name, status: 403 });
      expect(await response.json()).toMatchObject({
        code: "DEMO_MODE",
        message: "This is a read-only demo, this action is disabled.",
      });
      checked.push(name);
    }
    expect(await databaseState()).toBe(before);
    expect(checked).toEqual(
      expect.arrayContaining([
        "POST /api/books",
        "DELETE /api/users/{id}",
        "DELETE /api/organizations/{id}",
        "POST /api/auth/update-user",
        "POST /api/auth/delete-user",
        "POST /api/auth/organization/create",
        "POST /api/account/exports",
      ]),
    );
  });

  it("reads keep working", async () => {
    const client = api({ cookie: adminInDemo, env: demo });
    expect((await client.books.$get({ query: {} })).status).toBe(200);
    expect((await client.users.$get({ query: {} })).status).toBe(200);
  });

  it("signing out keeps working", async () => {
    const response = await call("/api/auth/sign-out", { cookie: adminInDemo, env: demo, json: {} });
    expect(response.status).toBe(200);
  });
});
