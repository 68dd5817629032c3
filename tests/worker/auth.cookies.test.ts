import { describe, expect, it } from "vitest";
import { latestCode, requestCode, sessionUser, settledOutbox, signIn, verifyCode } from "../support/auth";
import { call, uniqueEmail } from "../support/worker";

function sessionSetCookie(response: Response) {
  return response.headers.getSetCookie().find((cookie) => cookie.includes("session_token="));
}

describe("session cookies", () => {
  it("on localhost: HttpOnly, SameSite=Lax, path /, no Domain", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const cookie = sessionSetCookie(await verifyCode(email, await latestCode(email)));
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("outside localhost (https): Secure and __Secure- prefixed as well", async () => {
    const env = { BETTER_AUTH_URL: "https://edgestart.example" };
    const email = uniqueEmail();
    await requestCode(email, { env });
    const response = await verifyCode(email, await latestCode(email), { env });
    const cookie = sessionSetCookie(response);
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("a session cookie planted before sign-in is never adopted", async () => {
    const planted = "better-auth.session_token=attacker-chosen-value";
    const email = uniqueEmail();
    await requestCode(email, { cookie: planted });
    const response = await verifyCode(email, await latestCode(email), { cookie: planted });
    const issued = sessionSetCookie(response);
    expect(issued).toBeDefined();
    expect(issued).not.toContain("attacker-chosen-value");
    expect(await sessionUser(planted)).toBeNull();
  });
});

describe("cross-site requests", () => {
  it("a POST from a foreign Origin is refused and changes nothing", async () => {
    const cookie = await signIn(uniqueEmail());
    const response = await call("/api/auth/sign-out", {
      method: "POST",
      cookie,
      json: {},
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(await sessionUser(cookie)).not.toBeNull();
  });

  it("a code request from a foreign Origin is refused and sends nothing", async () => {
    const email = uniqueEmail();
    const response = await call("/api/auth/email-otp/send-verification-otp", {
      json: { email, type: "sign-in" },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.status).toBe(403);
    expect(await settledOutbox(email, 1)).toHaveLength(0);
  });
});
