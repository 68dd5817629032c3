import { describe, expect, it } from "vitest";
import { signIn } from "../support/auth";
import { call, uniqueEmail } from "../support/worker";

describe("a 401 says how to authenticate", () => {
  const unauthenticated: Array<[string, string, unknown]> = [
    ["GET", "/api/books", undefined],
    ["POST", "/api/books", {}],
    ["GET", "/api/account/sessions", undefined],
    ["POST", "/api/auth/update-user", { name: "Someone" }],
    ["GET", "/api/auth/passkey/list-user-passkeys", undefined],
    ["POST", "/api/auth/organization/create", { name: "x", slug: "x" }],
  ];
  it.each(unauthenticated)("%s %s without a session: 401 with WWW-Authenticate", async (method, path, json) => {
    const response = await call(path, { method, json });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Cookie realm="Edgestart"');
    expect(await response.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("writes that would change nothing have a code of their own", () => {
  it("a profile update naming nothing is 400 NOTHING_TO_UPDATE, in the person's language", async () => {
    const cookie = await signIn(uniqueEmail("nothing"));
    const response = await call("/api/auth/update-user", { cookie: `${cookie}; lang=fr`, json: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: "NOTHING_TO_UPDATE", message: "Il n'y a rien à modifier" });
    // A name still changes it.
    expect((await call("/api/auth/update-user", { cookie, json: { name: "Named" } })).status).toBe(200);
  });

  it("stopping an impersonation that is not running is 400 NOT_IMPERSONATING, and the session stays", async () => {
    const cookie = await signIn(uniqueEmail("not-acting"));
    const response = await call("/api/auth/admin/stop-impersonating", { cookie, json: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "NOT_IMPERSONATING" });
    expect((await call("/api/auth/get-session", { cookie })).status).toBe(200);
    expect(await (await call("/api/auth/get-session", { cookie })).json()).not.toBeNull();
  });
});

describe("better-auth refusals that answered a bare 400 have codes of their own", () => {
  it("listing my invitations with another address is refused on the field, and mine are listed", async () => {
    const cookie = await signIn(uniqueEmail("my-invitations"));
    const other = await call("/api/auth/organization/list-user-invitations?email=someone%40example.com", { cookie });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ code: "VALIDATION_ERROR", issues: [{ path: "email" }] });
    const mine = await call("/api/auth/organization/list-user-invitations", { cookie });
    expect(mine.status).toBe(200);
  });

  it("a passkey's answer without an Origin, where the origin is the request's own, is MISSING_OR_NULL_ORIGIN", async () => {
    const answer = {
      response: {
        id: "abc",
        rawId: "abc",
        type: "public-key",
        response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
        clientExtensionResults: {},
      },
    };
    const response = await call("/api/auth/passkey/verify-authentication", { json: answer, origin: null });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "MISSING_OR_NULL_ORIGIN" });
  });
});
