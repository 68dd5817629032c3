import { beforeAll, describe, expect, it } from "vitest";
import type { D1Start } from "../../worker/db/d1-session";
import { d1TimingOf } from "../../worker/lib/server-timing";
import { countRows, latestCode, requestCode, sessionUser, signIn } from "../support/auth";
import { bookInput, insertGenres, newBook } from "../support/books";
import { readyExport } from "../support/exports";
import { pngOf, sha256, uploadRequest } from "../support/files";
import { ownOrganization } from "../support/organizations";
import { secondFactorOn, withTrustedDevice } from "../support/second-factor";
import { createUser, userInput } from "../support/users";
import { type CallOptions, call, uniqueEmail, uniqueIp } from "../support/worker";

/**
 * What each route costs in D1, read as anyone can read it: from the Server-Timing header
 * (decision 0031). From far away each round trip is 150–300 ms, so these are budgets: a
 * route that takes more fails here, and so does a route that has none.
 */
interface Budget {
  roundTrips: number;
  start: D1Start;
}
const reads = (roundTrips: number): Budget => ({ roundTrips, start: "replica" });
const writes = (roundTrips: number): Budget => ({ roundTrips, start: "primary" });

const KEY_INPUT = { name: "Measured", expiresInDays: 30, permissions: { book: ["read"] } };
const newKey = async (cookie: string) =>
  (await (await call("/api/account/api-keys", { cookie, json: KEY_INPUT })).json()) as { id: string; key: string };

/** Every operation of /api/openapi.json, signed in as an administrator. */
const API_BUDGETS: Record<string, Budget> = {
  "GET /api/health": reads(0),
  "GET /api/config": reads(0),
  "GET /api/books": reads(2),
  "GET /api/books/{id}": reads(2),
  "POST /api/books": writes(2),
  "PUT /api/books/{id}": writes(2),
  "DELETE /api/books/{id}": writes(2),
  "GET /api/genres": reads(2),
  "GET /api/dashboard": reads(2),
  "GET /api/users": reads(2),
  "GET /api/users/{id}": reads(2),
  "POST /api/users": writes(2),
  "PUT /api/users/{id}": writes(2),
  "DELETE /api/users/{id}": writes(2),
  "GET /api/users/{id}/sessions": reads(3),
  "DELETE /api/users/{id}/sessions/{sessionId}": writes(2),
  "DELETE /api/users/{id}/sessions": writes(3),
  "POST /api/users/{id}/ban": writes(2),
  "POST /api/users/{id}/unban": writes(2),
  "DELETE /api/users/{id}/second-factor": writes(2),
  // better-auth's admin plugin: the admin's session, then the person, then a new session.
  "POST /api/users/{id}/impersonate": writes(7),
  "GET /api/account/sessions": reads(2),
  "GET /api/account/trusted-devices": reads(2),
  // The session, the person's records (an id is a digest of a record's key, which SQL cannot compute), the one ended.
  "DELETE /api/account/trusted-devices/{id}": writes(3),
  "GET /api/account/organizations": reads(2),
  "GET /api/invitations/{id}": reads(2),
  "GET /api/invitations": reads(2),
  // No session to read: the invitation, its organization and its inviter in one query.
  "GET /api/invitations/{id}/preview": reads(1),
  "GET /api/teams/{id}/members": reads(2),
  "DELETE /api/account/sessions/{id}": writes(2),
  "GET /api/organizations": reads(2),
  "GET /api/organizations/{id}": reads(2),
  "DELETE /api/organizations/{id}": writes(2),
  "GET /api/audit": reads(2),
  "GET /api/account/activity": reads(2),
  // The session, the day's counts, the file's row (or these bytes already stored), then marked stored.
  "PUT /api/files/covers/{sha256}": writes(4),
  "PUT /api/files/avatars/{sha256}": writes(4),
  // A log line, counted by the Rate Limiting binding: no D1 at all.
  "POST /api/client-errors": writes(0),
  // R2 alone.
  "GET /files/covers/{sha256}": reads(0),
  "GET /files/avatars/{userId}/{sha256}": reads(0),
  // The session, the day's count, the row; the job is a queue message.
  "POST /api/account/exports": writes(3),
  // The session, then the one conditional UPDATE that spends the link (sent on to the primary).
  "GET /files/exports/{userId}/{token}": reads(2),
  "GET /api/account/api-keys": reads(2),
  "GET /api/account/api-keys/{id}": reads(2),
  "POST /api/account/api-keys": writes(2),
  "DELETE /api/account/api-keys/{id}": writes(2),
  // The session, the person (a 404 for nobody), their keys.
  "GET /api/users/{id}/api-keys": reads(3),
  "DELETE /api/users/{id}/api-keys/{keyId}": writes(2),
};

