import type { RouteHandler } from "@hono/zod-openapi";
import { desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import { type AnySQLiteColumn, alias } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import type { z } from "zod";
import { accountTag } from "../account/account.api";
import { organization, user } from "../db/auth-schema";
import { createDb, type Db } from "../db/client";
import { guardedRoute, jsonContent } from "../lib/api-routes";
import type { AppContext } from "../lib/context";
import { decodeCursor, encodeCursor } from "../lib/cursor";
import { keysetPage, type PageRequest, pageQueries } from "../lib/keyset-page";
import { type ApiTag, createRouter } from "../lib/openapi";
import {
  ActivityEventListSchema,
  ActivityQuerySchema,
  type AuditEvent,
  AuditEventListSchema,
  AuditQuerySchema,
} from "./audit.schemas";
import { type AuditEventRow, auditEvent } from "./audit.table";

/**
 * Reading the audit trail: administrators read all of it, everyone their own events. Nothing
 * here writes, and no route changes or removes an event (the table refuses it too).
 */
export const auditTag: ApiTag = {
  name: "Audit",
  description: "Administrators' reading of the security events: sign-ins, refusals, role changes, bans…",
};

const listAuditEvents = guardedRoute({
  operationId: "listAuditEvents",
  method: "get",
  path: "/audit",
  tags: [auditTag.name],
  summary: "List security events",
  description:
    "Newest first, with the people and organization each names as they are now (and the administrator acting as the actor, if one was); filters combine (`person`: actor or target; `from` and `to`: ISO 8601 times). In the demo, where visitors share accounts, only the events of the session asking.",
  permissions: { audit: ["read"] },
  request: { query: AuditQuerySchema },
  responses: { 200: { description: "A page of events", content: jsonContent(AuditEventListSchema) } },
});

const listMyActivity = guardedRoute({
  operationId: "listMyActivity",
  method: "get",
  path: "/account/activity",
  tags: [accountTag.name],
  summary: "List my security events",
  description:
    "What I did and what was done to me, newest first. Where and from which browser only for what I did myself; others by name only.",
  request: { query: ActivityQuerySchema },
  responses: { 200: { description: "A page of my events", content: jsonContent(ActivityEventListSchema) } },
});

/** Events page by id, the rowid: SQLite seeks it. */
const eventCursor = (row: { event: { id: number } }) => encodeCursor([String(row.event.id)]);
const afterCursor = (cursor: string) =>
  lt(auditEvent.id, Number(decodeCursor(cursor, 1, ([id = ""]) => /^\d{1,15}$/.test(id))[0]));

const actor = alias(user, "actor");
const impersonator = alias(user, "impersonator");
const target = alias(user, "target");

/**
 * A joined column under a name of its own: a batch's rows come back as objects keyed by column
 * name (worker/db/d1-session.ts), where the person's `id` would overwrite the event's.
 */
const joined = <T>(column: AnySQLiteColumn, name: string) => sql<T | null>`${column}`.as(name);

/** A person an event names, as they are now; null once deleted (events outlive people). */
const person = (
  table: typeof actor | typeof impersonator | typeof target,
  as: "actor" | "impersonator" | "target",
) => ({
  id: joined<string>(table.id, `${as}_person_id`),
  name: joined<string>(table.name, `${as}_person_name`),
  email: joined<string>(table.email, `${as}_person_email`),
});

type Joined<T> = { [Field in keyof T]: T[Field] | null } | null;

/** A row of a left join is null, or its fields are, when nothing matched. */
function found<T extends { id: string }>(row: Joined<T>): T | null {
  return row?.id ? (row as T) : null;
}

interface PageRow {
  event: AuditEventRow;
  actor: Joined<NonNullable<AuditEvent["actor"]>>;
  impersonator: Joined<NonNullable<AuditEvent["impersonator"]>>;
  target: Joined<NonNullable<AuditEvent["target"]>>;
  organization: Joined<NonNullable<AuditEvent["organization"]>>;
}

function toEvent({ event: row, ...named }: PageRow): AuditEvent {
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
    actor: found(named.actor),
    impersonator: found(named.impersonator),
    target: found(named.target),
    organization: found(named.organization),
  };
}

