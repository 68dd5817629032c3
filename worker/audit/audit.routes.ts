import type { RouteHandler } from "@hono/zod-openapi";
import { and, count, desc, eq, gte, lt, or, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import { createDb, type Db } from "../db/client";
import { guardedRoute, jsonContent } from "../lib/api-routes";
import type { AppContext } from "../lib/context";
import { decodeCursor, encodeCursor } from "../lib/cursor";
import { createRouter } from "../lib/openapi";
import { ActivityQuerySchema, type AuditEvent, AuditEventListSchema, AuditQuerySchema } from "./audit.schemas";
import { type AuditEventRow, auditEvent } from "./audit.table";

/**
 * Reading the audit trail: administrators read all of it, everyone their own events. Nothing
 * here writes, and no route changes or removes an event (the table refuses it too).
 */
const listAuditEvents = guardedRoute({
  operationId: "listAuditEvents",
  method: "get",
  path: "/audit",
  tags: ["Audit"],
  summary: "List security events",
  description:
    "Newest first; filters combine (`from` and `to`: ISO 8601 times). In the demo, where visitors share accounts, only the events of the session asking.",
  permissions: { audit: ["read"] },
  request: { query: AuditQuerySchema },
  responses: { 200: { description: "A page of events", content: jsonContent(AuditEventListSchema) } },
});

const listMyActivity = guardedRoute({
  operationId: "listMyActivity",
  method: "get",
  path: "/account/activity",
  tags: ["Account"],
  summary: "List my security events",
  description:
    "What I did and what was done to me, newest first. Where and from which browser only for what I did myself.",
  request: { query: ActivityQuerySchema },
  responses: { 200: { description: "A page of my events", content: jsonContent(AuditEventListSchema) } },
});

const afterCursor = (cursor: string) =>
  lt(auditEvent.id, Number(decodeCursor(cursor, 1, ([id = ""]) => /^\d{1,15}$/.test(id))[0]));

function toEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    action: row.action as AuditEvent["action"],
    actorId: row.actorId,
    impersonatorId: row.impersonatorId,
    targetId: row.targetId,
    organizationId: row.organizationId,
    ip: row.ip,
    browser: row.browser,
    details: row.details ? JSON.parse(row.details) : null,
  };
}

/** What a page of events asks for: its filters, then where it starts and how many. */
export interface AuditPage {
  filters: SQL[];
  cursor?: string | undefined;
  limit: number;
}

/**
 * The page, newest first (one row more, to know whether another follows), and the total. Also
 * run by /api/dev/query-plans, which shows that an index serves them.
 */
export function auditPageQueries(db: Db, { filters, cursor, limit }: AuditPage) {
  return [
    db
      .select()
      .from(auditEvent)
      .where(and(...filters, ...(cursor ? [afterCursor(cursor)] : [])))
      .orderBy(desc(auditEvent.id))
      .limit(limit + 1),
    db
      .select({ total: count() })
      .from(auditEvent)
      .where(and(...filters)),
  ] as const;
}

/** Events that are mine: I did them, or they were done to me. */
export const mine = (me: string) => or(eq(auditEvent.actorId, me), eq(auditEvent.targetId, me)) as SQL;

async function page(c: Context<AppContext>, { cursor, limit }: z.output<typeof ActivityQuerySchema>, filters: SQL[]) {
  // Visitors of the demo share its accounts: each sees only what their own session did.
  if (c.get("demo")) filters.push(eq(auditEvent.sessionId, c.get("session").session.id));
  const db = createDb(c.var.d1);
  const [rows, totals] = await db.batch(auditPageQueries(db, { filters, cursor, limit }));
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(toEvent),
    nextCursor: rows.length > limit && last ? encodeCursor([String(last.id)]) : null,
    total: totals[0]?.total ?? 0,
  };
}

const listAuditEventsHandler: RouteHandler<typeof listAuditEvents, AppContext> = async (c) => {
  const { actor, target, action, from, to, ...query } = c.req.valid("query");
  const filters: SQL[] = [];
  if (actor) filters.push(eq(auditEvent.actorId, actor));
  if (target) filters.push(eq(auditEvent.targetId, target));
  if (action) filters.push(eq(auditEvent.action, action));
  if (from) filters.push(gte(auditEvent.createdAt, new Date(from)));
  if (to) filters.push(lt(auditEvent.createdAt, new Date(to)));
  return c.json(await page(c, query, filters), 200);
};

const listMyActivityHandler: RouteHandler<typeof listMyActivity, AppContext> = async (c) => {
  const me = c.get("session").user.id;
  const { items, ...rest } = await page(c, c.req.valid("query"), [mine(me)]);
  // Where an administrator or a stranger acted from is theirs, not mine to see.
  const shown = items.map((event) => (event.actorId === me ? event : { ...event, ip: null, browser: null }));
  return c.json({ items: shown, ...rest }, 200);
};

export const auditRouter = createRouter()
  .openapi(listAuditEvents, listAuditEventsHandler)
  .openapi(listMyActivity, listMyActivityHandler);
