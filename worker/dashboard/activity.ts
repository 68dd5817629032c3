import { and, gte, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { auditEvent } from "../audit/audit.table";
import { book } from "../books/books.table";
import type { Db } from "../db/client";
import type { AppConfig } from "../env";
import { log } from "../lib/log";
import { PRODUCT_EVENTS, type ProductEvent } from "../lib/product-events";

/**
 * The dashboard's activity: how many of each product event in the chart's days. Read from
 * Workers Analytics Engine's SQL API where the deployment gives an account and a token (the
 * events as written, with each sign-in's method), from the database otherwise (locally, in
 * tests, or when the SQL API fails): the audit trail holds the same facts under the same names,
 * and accounts and books their creation time (as the sign-ups chart counts them: seeded or
 * imported rows have no audit event). The answer says which it shows.
 */
export const ActivitySchema = z
  .object({
    source: z.enum(["analytics-engine", "database"]).meta({
      description:
        "`analytics-engine`: Workers Analytics Engine's SQL API (ANALYTICS_ACCOUNT_ID and ANALYTICS_API_TOKEN set); `database`: the audit trail and the books in D1",
    }),
    counts: z
      .array(
        z.object({
          event: z.enum(PRODUCT_EVENTS),
          detail: z.string().meta({ description: "A sign-in's method, an upload's kind; empty from the database" }),
          count: z.number().int(),
        }),
      )
      .meta({ description: "Events since the chart's first day, by event and detail" }),
  })
  .meta({ id: "Activity" });

export type Activity = z.infer<typeof ActivitySchema>;
type Count = Activity["counts"][number];

const isProductEvent = (event: unknown): event is ProductEvent => PRODUCT_EVENTS.includes(event as ProductEvent);

/** Counted from their rows' creation time, not the audit trail. */
const FROM_ROWS = ["user.create", "book.create"] as const satisfies ProductEvent[];
const AUDITED = PRODUCT_EVENTS.filter((event) => !(FROM_ROWS as readonly string[]).includes(event));

/** The audit trail's counts and the books added: one statement each, for the dashboard's batch. */
export function activityQueries(db: Db, since: number) {
  return [
    db
      .select({ event: auditEvent.action, count: sql<number>`count(*)` })
      .from(auditEvent)
      .where(and(gte(auditEvent.createdAt, new Date(since)), inArray(auditEvent.action, AUDITED)))
      .groupBy(auditEvent.action),
    db
      .select({ count: sql<number>`count(*)` })
      .from(book)
      .where(gte(book.createdAt, new Date(since))),
  ] as const;
}

export function activityFromDatabase(
  audited: Array<{ event: string; count: number }>,
  created: Record<(typeof FROM_ROWS)[number], number>,
): Activity {
  const counts: Count[] = audited.flatMap(({ event, count }) =>
    isProductEvent(event) ? [{ event, detail: "", count }] : [],
  );
  for (const event of FROM_ROWS) if (created[event] > 0) counts.push({ event, detail: "", count: created[event] });
  return { source: "database", counts };
}

/** How long the dashboard waits for the SQL API before it shows the database's figures. */
const SQL_API_TIMEOUT_MS = 3000;

/**
 * The SQL API's counts, or undefined when it did not answer them (logged). `_sample_interval`
 * undoes Analytics Engine's sampling: each stored point stands for that many.
 */
export async function activityFromAnalyticsEngine(
  analytics: NonNullable<AppConfig["analytics"]>,
  since: number,
): Promise<Activity | undefined> {
  const query = `SELECT blob1 AS event, blob2 AS detail, SUM(_sample_interval) AS count FROM ${analytics.dataset} WHERE timestamp >= toDateTime(${Math.floor(since / 1000)}) GROUP BY event, detail FORMAT JSON`;
  try {
    const response = await fetch(analytics.sqlURL, {
      method: "POST",
      headers: { authorization: `Bearer ${analytics.token}` },
      body: query,
      signal: AbortSignal.timeout(SQL_API_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SQL API answered ${response.status}`);
    const { data } = (await response.json()) as { data: Array<{ event: unknown; detail: unknown; count: unknown }> };
    const counts = data.flatMap(({ event, detail, count }) =>
      isProductEvent(event) ? [{ event, detail: String(detail ?? ""), count: Math.round(Number(count)) || 0 }] : [],
    );
    return { source: "analytics-engine", counts };
  } catch (error) {
    log.warn("dashboard.analytics_unavailable", { error });
    return undefined;
  }
}
