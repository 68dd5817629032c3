import { describe, expect, it } from "vitest";
import {
  baseURL,
  enterCode,
  latestCode,
  newVisitor,
  openLive,
  signInThroughScreens,
  uniqueEmail,
  visitorWithSession,
} from "./browser";

describe("sign-in through the screens", () => {
  it("a new person signs in with an emailed code, names themselves, and lands in /app", async () => {
    const { page, context } = await newVisitor();
    // Turnstile is off here: nothing of it loads, neither Cloudflare's script nor the app's module.
    const turnstile: string[] = [];
    page.on("request", (request) => {
      if (/challenges\.cloudflare\.com|\/turnstile-/.test(request.url())) turnstile.push(request.url());
    });
    const email = uniqueEmail("newcomer");
    await page.goto("/login");
    await expect.poll(() => page.title()).toBe("🧪 Login · Edgestart");

    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Continue with email" }).click();
    await page.waitForURL(/\/login\/verify\?email=/);
    await expect.poll(() => page.getByText("We have sent a code").isVisible()).toBe(true);
    expect(await page.getByText("It expires in 5 minutes.").isVisible()).toBe(true);

    // The sixth character submits the code on its own; lower case is fine.
    const code = await latestCode(page, email);
    await page.getByRole("textbox").first().click();
    await page.keyboard.type(code.toLowerCase());

    await page.getByLabel("What is your name?").waitFor();
    expect(page.url()).toMatch(/\/app$/);
    await page.getByRole("button", { name: "Continue" }).click();
    expect(await page.getByText("Name is required").isVisible()).toBe(true);

    await page.getByLabel("What is your name?").fill("Grace Hopper");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Home" }).waitFor();
    expect(await page.getByText("Welcome, Grace Hopper.").isVisible()).toBe(true);
    expect(await page.title()).toBe("🧪 Home · Edgestart");
    expect(turnstile).toEqual([]);
    await context.close();
  });

  it("a wrong code says so, in the language chosen, and keeps the person on the verify screen", async () => {
    const { page, context } = await newVisitor();
    const email = uniqueEmail();
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Continue with email" }).click();
    await page.waitForURL(/\/login\/verify/);
    const code = await latestCode(page, email);
    const wrong = code.startsWith("A") ? "BBBBBB" : "AAAAAA";
    await enterCode(page, wrong);
    await page.getByText("invalid otp").waitFor();
    expect(page.url()).toContain("/login/verify");

    // better-auth's messages came with its client, in English; choosing French brings theirs.
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "Français" }).click();
    await page.getByText("Nous vous avons envoyé un code").waitFor();
    await page.getByRole("textbox").first().click();
    await page.keyboard.type(wrong);
    await page.getByText("Code invalide").waitFor();

    // Arabic counts its five minutes in the plural of three to ten: دقائق.
    await page.getByRole("button", { name: "Langue" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await page.getByText("تنتهي صلاحيته خلال 5 دقائق.").waitFor();
    await context.close();
  });

  it("a banned person who enters the right code is told why and until when, in English and in Arabic on a phone", async () => {
    const admin = await visitorWithSession("admin@example.com");
    const until = new Date(Date.UTC(2030, 5, 15, 12, 0));
    const cases = [
      {
        options: {},
        // Typed with what looks like markup: shown as typed, all of it in its isolation.
        reason: "Spam <b>bold</b> <0>zero</0>",
        expiresAt: until.toISOString(),
        title: "You have been banned from this application",
      },
      {
        options: { locale: "ar", viewport: { width: 375, height: 800 } },
        reason: "إزعاج",
        title: "تم حظرك من هذا التطبيق",
      },
    ];
    for (const { options, reason, expiresAt, title } of cases) {
      const email = uniqueEmail("banned");
      const created = await admin.page.request.post("/api/users", {
        data: { email, name: "Banned Person", role: "user" },
      });
      const { id } = (await created.json()) as { id: string };
      const banned = await admin.page.request.post(`/api/users/${id}/ban`, { data: { reason, expiresAt } });
      expect(banned.status()).toBe(200);

      const { page, context } = await newVisitor(options);
      await page.goto("/login");
      await page.locator('input[type="email"]').fill(email);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(/\/login\/verify/);
      await page.locator("[data-scope=pin-input] input:enabled").first().click();
      await page.keyboard.type(await latestCode(page, email));
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      const notice = await page.getByRole("alert").innerText();
      if (expiresAt) {
        const date = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" }).format(until);
        expect(notice).toBe(`Reason: Spam <b>bold</b> <0>zero</0>\nUntil ${date}`);
        expect(await page.getByRole("alert").locator("bdi").innerText()).toBe("Spam <b>bold</b> <0>zero</0>");
      } else {
        expect(notice).toBe("السبب: إزعاج\nإلى أن يرفعه أحد المسؤولين");
      }
      expect(page.url()).toContain("/login/verify");
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    }
    await admin.context.close();
  });

  it("an invalid email is refused on the login screen without calling the server", async () => {
    const { page, context } = await newVisitor();
    await page.goto("/login");
    await page.getByRole("button", { name: "Continue with email" }).click();
    expect(await page.getByText("Email is required").isVisible()).toBe(true);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Continue with email" }).click();
    await page.getByText("Email is invalid").waitFor();
    expect(page.url()).toMatch(/\/login$/);
    await context.close();
  });

  it("the admin lands on /manager/dashboard", async () => {
    const { page, context } = await newVisitor();
    await page.goto("/login");
    await signInThroughScreens(page, "admin@example.com");
    await page.waitForURL(/\/manager\/dashboard$/);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(await page.title()).toBe("🧪 Dashboard · Edgestart");
    await context.close();
  });

  it("an anonymous visit to /manager/users goes to login and comes back after sign-in", async () => {
    const { page, context } = await newVisitor();
    await openLive(page, "/manager/users");
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/manager/users");
    await signInThroughScreens(page, "admin@example.com");
    await page.waitForURL(/\/manager\/users$/);
    await page.getByRole("heading", { name: "Users" }).waitFor();
    await context.close();
  });

  it("a user without the manager permission sees 403 with Back and Home", async () => {
    const { page, context } = await newVisitor();
    await openLive(page, "/manager/dashboard");
    await page.waitForURL(/\/login\?redirect=/);
    await signInThroughScreens(page, "user@example.com");
    await page.getByRole("heading", { name: "You don't have access to this page" }).waitFor();
    expect(await page.getByRole("button", { name: "Back" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Home" }).isVisible()).toBe(true);
    await context.close();
  });

  it("a signed-in person who opens the login screen goes on to their area or the page asked for", async () => {
    const { page, context } = await newVisitor();
    await page.goto("/login");
    await signInThroughScreens(page, "admin@example.com");
    await page.waitForURL(/\/manager\/dashboard$/);
    await page.goto("/login");
    await page.waitForURL(/\/manager\/dashboard$/);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await page.goto("/login?redirect=%2Fapp%2Fbooks");
    await page.waitForURL(/\/app\/books$/);
    await context.close();
  });

  it("an off-site redirect is ignored after sign-in", async () => {
    const { page, context } = await newVisitor();
    await page.goto("/login?redirect=https%3A%2F%2Fevil.example%2Fsteal");
    await signInThroughScreens(page, "user@example.com");
    await page.waitForURL(/\/app$/);
    expect(new URL(page.url()).origin).toBe(baseURL());
    await context.close();
  });

  it("so is a redirect into the API, even by dot segments: signing in ends on a screen", async () => {
    const { page, context } = await newVisitor();
    await page.goto(`/login?redirect=${encodeURIComponent("/app/invitations/../../api/auth/sign-out")}`);
    await signInThroughScreens(page, "user@example.com");
    await page.waitForURL(/\/app$/);
    await context.close();
  });
});
