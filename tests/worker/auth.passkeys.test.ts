import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { countRows, sessionUser, signIn } from "../support/auth";
import { softPasskey } from "../support/passkey-authenticator";
import { addPasskey, ceremony, myPasskeys, signInWith } from "../support/passkeys";
import { ageSessions, impersonate, userIdOf } from "../support/users";
import { call, cookiesFrom, uniqueEmail } from "../support/worker";

const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;

describe("passkeys", () => {
  it("one added on the account signs its owner in, and its last use is recorded", async () => {
    const email = uniqueEmail("passkey");
    const cookie = await signIn(email);
    const passkey = await softPasskey();
    const added = await addPasskey(cookie, passkey, "  My laptop\u200b ");
    expect(added.status).toBe(200);
    const [listed] = await myPasskeys(cookie);
    expect(listed).toMatchObject({ name: "My laptop", lastUsedAt: null });

    const { response } = await signInWith(passkey);
    expect(response.status).toBe(200);
    const signedIn = cookiesFrom(response);
    expect((await sessionUser(signedIn))?.email).toBe(email);
    const [used] = await myPasskeys(signedIn);
    expect(used?.lastUsedAt).toEqual(expect.any(String));
    // The relying party is BETTER_AUTH_URL's host, whatever host the request named.
    expect((await ceremony("generate-authenticate-options", "")).body.rpId).toBe("localhost");
  });

  it("a passkey's answer replayed, or made for another site, signs nobody in", async () => {
    const cookie = await signIn(uniqueEmail("passkey"));
    const passkey = await softPasskey();
    expect((await addPasskey(cookie, passkey)).status).toBe(200);
    const { response, answer, challengeCookie } = await signInWith(passkey);
    expect(response.status).toBe(200);
    const sessions = await countRows("session");

    const replayed = await call("/api/auth/passkey/verify-authentication", {
      cookie: challengeCookie,
      json: { response: answer },
    });
    expect(replayed.status).toBe(400);
    expect(await codeOf(replayed)).toBe("CHALLENGE_NOT_FOUND");

    const started = await ceremony("generate-authenticate-options", "");
    const phished = await call("/api/auth/passkey/verify-authentication", {
      cookie: started.cookie,
      json: { response: await passkey.authenticate(started.body, "https://evil.example") },
    });
    expect(phished.status).toBe(401);
    expect(await codeOf(phished)).toBe("AUTHENTICATION_FAILED");
    expect(await countRows("session")).toBe(sessions);
  });

  it("a deleted passkey signs nobody in, and nobody may rename or delete another person's", async () => {
    const owner = await signIn(uniqueEmail("passkey"));
    const stranger = await signIn(uniqueEmail("passkey"));
    const passkey = await softPasskey();
    expect((await addPasskey(owner, passkey)).status).toBe(200);
    const [{ id } = { id: "" }] = await myPasskeys(owner);

    const renamed = await call("/api/auth/passkey/update-passkey", { cookie: stranger, json: { id, name: "Mine" } });
    expect(renamed.status).toBe(404);
    expect(await codeOf(renamed)).toBe("PASSKEY_NOT_FOUND");
    const deletedByStranger = await call("/api/auth/passkey/delete-passkey", { cookie: stranger, json: { id } });
    expect(deletedByStranger.status).toBe(404);
    expect(await codeOf(deletedByStranger)).toBe("PASSKEY_NOT_FOUND");
    expect(await countRows("passkey", "id = ?", id)).toBe(1);

    expect((await call("/api/auth/passkey/delete-passkey", { cookie: owner, json: { id } })).status).toBe(200);
    expect(await countRows("passkey", "id = ?", id)).toBe(0);
    const { response } = await signInWith(passkey);
    expect(response.status).toBe(404);
    expect(await codeOf(response)).toBe("PASSKEY_NOT_FOUND");
  });

  it("adding or deleting one needs a sign-in from the last 10 minutes; renaming does not", async () => {
    const email = uniqueEmail("passkey");
    const cookie = await signIn(email);
    const passkey = await softPasskey();
    expect((await addPasskey(cookie, passkey)).status).toBe(200);
    const [{ id } = { id: "" }] = await myPasskeys(cookie);
    await ageSessions(await userIdOf(email), 11);

    const options = await call("/api/auth/passkey/generate-register-options", { cookie });
    expect(options.status).toBe(403);
    expect(await codeOf(options)).toBe("SESSION_EXPIRED");
    const deleted = await call("/api/auth/passkey/delete-passkey", { cookie, json: { id } });
    expect(await codeOf(deleted)).toBe("SESSION_EXPIRED");
    expect(await countRows("passkey", "id = ?", id)).toBe(1);
    const renamed = await call("/api/auth/passkey/update-passkey", { cookie, json: { id, name: "Phone" } });
    expect(renamed.status).toBe(200);

    // A passkey sign-in is a fresh sign-in, as a new code is.
    const { response } = await signInWith(passkey);
    const fresh = cookiesFrom(response);
    expect((await call("/api/auth/passkey/delete-passkey", { cookie: fresh, json: { id } })).status).toBe(200);
  });

  it("a registration answered for another person's challenge adds nothing", async () => {
    const mine = await signIn(uniqueEmail("passkey"));
    const theirs = await signIn(uniqueEmail("passkey"));
    const started = await ceremony("generate-register-options", theirs);
    const passkey = await softPasskey();
    // Their challenge cookie, my session.
    const challenge = started.cookie.split("; ").filter((pair) => pair.includes("passkey"));
    const response = await call("/api/auth/passkey/verify-registration", {
      cookie: [mine, ...challenge].join("; "),
      json: { response: await passkey.register(started.body) },
    });
    expect(response.status).toBe(401);
    expect(await countRows("passkey", "credential_id = ?", passkey.id)).toBe(0);
  });

  it("names are a person's name's rules: too long or hidden characters are refused", async () => {
    const cookie = await signIn(uniqueEmail("passkey"));
    const passkey = await softPasskey();
    const tooLong = await addPasskey(cookie, passkey, "x".repeat(101));
    expect(tooLong.status).toBe(400);
    expect(await codeOf(tooLong)).toBe("INVALID_NAME");
    expect(await countRows("passkey", "credential_id = ?", passkey.id)).toBe(0);
    const asked = await call(`/api/auth/passkey/generate-register-options?name=${"x".repeat(101)}`, { cookie });
    expect(await codeOf(asked)).toBe("INVALID_NAME");
    for (const invisible of ["", " \u200b ", "\u3164", "\ufe0f"]) {
      const refused = await addPasskey(cookie, passkey, invisible);
      expect(await codeOf(refused)).toBe("INVALID_NAME");
    }
    expect((await addPasskey(cookie, passkey)).status).toBe(200);
    const [{ id } = { id: "" }] = await myPasskeys(cookie);
    const blank = await call("/api/auth/passkey/update-passkey", { cookie, json: { id, name: " \u200b " } });
    expect(blank.status).toBe(400);
    expect(await codeOf(blank)).toBe("INVALID_NAME");
  });

  it("a person holds at most 10, also when they add them all at once", async () => {
    const cookie = await signIn(uniqueEmail("passkey"));
    const starts = await Promise.all(Array.from({ length: 12 }, () => ceremony("generate-register-options", cookie)));
    const answers = await Promise.all(
      starts.map(async (started) =>
        call("/api/auth/passkey/verify-registration", {
          cookie: started.cookie,
          json: { response: await (await softPasskey()).register(started.body) },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(await Promise.all(answers.filter((answer) => answer.status !== 200).map(codeOf))).toEqual([
      "PASSKEY_LIMIT_REACHED",
      "PASSKEY_LIMIT_REACHED",
    ]);
    expect(await myPasskeys(cookie)).toHaveLength(10);
    const more = await call("/api/auth/passkey/generate-register-options", { cookie });
    expect(more.status).toBe(403);
    expect(await codeOf(more)).toBe("PASSKEY_LIMIT_REACHED");
  });

  it("a banned person's passkey opens no session", async () => {
    const email = uniqueEmail("passkey");
    const cookie = await signIn(email);
    const passkey = await softPasskey();
    expect((await addPasskey(cookie, passkey)).status).toBe(200);
    const userId = await userIdOf(email);
    await env.DB.prepare("UPDATE user SET banned = 1 WHERE id = ?").bind(userId).run();
    const sessions = await countRows("session", "user_id = ?", userId);
    const { response } = await signInWith(passkey);
    expect(response.status).toBe(403);
    expect(await countRows("session", "user_id = ?", userId)).toBe(sessions);
  });

  it("an administrator impersonating someone can neither add, rename nor delete their passkeys", async () => {
    const email = uniqueEmail("passkey");
    const cookie = await signIn(email);
    expect((await addPasskey(cookie, await softPasskey(), "Mine")).status).toBe(200);
    const [{ id } = { id: "" }] = await myPasskeys(cookie);
    const admin = await signIn("admin@example.com");
    const asThem = await impersonate(admin, await userIdOf(email));
    for (const [path, json] of [
      ["generate-register-options", undefined],
      ["update-passkey", { id, name: "Planted" }],
      ["delete-passkey", { id }],
    ] as const) {
      const response = await call(`/api/auth/passkey/${path}`, { cookie: asThem, json });
      expect({ path, status: response.status, code: await codeOf(response) }).toEqual({
        path,
        status: 403,
        code: "IMPERSONATION_REFUSED",
      });
    }
    expect((await myPasskeys(cookie)).map((passkey) => passkey.name)).toEqual(["Mine"]);
  });

  it("answers that are not WebAuthn's shape are refused before anything is looked up or stored", async () => {
    const cookie = await signIn(uniqueEmail("passkey"));
    const started = await ceremony("generate-authenticate-options", "");
    for (const response of [{}, { id: "", rawId: "", type: "public-key", response: {} }, "x", null]) {
      const answer = await call("/api/auth/passkey/verify-authentication", {
        cookie: started.cookie,
        json: { response },
      });
      expect(answer.status).toBe(400);
      expect(await codeOf(answer)).toBe("VALIDATION_ERROR");
    }
    const registering = await ceremony("generate-register-options", cookie);
    const passkey = await softPasskey();
    const made = (await passkey.register(registering.body)) as { response: Record<string, unknown> };
    made.response.transports = ["internal", "x".repeat(27_000)];
    const refused = await call("/api/auth/passkey/verify-registration", {
      cookie: registering.cookie,
      json: { response: made },
    });
    expect(refused.status).toBe(400);
    expect(await countRows("passkey", "credential_id = ?", passkey.id)).toBe(0);
  });

  it("a device that does not verify its person (no fingerprint, face or PIN) neither adds nor signs in", async () => {
    const cookie = await signIn(uniqueEmail("passkey"));
    const tapOnly = await softPasskey({ userVerified: false });
    const added = await addPasskey(cookie, tapOnly);
    expect(added.status).toBe(400);
    expect(await codeOf(added)).toBe("FAILED_TO_VERIFY_REGISTRATION");
    expect(await countRows("passkey", "credential_id = ?", tapOnly.id)).toBe(0);
    expect((await ceremony("generate-register-options", cookie)).body).toMatchObject({
      authenticatorSelection: { userVerification: "required" },
    });
  });
});
