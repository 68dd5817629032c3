import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api } from "../support/api";
import { requestCode, verifyCode } from "../support/auth";
import { call, cookiesFrom } from "../support/worker";

describe("the demo-mode KV flag", () => {
  it("turns the read-only demo on without a deploy", async () => {
    // Before the first request: the Worker keeps what it read for 10 seconds.
    await env.KV.put("demo-mode", "true");
    expect(await (await api().config.$get()).json()).toMatchObject({ demo: true });

    await requestCode("admin@example.com");
    const admin = cookiesFrom(await verifyCode("admin@example.com", "EDGE24"));
    const refused = await call("/api/auth/update-user", { cookie: admin, json: { name: "Nope" } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "DEMO_MODE" });
  });
});
