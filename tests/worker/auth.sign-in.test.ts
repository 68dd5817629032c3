import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { countRows, delivered, latestCode, requestCode, sessionUser, signIn, verifyCode } from "../support/auth";
import { call, cookiesFrom, uniqueEmail } from "../support/worker";

describe("sign-in with an emailed code", () => {
  it("a new email gets an account, a session and an empty name (onboarding asks for it)", async () => {
    const email = uniqueEmail("newcomer");
    const sent = await requestCode(email);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ success: true });

    const code = await latestCode(email);
    expect(code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);

    const verified = await verifyCode(email, code);
    expect(verified.status).toBe(200);
    const body = (await verified.json()) as { user: { email: string }; token?: string };
    expect(body.user.email).toBe(email);
    expect(body).not.toHaveProperty("token");

    const user = await sessionUser(cookiesFrom(verified));
    expect(user).toMatchObject({ email, name: "", role: "user" });
    expect(await countRows("session", "user_id = ?", user?.id)).toBe(1);
  });

  it("the code email says what it is, how long it lasts and what to do if unexpected", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const [mail] = await delivered(email, 1);
    expect(mail?.subject).toBe("Your verification code");
    expect(mail?.text).toContain(mail?.code);
    expect(mail?.text).toContain("valid for the next 5 minutes");
    expect(mail?.text).toContain("If you did not try to sign in, you can ignore this email.");
  });

  it("the code email is in the language of the request", async () => {
    const email = uniqueEmail();
    await requestCode(email, { headers: { "accept-language": "fr-FR,fr;q=0.9" } });
    const [mail] = await delivered(email, 1);
    expect(mail?.subject).toBe("Votre code de vérification");
    expect(mail?.html).toContain('lang="fr"');
  });

  it("counts its minutes with the language's plural forms: five minutes are 'دقائق' in Arabic, not 'دقيقة'", async () => {
    const email = uniqueEmail();
    await requestCode(email, { headers: { "accept-language": "ar" } });
    const [mail] = await delivered(email, 1);
    expect(mail?.text).toContain("الرمز صالح لمدة 5 دقائق.");
  });

  it("codes are typed case-insensitively", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const response = await verifyCode(email, (await latestCode(email)).toLowerCase());
    expect(response.status).toBe(200);
  });

  it("an email listed in ADMIN_EMAILS becomes an admin on its first sign-in", async () => {
    const cookie = await signIn("admin@example.com");
    expect(await sessionUser(cookie)).toMatchObject({ email: "admin@example.com", role: "admin" });
  });

  it("get-session never hands the session token to the browser", async () => {
    const cookie = await signIn(uniqueEmail());
    const response = await call("/api/auth/get-session", { cookie });
    const text = await response.text();
    const stored = await env.DB.prepare("SELECT token FROM session ORDER BY created_at DESC LIMIT 1").first<{
      token: string;
    }>();
    expect(text).toContain('"session"');
    expect(text).not.toContain(stored?.token);
    expect(text).not.toContain('"token"');
  });

  it("sign-out ends the session on the server, not just in the browser", async () => {
    const cookie = await signIn(uniqueEmail());
    const out = await call("/api/auth/sign-out", { method: "POST", cookie, json: {} });
    expect(out.status).toBe(200);
    expect(await sessionUser(cookie)).toBeNull();
  });
});
