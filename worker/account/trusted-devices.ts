import { hex } from "@better-auth/utils/hex";
import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { trustedDeviceOf } from "../audit/audit-context";
import { guardedRoute, jsonContent } from "../lib/api-routes";
import type { AppContext } from "../lib/context";
import { ApiError } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { accountTag } from "./account.api";

/**
 * The browsers where the person ticked "Trust this device" at a second step (better-auth's
 * trusted-device records, kept in the code store's rows: worker/auth/code-store.ts), each
 * skipping the second step until it expires. Each is named by a digest of its record's key:
 * the key is half of the browser's cookie, which an answer never shows.
 */
export const TrustedDeviceSchema = z
  .object({
    id: z.string().meta({ description: "Names it to end it" }),
    userAgent: z.string().nullable().meta({ description: "The browser that was trusted, as it named itself" }),
    trustedAt: z.iso.datetime().meta({ description: "When it was trusted, or last skipped the second step" }),
    expiresAt: z.iso.datetime().meta({ description: "When it asks for the second step again" }),
    current: z.boolean().meta({ description: "Whether it is the browser asking" }),
  })
  .meta({ id: "TrustedDevice" });

export const TrustedDeviceListSchema = z.array(TrustedDeviceSchema).meta({ id: "TrustedDeviceList" });

const tags = [accountTag.name];
const TrustedDeviceParams = z.object({ id: z.string().min(1).max(64) });

const listMyTrustedDevices = guardedRoute({
  operationId: "listMyTrustedDevices",
  method: "get",
  path: "/account/trusted-devices",
  tags,
  summary: "List my trusted devices",
  description: "The browsers that skip the second step of my sign-in (docs/second-factor.md), newest first.",
  responses: { 200: { description: "My trusted devices", content: jsonContent(TrustedDeviceListSchema) } },
});

const endMyTrustedDevice = guardedRoute({
  operationId: "endMyTrustedDevice",
  method: "delete",
  path: "/account/trusted-devices/{id}",
  tags,
  summary: "End one of my trusted devices",
  description: "That browser answers the second step again at its next sign-in.",
  permissions: { account: ["update"] },
  request: { params: TrustedDeviceParams },
  responses: { 204: { description: "Ended" } },
});

interface Row {
  key: string;
  record: string;
  expires_at: number;
}

/** A record's name in answers: the first 32 hex digits of its key's SHA-256. */
async function idOf(key: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key)));
  return hex.encode(digest.slice(0, 16));
}

/**
 * The person's live records, by the partial index on their person (migrations/0021): its
 * range is written out, as the index's is, for SQLite to use it.
 */
async function myRecords(c: Context<AppContext>, userId: string): Promise<Row[]> {
  const { results } = await c.var.d1
    .prepare(
      `SELECT key, record, expires_at FROM otp_guard
        WHERE key >= 'verification:trust-device-' AND key < 'verification:trust-device.'
          AND json_extract(record, '$.value') = ?1 AND expires_at > ?2
        ORDER BY expires_at DESC`,
    )
    .bind(userId, Date.now())
    .all<Row>();
  return results;
}

/** The record this browser's trust cookie names, if any. */
function currentKey(c: Context<AppContext>): string | undefined {
  const identifier = trustedDeviceOf(c.req.raw);
  return identifier ? `verification:${identifier}` : undefined;
}

const listMyTrustedDevicesHandler: RouteHandler<typeof listMyTrustedDevices, AppContext> = async (c) => {
  const current = currentKey(c);
  const rows = await myRecords(c, c.get("session").user.id);
  const devices = await Promise.all(
    rows.map(async (row) => {
      const record = JSON.parse(row.record) as { userAgent?: string | null; trustedAt?: string };
      return {
        id: await idOf(row.key),
        userAgent: record.userAgent ?? null,
        trustedAt: record.trustedAt ?? new Date(row.expires_at).toISOString(),
        expiresAt: new Date(row.expires_at).toISOString(),
        current: row.key === current,
      };
    }),
  );
  return c.json(devices, 200);
};

const endMyTrustedDeviceHandler: RouteHandler<typeof endMyTrustedDevice, AppContext> = async (c) => {
  const { id } = c.req.valid("param");
  // Only my own: another person's id answers 404, exactly like a wrong one.
  const rows = await myRecords(c, c.get("session").user.id);
  const keys = await Promise.all(rows.map(async (row) => ({ key: row.key, id: await idOf(row.key) })));
  const found = keys.find((row) => row.id === id);
  if (!found) throw new ApiError("NOT_FOUND");
  await c.var.d1.prepare("DELETE FROM otp_guard WHERE key = ?1").bind(found.key).run();
  return c.body(null, 204);
};

export const trustedDevicesRouter = createRouter()
  .openapi(listMyTrustedDevices, listMyTrustedDevicesHandler)
  .openapi(endMyTrustedDevice, endMyTrustedDeviceHandler);
