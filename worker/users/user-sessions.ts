import { and, desc, eq, gt } from "drizzle-orm";
import type { z } from "zod";
import { session } from "../db/auth-schema";
import type { Db } from "../db/client";
import type { SessionSchema } from "./users.schemas";

/**
 * A person's live sessions, newest first, as `SessionSchema` shows them: by id, never by
 * token. `currentId` marks the session making the request.
 *
 * In the demo everyone shares the seeded accounts, so a person's other sessions are other
 * visitors (their addresses, their browsers): each visitor sees only their own session.
 */
export async function liveSessions(
  db: Db,
  userId: string,
  currentId: string,
  demo: boolean,
): Promise<z.input<typeof SessionSchema>[]> {
  const rows = await db
    .select()
    .from(session)
    .where(
      and(eq(session.userId, userId), gt(session.expiresAt, new Date()), demo ? eq(session.id, currentId) : undefined),
    )
    .orderBy(desc(session.createdAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    impersonatedBy: row.impersonatedBy,
    current: row.id === currentId,
  }));
}
