import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getConfig } from "../../worker/env";

/** The Worker's vars as a deployment sets them: `env` with some replaced (a fresh object, so nothing is cached). */
type Setting =
  | "APP_ENV"
  | "EMAIL_TRANSPORT"
  | "ENV_COLOR"
  | "ORGANIZATIONS_PER_OWNER"
  | "ORGANIZATION_MEMBERS"
  | "TURNSTILE_SITE_KEY"
  | "TURNSTILE_SECRET_KEY"
  | "TURNSTILE_VERIFY_URL"
  | "UPLOAD_MAX_MB"
  | "UPLOAD_MAX_SIDE"
  | "UPLOADS_PER_DAY"
  | "UPLOAD_MB_PER_DAY";
const configWith = (vars: Partial<Record<Setting, string>>) => () => getConfig({ ...env, ...vars });

describe("the Worker's settings", () => {
  it.each(["plum", "#8e4585", "rgb(10 20 30)", "oklch(0.5 0.1 200)", "transparent"])(
    "ENV_COLOR=%s is a colour the badge can be drawn on",
    (color) => {
      expect(configWith({ ENV_COLOR: color })().environment.color).toBe(color);
    },
  );

  it.each(["currentColor", "CURRENTCOLOR", "inherit", "unset", "var(--brand)", "color-mix(in srgb, var(--x), red)"])(
    "ENV_COLOR=%s, which names no colour of its own, stops the Worker with a message naming it",
    (color) => {
      expect(configWith({ ENV_COLOR: color })).toThrow(/ENV_COLOR must name a colour/);
    },
  );

  it("upload limits default to 5 MB and 4,096 pixels, 50 uploads and 100 MB a day, and may be set within bounds", () => {
    const MB = 1024 * 1024;
    expect(configWith({})().uploads).toEqual({ maxBytes: 5 * MB, maxSide: 4096, perDay: 50, bytesPerDay: 100 * MB });
    expect(configWith({ UPLOAD_MAX_MB: "10", UPLOAD_MAX_SIDE: "2048", UPLOADS_PER_DAY: "5" })().uploads).toMatchObject({
      maxBytes: 10 * MB,
      maxSide: 2048,
      perDay: 5,
    });
    for (const vars of [
      { UPLOAD_MAX_MB: "26" },
      { UPLOAD_MAX_MB: "0" },
      { UPLOAD_MAX_SIDE: "12001" },
      { UPLOADS_PER_DAY: "x" },
    ]) {
      expect(configWith(vars), JSON.stringify(vars)).toThrow(/Invalid Worker configuration/);
    }
  });

  it("organization limits default to the database's ceilings, 5 owned and 100 members, and may be lowered", () => {
    expect(configWith({})().organizations).toEqual({ perOwner: 5, members: 100 });
    expect(configWith({ ORGANIZATIONS_PER_OWNER: "2", ORGANIZATION_MEMBERS: " 10 " })().organizations).toEqual({
      perOwner: 2,
      members: 10,
    });
  });

  it.each([
    ["ORGANIZATIONS_PER_OWNER", "6"],
    ["ORGANIZATIONS_PER_OWNER", "0"],
    ["ORGANIZATIONS_PER_OWNER", "two"],
    ["ORGANIZATION_MEMBERS", "101"],
    ["ORGANIZATION_MEMBERS", "1"],
    ["ORGANIZATION_MEMBERS", "2.5"],
  ])("%s=%s, past the database's ceiling or no whole number, stops the Worker naming the setting", (name, value) => {
    expect(configWith({ [name]: value })).toThrow(new RegExp(name));
  });

  it("Turnstile is off without its keys, on with both, and verifies at Cloudflare unless TURNSTILE_VERIFY_URL says otherwise", () => {
    expect(configWith({})().turnstile).toBeUndefined();
    expect(configWith({ TURNSTILE_SITE_KEY: "site", TURNSTILE_SECRET_KEY: "secret" })().turnstile).toEqual({
      siteKey: "site",
      secretKey: "secret",
      verifyURL: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
    });
    expect(
      configWith({
        TURNSTILE_SITE_KEY: "site",
        TURNSTILE_SECRET_KEY: "secret",
        TURNSTILE_VERIFY_URL: "http://127.0.0.1:1/v",
      })().turnstile?.verifyURL,
    ).toBe("http://127.0.0.1:1/v");
  });

  it.each([{ TURNSTILE_SITE_KEY: "site" }, { TURNSTILE_SECRET_KEY: "secret" }])(
    "one Turnstile key without the other (%o) stops the Worker rather than leave code requests unguarded",
    (vars) => {
      expect(configWith(vars)).toThrow(/TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY/);
    },
  );

  it("in production the secret key travels to an https verifier only", () => {
    const production = { APP_ENV: "production", EMAIL_TRANSPORT: "cloudflare" };
    const keys = { TURNSTILE_SITE_KEY: "site", TURNSTILE_SECRET_KEY: "secret" };
    expect(configWith({ ...production, ...keys, TURNSTILE_VERIFY_URL: "http://verify.example.com/v" })).toThrow(
      /TURNSTILE_VERIFY_URL must be https/,
    );
    expect(configWith({ ...production, ...keys, TURNSTILE_VERIFY_URL: "not a url" })).toThrow(/TURNSTILE_VERIFY_URL/);
  });
});