/** What a page of events asks for: its filters, then where it starts and how many. */
export interface AuditPage extends PageRequest {
  filters: SQL[];
}

/**
 * A page of events, newest first, with the people and organization each names looked up by
 * their primary keys. Also run by /api/dev/query-plans, which shows that an index serves it.
 */
export function auditPageQueries(db: Db, { filters, cursor, limit }: AuditPage) {
  return pageQueries(
    db,
    { from: auditEvent, filters, cursor, limit, after: afterCursor, cursorOf: eventCursor },
    (where) =>
      db
        .select({
          event: auditEvent,
          actor: person(actor, "actor"),
          impersonator: person(impersonator, "impersonator"),
          target: person(target, "target"),
          organization: {
            id: joined<string>(organization.id, "organization_named_id"),
            name: joined<string>(organization.name, "organization_named_name"),
          },
        })
        .from(auditEvent)
        .leftJoin(actor, eq(actor.id, auditEvent.actorId))
        .leftJoin(impersonator, eq(impersonator.id, auditEvent.impersonatorId))
        .leftJoin(target, eq(target.id, auditEvent.targetId))
        .leftJoin(organization, eq(organization.id, auditEvent.organizationId))
        .where(where)
        .orderBy(desc(auditEvent.id)),
  );
}

/** A person's events: they did them, or they were done to them (one's own activity, the trail's `person`). */
export const mine = (me: string) => or(eq(auditEvent.actorId, me), eq(auditEvent.targetId, me)) as SQL;

function page(c: Context<AppContext>, { cursor, limit }: z.output<typeof ActivityQuerySchema>, filters: SQL[]) {
  // Visitors of the demo share its accounts: each sees only what their own session did.
  if (c.get("demo")) filters.push(eq(auditEvent.sessionId, c.get("session").session.id));
  const db = createDb(c.var.d1);
  return keysetPage(db, auditPageQueries(db, { filters, cursor, limit }), toEvent);
}

const listAuditEventsHandler: RouteHandler<typeof listAuditEvents, AppContext> = async (c) => {
  const { actor: actorId, target: targetId, person: personId, action, from, to, ...query } = c.req.valid("query");
  const filters: SQL[] = [];
  if (actorId) filters.push(eq(auditEvent.actorId, actorId));
  if (targetId) filters.push(eq(auditEvent.targetId, targetId));
  if (personId) filters.push(mine(personId));
  if (action) filters.push(eq(auditEvent.action, action));
  if (from) filters.push(gte(auditEvent.createdAt, new Date(from)));
  if (to) filters.push(lt(auditEvent.createdAt, new Date(to)));
  return c.json(await page(c, query, filters), 200);
};

const listMyActivityHandler: RouteHandler<typeof listMyActivity, AppContext> = async (c) => {
  const me = c.get("session").user.id;
  const { items, ...rest } = await page(c, c.req.valid("query"), [mine(me)]);
  // Where an administrator or a stranger acted from is theirs, not mine to see, even acting as
  // me; so is their address: another person is named, which says who acted, and no more.
  const named = (someone: AuditEvent["actor"]) => someone && { id: someone.id, name: someone.name };
  // Whom an invitation went to is not the inviter's to learn: that an address has an account,
  // and its name, are what the invitation routes keep from anyone who asks.
  const someoneInvited = (action: string, targetId: string | null) =>
    action.startsWith("invitation.") && targetId !== me;
  const shown = items.map(({ actor, impersonator, target, ...event }) => ({
    ...(event.actorId === me && !event.impersonatorId ? event : { ...event, ip: null, browser: null }),
    actor: named(actor),
    impersonator: named(impersonator),
    ...(someoneInvited(event.action, event.targetId) ? { targetId: null, target: null } : { target: named(target) }),
  }));
  return c.json({ items: shown, ...rest }, 200);
};

export const auditRouter = createRouter()
  .openapi(listAuditEvents, listAuditEventsHandler)
  .openapi(listMyActivity, listMyActivityHandler);
