import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api } from "../support/api";
import { callWith, cookiesFrom } from "../support/worker";

/**
 * The bindings with a view of the KV namespace the Worker has not read yet: it keeps what it
 * read of the flag for 10 s per namespace, and the test files before this one share its
 * runtime. A fresh view is an isolate started after the flag was flipped.
 */
function bindingsUnread(): Cloudflare.Env {
  const kv = new Proxy(env.KV, {
    get: (target, property) => {
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ...env, KV: kv };
}

describe("the demo-mode KV flag", () => {
  it("turns the read-only demo on without a deploy", async () => {
    const bindings = bindingsUnread();
    await env.KV.put("demo-mode", "true");
    expect(await (await api({ bindings }).config.$get()).json()).toMatchObject({ demo: true });

    const email = "admin@example.com";
    await callWith(bindings, "/api/auth/email-otp/send-verification-otp", { json: { email, type: "sign-in" } });
    const admin = cookiesFrom(
      await callWith(bindings, "/api/auth/sign-in/email-otp", { json: { email, otp: "EDGE24" } }),
    );
    const refused = await callWith(bindings, "/api/auth/update-user", { cookie: admin, json: { name: "Nope" } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "DEMO_MODE" });
  });
});
