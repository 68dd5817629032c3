import { describe, expect, it } from "vitest";
import {
  enterCode,
  latestCode,
  newVisitor,
  openLive,
  signedInVisitor,
  uniqueEmail,
  wranglerOnE2eState,
} from "./browser";

describe("users administration", () => {
  it("an admin creates, finds, edits, bans and deletes a user; the banned user is told why", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/users");
    const email = uniqueEmail("managed");

    await page.getByRole("link", { name: "New user" }).click();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Name", { exact: true }).fill("Managed Person");
    await page.getByRole("button", { name: "Create user" }).click();
    await page.getByRole("heading", { name: "Managed Person", level: 1 }).waitFor();
    await page.getByText("User created").waitFor();

    await openLive(page, "/manager/users");
    await page.getByLabel("Search by name or email").fill(email.slice(0, 16));
    await page.waitForURL(/searchTerm=/);
    await page.getByRole("link", { name: /Managed Person/ }).click();

    await page.getByRole("link", { name: "Edit" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Renamed Person");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("heading", { name: "Renamed Person", level: 1 }).waitFor();

    // The person signs in somewhere else, then gets banned: that session ends and sign-in is refused.
    const person = await newVisitor();
    await person.page.goto("/login");
    await person.page.getByLabel("Email").fill(email);
    await person.page.getByRole("button", { name: "Continue with email" }).click();
    await person.page.waitForURL(/\/login\/verify/);

    await page.getByRole("button", { name: "Ban" }).click();
    await page.getByLabel("Reason (optional)").fill("Testing bans");
    await page.getByRole("dialog").getByRole("button", { name: "Ban" }).click();
    await page.getByText("Banned", { exact: true }).first().waitFor();

    await enterCode(person.page, await latestCode(person.page, email));
    await person.page.getByText("You have been banned from this application").waitFor();
    expect(person.page.url()).toContain("/login/verify");
    await person.context.close();

    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await page.waitForURL(/\/manager\/users$/);
    expect(
      (await page.request.get(`/api/users?searchTerm=${encodeURIComponent(email)}`).then((r) => r.json())).total,
    ).toBe(0);
    await context.close();
  });

  it("an admin impersonates a user, sees the banner, and stops", async () => {
    const { page, context } = await signedInVisitor("admin@example.com", "/manager/users");
    const users = (await (await page.request.get("/api/users?searchTerm=user%40example.com")).json()) as {
      items: Array<{ id: string }>;
    };
    await openLive(page, `/manager/users/${users.items[0]?.id}`);
    await page.getByRole("button", { name: "Impersonate" }).click();
    await page.waitForURL(/\/app$/);
    await page.getByText("You are acting as User.").waitFor();
    await page.getByRole("button", { name: "Stop impersonating" }).click();
    await page.waitForURL(/\/manager\/users\//);
    expect(await page.getByText("You are acting as").count()).toBe(0);
    await context.close();
  });
});

describe("account", () => {
  it("a user changes their name through ?state=change-name", async () => {
    const email = uniqueEmail("renamer");
    const { page, context } = await signedInVisitor(email, "/app");
    await page.getByLabel("What is your name?").fill("First Name");
    await page.getByRole("button", { name: "Continue" }).click();
    await openLive(page, "/app/account");
    await page.getByRole("button", { name: "Change name" }).click();
    await page.waitForURL(/state=change-name/);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("What is your name?").fill("Second Name");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Name changed").waitFor();
    await page.waitForURL((url) => !url.search.includes("state"));
    // The dialog's exit animation hides the page from the accessibility tree for a moment.
    await page.getByRole("heading", { name: "Second Name" }).waitFor();
    expect(await page.getByText("First Name").count()).toBe(0);
    await context.close();
  });

  it("changing the email on an old session asks for a new code first, then the new address's code", async () => {
    const email = uniqueEmail("mover");
    const newEmail = uniqueEmail("moved");
    const { page, context } = await signedInVisitor(email, "/app");
    await page.getByLabel("What is your name?").fill("Mover");
    await page.getByRole("button", { name: "Continue" }).click();
    // Sign-in more than ten minutes ago: too old for a sensitive change.
    const elevenMinutesAgo = Date.now() - 11 * 60_000;
    wranglerOnE2eState(
      "d1",
      "execute",
      "edgestart",
      "--command",
      `UPDATE session SET created_at = ${elevenMinutesAgo} WHERE user_id = (SELECT id FROM user WHERE email = '${email}')`,
    );

    await openLive(page, "/app/account");
    await page.getByLabel("New email").fill(newEmail);
    await page.getByRole("button", { name: "Send a code to this address" }).click();
    const reauth = page.getByRole("dialog", { name: "Confirm it's you" });
    await reauth.getByText("Session expired. Re-authenticate to perform this action.").waitFor();
    await reauth.getByRole("textbox").first().click();
    await page.keyboard.type(await latestCode(page, email));

    await page.waitForURL(/newEmail=/);
    await page.getByText("Your email changes once you enter it.").waitFor();
    expect((await (await page.request.get("/api/auth/get-session")).json()).user.email).toBe(email);
    await page.getByRole("textbox").first().click();
    await page.keyboard.type(await latestCode(page, newEmail));
    await page.getByText(`Your email is now ${newEmail}`).waitFor();
    expect((await (await page.request.get("/api/auth/get-session")).json()).user.email).toBe(newEmail);
    // Done: the box is empty again for another change, not holding the address just confirmed.
    expect(await page.getByLabel("New email").inputValue()).toBe("");
    await context.close();
  });
});
