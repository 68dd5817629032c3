import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getAuth } from "../../worker/auth/auth";
import { CLOSED_PATHS } from "../../worker/auth/options";
import { latestCode, requestCode, settledOutbox, signIn } from "../support/auth";
import { call, uniqueEmail } from "../support/worker";

/**
 * A field a route does not take is refused on every better-auth route that takes a body,
 * before any rule runs: a field that only changes which limit applies (a decoy `newEmail`
 * on a code request) never gets to. Quotas count the address the email goes to.
 */
let cookie = "";

beforeAll(async () => {
  cookie = await signIn(uniqueEmail("fields"));
});

interface Endpoint {
  path?: string;
  options?: { method?: string | string[]; body?: unknown };
}

/** better-auth's open routes that take a JSON body, from its own route table. */
function routesWithABody(): string[] {
  const endpoints = Object.values(getAuth(env, false).api as Record<string, Endpoint>);
  return endpoints
    .filter((endpoint) => endpoint.options?.body && [endpoint.options.method].flat().includes("POST"))
    .map((endpoint) => (endpoint.path ?? "").replace("/:id", "/github"))
    .filter((path) => path && !CLOSED_PATHS.includes(path));
}

describe("unknown fields", () => {
  const routes = routesWithABody();

  it("the route table lists the routes people use", () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        "/email-otp/send-verification-otp",
        "/sign-in/email-otp",
        "/email-otp/verify-email",
        "/update-user",
        "/delete-user",
        "/organization/create",
      ]),
    );
  });

  for (const path of routes) {
    it(`${path} refuses one, naming it, with 400`, async () => {
      const response = await call(`/api/auth${path}`, { cookie, json: { unexpectedField: "x" } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        issues: [{ path: "unexpectedField", message: "This field is not accepted" }],
      });
    });
  }

  it("a decoy newEmail on a code request is refused, and no code is sent", async () => {
    const victim = uniqueEmail("victim");
    const response = await call("/api/auth/email-otp/send-verification-otp", {
      json: { email: victim, type: "sign-in", newEmail: uniqueEmail("decoy") },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ path: "newEmail" }] });
    expect(await settledOutbox(victim, 1)).toEqual([]);
  });

  it.each([
    ["/organization/update", { organizationId: "any", data: { name: "y", zzz: 1, createdAt: 0 } }],
    ["/organization/update-team", { teamId: "any", data: { name: "z", zzz: 1 } }],
  ])("%s refuses one nested in `data`, naming its path", async (path, json) => {
    const response = await call(`/api/auth${path}`, { cookie, json });
    expect(response.status).toBe(400);
    const { issues } = (await response.json()) as { issues: Array<{ path: string }> };
    expect(issues.map((issue) => issue.path)).toEqual(
      Object.keys(json.data)
        .filter((key) => key !== "name")
        .map((key) => `data.${key}`),
    );
  });

  it("verify-email takes only the email and the code", async () => {
    const response = await call("/api/auth/email-otp/verify-email", {
      cookie,
      json: { email: uniqueEmail(), otp: "ABCDEF", emailVerified: true },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ path: "emailVerified" }] });
  });
});

describe("better-auth's own schema checks name the field", () => {
  it.each([
    [
      "/organization/create",
      {},
      [
        ["name", "This field is required"],
        ["slug", "This field is required"],
      ],
    ],
    ["/organization/create", { name: "x" }, [["slug", "This field is required"]]],
    ["/organization/create", { name: 1, slug: "a" }, [["name", "Name is invalid"]]],
    ["/email-otp/send-verification-otp", { email: "a@b.co", type: "nope" }, [["type", "This value is not valid"]]],
    ["/sign-in/email-otp", { email: "a@b.co" }, [["otp", "This field is required"]]],
    // One of two shapes (permission or permissions; providerId or accountId), neither given.
    ["/organization/has-permission", {}, [["", "This value is not valid"]]],
    ["/refresh-token", {}, [["", "This value is not valid"]]],
    ["/get-access-token", {}, [["", "This value is not valid"]]],
  ] as const)("%s with %j: 400 on each field at fault", async (path, json, expected) => {
    const response = await call(`/api/auth${path}`, { cookie, json });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; issues?: Array<{ path: string; message: string }> };
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.issues?.map((issue) => [issue.path, issue.message])).toEqual(expected);
  });
});

describe("per-email quotas count the address the email goes to", () => {
  it("one inbox gets at most 3 codes in 10 minutes, whatever the requests carry", async () => {
    const victim = uniqueEmail("inbox");
    const statuses: number[] = [];
    // Each email delivered before the next request: one whose code is already replaced when the
    // queue gets to it is not sent.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await requestCode(victim);
      statuses.push(response.status);
      if (response.status === 200) await latestCode(victim);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await settledOutbox(victim, 4)).toHaveLength(3);
  });

  it("tagged spellings of one address (ada+1@, ADA+2@) share its inbox's quota", async () => {
    const [local, domain] = uniqueEmail("tagged").split("@");
    const statuses: number[] = [];
    for (const tag of ["", "+1", "+2", "+3"]) {
      const address = `${tag === "+2" ? local?.toUpperCase() : local}${tag}@${domain}`;
      statuses.push((await requestCode(address)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("an email change counts against the new address, whoever asks", async () => {
    const target = uniqueEmail("wanted");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const asker = await signIn(uniqueEmail("asker"));
      const response = await call("/api/auth/email-otp/request-email-change", {
        cookie: asker,
        json: { newEmail: target },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await settledOutbox(target, 4)).toHaveLength(3);
  });
});
