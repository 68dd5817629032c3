import type { RouteHandler } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { book } from "../books/books.table";
import { user } from "../db/auth-schema";
import { createDb, type Db } from "../db/client";
import { getConfig } from "../env";
import { guardedRoute, jsonContent } from "../lib/api-routes";
import type { AppContext } from "../lib/context";
import { type ApiTag, createRouter } from "../lib/openapi";
import { ActivitySchema, activityFromAnalyticsEngine, activityFromDatabase, activityQueries } from "./activity";

export const dashboardTag: ApiTag = { name: "Dashboard", description: "The manager's figures" };

const DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const DashboardSchema = z
  .object({
    users: z.number().int(),
    admins: z.number().int(),
    books: z.number().int(),
    signUps: z
      .array(z.object({ date: z.iso.date(), count: z.number().int() }))
      .meta({ description: "New accounts per day (UTC), the last 30 days, oldest first" }),
    activity: ActivitySchema,
  })
  .meta({ id: "Dashboard" });

const getDashboard = guardedRoute({
  operationId: "getDashboard",
  method: "get",
  path: "/dashboard",
  tags: [dashboardTag.name],
  summary: "Figures for the manager's dashboard",
  permissions: { apps: ["manager"] },
  responses: { 200: { description: "Counts and sign-ups", content: jsonContent(DashboardSchema) } },
});

/** Midnight (UTC) of the chart's first day. */
export const signUpsSince = () => new Date(new Date().toISOString().slice(0, 10)).getTime() - (DAYS - 1) * DAY_MS;

/**
 * New accounts per UTC day since a time (ms). Also run by /api/dev/query-plans, which shows
 * that the user (created_at, id) index narrows it to those days.
 */
export function signUpsPerDayQuery(db: Db, since: number) {
  return db
    .select({ date: sql<string>`date(${user.createdAt} / 1000, 'unixepoch')`, count: sql<number>`count(*)` })
    .from(user)
    .where(sql`${user.createdAt} >= ${since}`)
    .groupBy(sql`1`);
}

const getDashboardHandler: RouteHandler<typeof getDashboard, AppContext> = async (c) => {
  const db = createDb(c.var.d1);
  const since = signUpsSince();
  const { analytics } = getConfig(c.env);
  // Analytics Engine is asked while D1 answers; the database's counts are its fallback.
  const [[[totals], perDay, audited, booksCreated], fromAnalytics] = await Promise.all([
    db.batch([
      db
        .select({
          users: sql<number>`count(*)`,
          admins: sql<number>`sum(${user.role} = 'admin')`,
          books: sql<number>`(SELECT count(*) FROM ${book})`,
        })
        .from(user),
      signUpsPerDayQuery(db, since),
      ...activityQueries(db, since),
    ]),
    analytics ? activityFromAnalyticsEngine(analytics, since) : undefined,
  ]);
  const counts = new Map(perDay.map((row) => [row.date, row.count]));
  const signUps = Array.from({ length: DAYS }, (_, index) => {
    const date = new Date(since + index * DAY_MS).toISOString().slice(0, 10);
    return { date, count: counts.get(date) ?? 0 };
  });
  const activity =
    fromAnalytics ??
    activityFromDatabase(audited, {
      "user.create": signUps.reduce((sum, day) => sum + day.count, 0),
      "book.create": booksCreated[0]?.count ?? 0,
    });
  return c.json(
    { users: totals?.users ?? 0, admins: totals?.admins ?? 0, books: totals?.books ?? 0, signUps, activity },
    200,
  );
};

export const dashboardRouter = createRouter().openapi(getDashboard, getDashboardHandler);
