import { describe, expect, it } from "vitest";
import { sessionUser, signIn } from "../support/auth";
import { call, uniqueEmail } from "../support/worker";

function rename(cookie: string, name: unknown) {
  return call("/api/auth/update-user", { cookie, json: { name } });
}

describe("a person's name", () => {
  it("can be set once signed in (onboarding)", async () => {
    const cookie = await signIn(uniqueEmail());
    expect((await rename(cookie, "Katherine Johnson")).status).toBe(200);
    expect(await sessionUser(cookie)).toMatchObject({ name: "Katherine Johnson" });
  });

  const refused: Array<[string, unknown]> = [
    ["empty", ""],
    ["only spaces", "   "],
    ["a control character", "Eve\u0007"],
    ["a right-to-left override", "Eve\u202Egnp.exe"],
    ["a paragraph separator (a line of its own in an email)", "Alice\u2029Reply to: eve@example.com"],
    ["a line separator", "Alice\u2028Bob"],
    ["a stack of marks taller than any script writes", "Ev\u0334\u0321\u031b\u0316\u0317\u0342e"],
    ["such a stack split by joiners", `Zed${"\u0301\u0302\u0303\u0304\u0305\u200d".repeat(8)}`],
    ["only marks", "\u0301\u0301\u0301\u0301\u0301"],
    ["over 100 characters", "x".repeat(101)],
  ];
  for (const [label, name] of refused) {
    it(`is refused when ${label}, and nothing changes`, async () => {
      const cookie = await signIn(uniqueEmail());
      await rename(cookie, "Before");
      const response = await rename(cookie, name);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "INVALID_NAME" });
      expect(await sessionUser(cookie)).toMatchObject({ name: "Before" });
    });
  }

  it("cannot be changed without a session", async () => {
    expect((await rename("", "Nobody")).status).toBe(401);
  });

  it("is stored without invisible characters, so it cannot pass for another", async () => {
    const cookie = await signIn(uniqueEmail());
    expect((await rename(cookie, "Ad\u200bmi\u2060n\ufeff")).status).toBe(200);
    expect(await sessionUser(cookie)).toMatchObject({ name: "Admin" });
    for (const invisible of ["\u200b\u00ad", "\u200d", "\u{13430}", "\u200f", "\u{e0041}\u{e0042}"]) {
      expect((await rename(cookie, invisible)).status).toBe(400);
    }
    expect((await rename(cookie, "Ada\u2060\ufeff\u00ad\u200d Love")).status).toBe(200);
    expect(await sessionUser(cookie)).toMatchObject({ name: "Ada Love" });
    expect((await rename(cookie, "Admin")).status).toBe(200);
    expect(await sessionUser(cookie)).toMatchObject({ name: "Admin" });
  });
});

describe("a person's picture", () => {
  function setImage(cookie: string, image: unknown) {
    return call("/api/auth/update-user", { cookie, json: { image } });
  }

  const refused: Array<[string, unknown]> = [
    ["an http:// tracking pixel", "http://tracker.example/p.gif?who=admin"],
    ["an https:// address on a host the site does not allow", "https://tracker.example/p.gif"],
    ["a javascript: address", "javascript:alert(1)"],
    ["a data: address", "data:image/png;base64,iVBORw0KGgo="],
    ["60 KB of text", `https://avatars.githubusercontent.com/${"a".repeat(60_000)}`],
    ["on another port", "https://avatars.githubusercontent.com:8443/u/1"],
    ["holding a line break", "https://avatars.githubusercontent.com/u/1\njavascript:"],
    ["holding raw quotes", 'https://avatars.githubusercontent.com/u/1"><script>'],
    ["not text", 42],
  ];
  for (const [label, image] of refused) {
    it(`is refused when ${label}, naming the field, and nothing changes`, async () => {
      const cookie = await signIn(uniqueEmail());
      const response = await setImage(cookie, image);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        issues: [
          {
            path: "image",
            message: "The picture must be one you uploaded or an https:// address on one of this site's image hosts",
          },
        ],
      });
      expect(await sessionUser(cookie)).toMatchObject({ image: null });
    });
  }

  it("can come from GitHub's avatar host, and be removed", async () => {
    const cookie = await signIn(uniqueEmail());
    const avatar = "https://avatars.githubusercontent.com/u/9919?v=4";
    expect((await setImage(cookie, avatar)).status).toBe(200);
    expect(await sessionUser(cookie)).toMatchObject({ image: avatar });
    expect((await setImage(cookie, null)).status).toBe(200);
    expect(await sessionUser(cookie)).toMatchObject({ image: null });
  });

  it("an organization's logo follows the same rule", async () => {
    const cookie = await signIn(uniqueEmail());
    const response = await call("/api/auth/organization/create", {
      cookie,
      json: {
        name: "Pixel Co",
        slug: `pixel-${crypto.randomUUID().slice(0, 8)}`,
        logo: "http://tracker.example/l.gif",
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ path: "logo" }] });
  });
});
