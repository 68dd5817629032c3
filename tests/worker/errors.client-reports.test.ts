import { afterEach, describe, expect, it, vi } from "vitest";
import { d1TimingOf } from "../../worker/lib/server-timing";
import { captureConsole } from "../support/console";
import { call } from "../support/worker";

afterEach(() => {
  vi.restoreAllMocks();
});

const report = (overrides: Record<string, unknown> = {}) => ({
  kind: "request",
  message: "The server could not answer for ada@example.com",
  screen: "/manager/books/$id",
  requestId: "8f1c2b3a4d5e6f70-CDG",
  status: 500,
  version: "0.1.0 · d7826be",
  ...overrides,
});

describe("the web app's reports of its own failures", () => {
  it("are logged with this report's id (the one a person quotes), the failed call's, and no address", async () => {
    const logs = captureConsole();
    const response = await call("/api/client-errors", { json: report() });
    expect(response.status).toBe(204);
    const id = response.headers.get("x-request-id");
    const lines = logs.filter((line) => line.includes('"event":"client.error"')).map((line) => JSON.parse(line));
    expect(lines).toEqual([
      {
        level: "warn",
        event: "client.error",
        requestId: id,
        kind: "request",
        screen: "/manager/books/$id",
        status: 500,
        version: "0.1.0 · d7826be",
        failedRequestId: "8f1c2b3a4d5e6f70-CDG",
        message: "The server could not answer for …@…",
      },
    ]);
    // Nothing is written to D1 for them.
    expect(d1TimingOf(response.headers.get("server-timing"))?.roundTrips).toBe(0);
  });

  it.each([
    ["an address instead of a route's pattern", { screen: "/manager/books/some-id?searchTerm=ada" }],
    ["a message of more than 300 characters", { message: "x".repeat(301) }],
    ["a field it does not take", { stack: "at secret (file.ts:1)" }],
    ["another kind", { kind: "warning" }],
  ])("refuse %s (400), logging nothing", async (_, overrides) => {
    const logs = captureConsole();
    const response = await call("/api/client-errors", { json: report(overrides) });
    expect(response.status).toBe(400);
    expect(logs.filter((line) => line.includes('"event":"client.error"'))).toEqual([]);
  });
});
