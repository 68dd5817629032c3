import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signIn } from "../support/auth";
import { type Span, spansOf } from "../support/traces";
import { ORIGIN } from "../support/worker";

const named = (spans: Span[], name: string) => spans.filter((span) => span.name === name);

describe("traces", () => {
  it("a signed-in page: the handover, the session read and each D1 round trip, all with the request's id", async () => {
    const cookie = await signIn(`reader-${crypto.randomUUID()}@example.com`);
    const response = await exports.default.fetch(new Request(`${ORIGIN}/app/books/`, { headers: { cookie } }));
    expect(response.status).toBe(200);
    const requestId = response.headers.get("x-request-id");
    const spans = await spansOf(response, ["page.handover", "auth.session", "d1"]);

    const [handover] = named(spans, "page.handover");
    expect(handover?.attributes).toMatchObject({ "request.id": requestId });
    expect(handover?.attributes["handover.reads"]).toBeGreaterThan(1);
    // better-auth's session read, asked by the handover of the Worker itself.
    expect(named(spans, "auth.session")[0]?.attributes).toMatchObject({ "request.id": requestId });
    const d1 = named(spans, "d1");
    expect(d1.length).toBeGreaterThan(0);
    for (const span of d1) {
      expect(span.attributes).toMatchObject({ "request.id": requestId, "d1.start": "replica" });
      expect(span.attributes["d1.round_trip"]).toBeGreaterThanOrEqual(1);
    }
    // The runtime's own span of each D1 call sits inside ours.
    const ids = new Set(d1.map((span) => span.id));
    expect(spans.some((span) => span.name !== "d1" && ids.has(span.parent))).toBe(true);
  });

  it("a write: D1 from the primary, KV and the queue in spans of their own", async () => {
    const email = `traced-${crypto.randomUUID()}@example.com`;
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/api/auth/email-otp/send-verification-otp`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": "198.51.100.77" },
        body: JSON.stringify({ email, type: "sign-in" }),
      }),
    );
    expect(response.status).toBe(200);
    const spans = await spansOf(response, ["d1", "kv.put", "queue.send", "auth.endpoint"]);
    const requestId = response.headers.get("x-request-id");

    expect(named(spans, "d1").every((span) => span.attributes["d1.start"] === "primary")).toBe(true);
    expect(named(spans, "d1").length).toBeGreaterThan(0);
    expect(named(spans, "kv.put")[0]?.attributes).toMatchObject({ "request.id": requestId });
    expect(named(spans, "queue.send")[0]?.attributes).toMatchObject({ "request.id": requestId });
    expect(named(spans, "auth.endpoint")[0]?.attributes).toMatchObject({ "request.id": requestId });
  });
});