function expectWithin(name: string, response: Response, budget: Budget) {
  expect({ name, ok: response.status < 400 }).toEqual({ name, ok: true });
  const timing = d1TimingOf(response.headers.get("server-timing"));
  expect(timing, `${name}: no d1 entry in Server-Timing`).toBeDefined();
  expect({ name, start: timing?.start }).toEqual({ name, start: budget.start });
  expect(timing?.roundTrips, `${name}: ${timing?.roundTrips} round trips`).toBeLessThanOrEqual(budget.roundTrips);
}

let admin: string;

beforeAll(async () => {
  await insertGenres();
  admin = await signIn("admin@example.com");
});

describe("round trips to D1, per route", () => {
  it("every operation of the API document has a budget, and keeps to it", async () => {
    const document = (await (await call("/api/openapi.json")).json()) as { paths: Record<string, object> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.filter((operation) => !(operation in API_BUDGETS))).toEqual([]);

    const book = await newBook(admin);
    const [coverBytes, avatarBytes] = [pngOf(70, 70, 100), pngOf(71, 71, 100)];
    const adminId = (await sessionUser(admin))?.id;
    const person = await createUser(admin);
    const other = await createUser(admin);
    const trusting = await withTrustedDevice();
    const twoStep = await createUser(admin);
    await secondFactorOn(twoStep.id);
    const [otherCookie, anotherCookie] = [await signIn(other.email), await signIn(other.email)];
    const [otherSession] = (await (await call(`/api/users/${other.id}/sessions`, { cookie: admin })).json()) as Array<{
      id: string;
    }>;
    const mySecond = await signIn("admin@example.com");
    const host = await ownOrganization("round-trips");
    const invitedMe = (await (
      await call("/api/auth/organization/invite-member", {
        cookie: host.owner,
        json: { organizationId: host.organizationId, email: "admin@example.com", role: "member" },
      })
    ).json()) as { id: string };
    const [myOther] = (
      (await (await call("/api/account/sessions", { cookie: admin })).json()) as Array<{ id: string; current: boolean }>
    ).filter((session) => !session.current);
    const { organizationId } = await ownOrganization("measured");
    const mine = await call("/api/auth/organization/create", {
      cookie: admin,
      json: { name: "Mine", slug: `mine-${crypto.randomUUID().slice(0, 8)}` },
    });
    const { id: myOrganizationId } = (await mine.json()) as { id: string };
    const [myTeam] = (await (
      await call(`/api/auth/organization/list-teams?organizationId=${myOrganizationId}`, { cookie: admin })
    ).json()) as Array<{ id: string }>;
    const asked: Record<string, [string, CallOptions]> = {
      "GET /api/health": ["/api/health", {}],
      "GET /api/config": ["/api/config", {}],
      "GET /api/books": ["/api/books?searchTerm=moby", {}],
      "GET /api/books/{id}": [`/api/books/${book.id}`, {}],
      "POST /api/books": ["/api/books", { json: bookInput() }],
      "PUT /api/books/{id}": [`/api/books/${book.id}`, { method: "PUT", json: bookInput({ title: "Renamed" }) }],
      "DELETE /api/books/{id}": [`/api/books/${(await newBook(admin)).id}`, { method: "DELETE" }],
      "GET /api/genres": ["/api/genres", {}],
      "GET /api/dashboard": ["/api/dashboard", {}],
      "GET /api/users": ["/api/users?searchTerm=person", {}],
      "GET /api/users/{id}": [`/api/users/${person.id}`, {}],
      "POST /api/users": ["/api/users", { json: userInput() }],
      "PUT /api/users/{id}": [`/api/users/${person.id}`, { method: "PUT", json: userInput({ email: person.email }) }],
      "DELETE /api/users/{id}": [`/api/users/${(await createUser(admin)).id}`, { method: "DELETE" }],
      "GET /api/users/{id}/sessions": [`/api/users/${other.id}/sessions`, {}],
      "DELETE /api/users/{id}/sessions/{sessionId}": [
        `/api/users/${other.id}/sessions/${otherSession?.id}`,
        { method: "DELETE" },
      ],
      "DELETE /api/users/{id}/sessions": [`/api/users/${person.id}/sessions`, { method: "DELETE" }],
      "POST /api/users/{id}/ban": [`/api/users/${person.id}/ban`, { json: {} }],
      "POST /api/users/{id}/unban": [`/api/users/${person.id}/unban`, { method: "POST" }],
      "DELETE /api/users/{id}/second-factor": [`/api/users/${twoStep.id}/second-factor`, { method: "DELETE" }],
      "POST /api/users/{id}/impersonate": [`/api/users/${other.id}/impersonate`, { method: "POST", cookie: mySecond }],
      "GET /api/account/sessions": ["/api/account/sessions", {}],
      "GET /api/account/trusted-devices": ["/api/account/trusted-devices", { cookie: trusting.cookie }],
      "DELETE /api/account/trusted-devices/{id}": [
        `/api/account/trusted-devices/${trusting.deviceId}`,
        { method: "DELETE", cookie: trusting.cookie },
      ],
      "GET /api/account/organizations": ["/api/account/organizations", {}],
      "GET /api/invitations/{id}": [`/api/invitations/${invitedMe.id}`, {}],
      "GET /api/invitations": ["/api/invitations", {}],
      "GET /api/invitations/{id}/preview": [`/api/invitations/${invitedMe.id}/preview`, { cookie: "" }],
      "GET /api/teams/{id}/members": [`/api/teams/${myTeam?.id}/members`, {}],
      "DELETE /api/account/sessions/{id}": [`/api/account/sessions/${myOther?.id}`, { method: "DELETE" }],
      "GET /api/organizations": ["/api/organizations?searchTerm=measured", {}],
      "GET /api/organizations/{id}": [`/api/organizations/${organizationId}`, {}],
      "DELETE /api/organizations/{id}": [`/api/organizations/${organizationId}`, { method: "DELETE" }],
      "GET /api/audit": ["/api/audit?action=sign_in", {}],
      "GET /api/account/activity": ["/api/account/activity", {}],
      "POST /api/client-errors": [
        "/api/client-errors",
        { json: { kind: "uncaught", message: "x", screen: "/app", version: "0.1.0" } },
      ],
      "PUT /api/files/covers/{sha256}": await uploadRequest("covers", coverBytes),
      "PUT /api/files/avatars/{sha256}": await uploadRequest("avatars", avatarBytes),
      "GET /files/covers/{sha256}": [`/files/covers/${await sha256(coverBytes)}`, {}],
      "GET /files/avatars/{userId}/{sha256}": [`/files/avatars/${adminId}/${await sha256(avatarBytes)}`, {}],
      "POST /api/account/exports": ["/api/account/exports", { method: "POST" }],
      "GET /files/exports/{userId}/{token}": [await readyExport(adminId ?? ""), {}],
      "GET /api/account/api-keys": ["/api/account/api-keys", {}],
      "GET /api/account/api-keys/{id}": [`/api/account/api-keys/${(await newKey(admin)).id}`, {}],
      "POST /api/account/api-keys": ["/api/account/api-keys", { json: KEY_INPUT }],
      "DELETE /api/account/api-keys/{id}": [`/api/account/api-keys/${(await newKey(admin)).id}`, { method: "DELETE" }],
      "GET /api/users/{id}/api-keys": [`/api/users/${other.id}/api-keys`, {}],
      "DELETE /api/users/{id}/api-keys/{keyId}": [
        `/api/users/${other.id}/api-keys/${(await newKey(otherCookie)).id}`,
        { method: "DELETE" },
      ],
    };
    expect(`${otherCookie} ${anotherCookie}`).toContain("session_token");
    for (const operation of operations) {
      const [path, options] = asked[operation] ?? ["", {}];
      expect(path, `${operation}: no request to measure it with`).not.toBe("");
      const budget = API_BUDGETS[operation] as Budget;
      expectWithin(operation, await call(path, { cookie: admin, ...options }), budget);
    }
  });

  it("reading the session is one round trip to the nearest copy, and writes nothing", async () => {
    const ip = uniqueIp();
    const response = await call("/api/auth/get-session", { cookie: admin, ip });
    expect(((await response.json()) as { user: { email: string } }).user.email).toBe("admin@example.com");
    expectWithin("GET /api/auth/get-session", response, reads(1));
    expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith("d1-bookmark="))).toEqual([]);
    expect(await countRows("rate_limit", "key LIKE ?", `${ip}%`)).toBe(0);
  });

  it("signing in: asking for a code and entering it each keep to their budget, on the primary", async () => {
    const email = uniqueEmail();
    // The address's rate limit, its two quotas, the code's guard, and whether it has an account.
    expectWithin("POST /api/auth/email-otp/send-verification-otp", await requestCode(email), writes(4));
    // The limit, the quota and the code's guard, then better-auth finds or makes the person,
    // opens a session, and reads the person back twice.
    const entered = await call("/api/auth/sign-in/email-otp", { json: { email, otp: await latestCode(email) } });
    expectWithin("POST /api/auth/sign-in/email-otp", entered, writes(8));
    expect(entered.headers.getSetCookie().some((cookie) => cookie.startsWith("d1-bookmark="))).toBe(true);
  });

  it("an API key costs what a session does: one round trip says who calls, and the last use is no write", async () => {
    const { key } = await newKey(admin);
    const ip = uniqueIp();
    const first = await call("/api/books", { headers: { authorization: `Bearer ${key}` }, ip });
    expectWithin("GET /api/books with a key", first, reads(2));
    const again = await call("/api/books", { headers: { authorization: `Bearer ${key}` }, ip });
    expectWithin("GET /api/books with a key, again", again, reads(2));
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("a signed-in screen that carries its data costs what its slowest ask costs, not their sum", async () => {
    const page = await call("/app/books/", { cookie: admin, headers: { "sec-fetch-mode": "navigate" } });
    expect(await page.text()).toContain('id="handover"');
    expectWithin("GET /app/books/", page, reads(2));
  });
});
