import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { signUpsSince } from "../../worker/dashboard/dashboard.api";
import { ANALYTICS_MOCK_ROWS, ANALYTICS_MOCK_TOKEN } from "../support/analytics-sql-mock.shared";
import { latestCode, requestCode, signIn, verifyCode } from "../support/auth";
import { bookInput, insertGenres } from "../support/books";
import { captureConsole } from "../support/console";
import { type Span, spansOf } from "../support/traces";
import { call, type EnvOverrides, uniqueEmail } from "../support/worker";

/** The events a request wrote, as its trace shows them. */
async function eventsOf(response: Response, awaited: string[] = ["event"]) {
  const requestId = response.headers.get("x-request-id");
  return (await spansOf(response, awaited))
    .filter((span: Span) => span.name === "event" && span.attributes["request.id"] === requestId)
    .map(({ attributes }) => [attributes.event, attributes.detail]);
}

let admin: string;

beforeAll(async () => {
  await insertGenres();
  admin = await signIn("admin@example.com");
});

/** The dashboard's activity, with the deployment's settings changed by `vars`. */
async function activity(vars: EnvOverrides = {}) {
  const response = await call("/api/dashboard", { cookie: admin, env: vars });
  expect(response.status).toBe(200);
  return ((await response.json()) as { activity: { source: string; counts: unknown[] } }).activity;
}

const analyticsAt = (path: string, token = ANALYTICS_MOCK_TOKEN): EnvOverrides => ({
  ANALYTICS_ACCOUNT_ID: "0123456789abcdef",
  ANALYTICS_API_TOKEN: token,
  ANALYTICS_SQL_URL: `${env.TEST_ANALYTICS_SQL_URL}${path}`,
  ANALYTICS_DATASET: "edgestart_events_staging",
});

describe("product events, written to Analytics Engine", () => {
  it("a sign-in by code, a failed one and a new account each write their event in the request's trace", async () => {
    const email = uniqueEmail("events");
    expect((await requestCode(email)).status).toBe(200);
    const failed = await verifyCode(email, "AAAAAA");
    expect(failed.status).toBe(400);
    expect(await eventsOf(failed)).toEqual([["sign_in.failed", "code"]]);

    const signedIn = await verifyCode(email, await latestCode(email));
    expect(signedIn.status).toBe(200);
    expect(await eventsOf(signedIn)).toEqual([
      ["user.create", ""],
      ["sign_in", "code"],
    ]);
  });

  it("a book created writes book.create; reading one writes nothing", async () => {
    const created = await call("/api/books", { cookie: admin, json: bookInput() });
    expect(created.status).toBe(201);
    expect(await eventsOf(created)).toEqual([["book.create", ""]]);
    const read = await call("/api/books?limit=1", { cookie: admin });
    expect(await eventsOf(read, ["d1"])).toEqual([]);
  });
});

describe("the dashboard's activity", () => {
  it("without Analytics Engine, counts the database's record of the same events, and says so", async () => {
    const before = await activity();
    const email = uniqueEmail("counted");
    await signIn(email);
    expect((await call("/api/books", { cookie: admin, json: bookInput() })).status).toBe(201);

    const after = await activity();
    expect(after.source).toBe("database");
    const count = (figures: typeof before, event: string) =>
      (figures.counts as Array<{ event: string; count: number }>).find((entry) => entry.event === event)?.count ?? 0;
    expect(count(after, "sign_in") - count(before, "sign_in")).toBe(1);
    expect(count(after, "user.create") - count(before, "user.create")).toBe(1);
    expect(count(after, "book.create") - count(before, "book.create")).toBe(1);
  });

  it("with an account and a token, reads Analytics Engine's SQL API: its dataset, since the chart's first day", async () => {
    const figures = await activity(analyticsAt("/sql"));
    expect(figures).toEqual({
      source: "analytics-engine",
      counts: ANALYTICS_MOCK_ROWS.filter(({ event }) => event !== "something.else").map(({ event, detail, count }) => ({
        event,
        detail,
        count: Number(count),
      })),
    });
    const queries = (await (await fetch(`${env.TEST_ANALYTICS_SQL_URL}/__test/queries`)).json()) as string[];
    const query = queries.at(-1) ?? "";
    expect(query).toContain("FROM edgestart_events_staging");
    expect(query).toContain(`toDateTime(${Math.floor(signUpsSince() / 1000)})`);
  });

  it("when the SQL API fails or refuses the token, shows the database's counts, and logs why", async () => {
    for (const vars of [analyticsAt("/down/sql"), analyticsAt("/sql", "wrong-token")]) {
      const logs = captureConsole();
      expect((await activity(vars)).source).toBe("database");
      expect(logs.some((line) => line.includes('"event":"dashboard.analytics_unavailable"'))).toBe(true);
    }
  });
});
