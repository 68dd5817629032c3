import type { Context } from "hono";
import type { AppContext } from "../lib/context";
import { log } from "../lib/log";
import type { ApiKeyRow } from "./api-keys.table";

/** How often a key's "last used" is written, at most. */
export const LAST_USED_EVERY_MS = 60_000;
/** The networks a key remembers: one outside them is new, and in the audit trail. */
const NETWORKS_KEPT = 5;

/**
 * When this isolate last wrote a key's use: with the row's own time, a key used many times a
 * second costs one write a minute, not one a request. Forgotten wholesale past its size.
 */
const written = new Map<string, number>();
const WRITTEN_KEPT = 10_000;

/**
 * A key's use, after its answer: "last used" at most once a minute, and a network it was not
 * used from before at once, which migrations/0024's trigger puts in the audit trail. Each write
 * holds its condition, so requests in parallel write once: the last-used time only when the
 * minute has passed, a network only when the list does not hold it yet.
 */
export async function recordKeyUse(
  c: Context<AppContext>,
  key: ApiKeyRow,
  network: string | null,
  now: number,
): Promise<void> {
  const known = JSON.parse(key.usedFrom) as string[];
  const isNew = network !== null && !known.includes(network);
  const last = Math.max(key.lastUsedAt?.getTime() ?? 0, written.get(key.id) ?? 0);
  if (!isNew && now - last < LAST_USED_EVERY_MS) return;
  if (written.size >= WRITTEN_KEPT) written.clear();
  written.set(key.id, now);
  // A network is added to the list as it is at the write, not as it was read: keys used from
  // several networks at once record each (an outside attack saw 2 events for 10 networks).
  const write = isNew
    ? c.var.d1
        .prepare(
          `UPDATE api_key SET last_used_at = max(coalesce(last_used_at, 0), ?2),
             used_from = (SELECT json_group_array(value) FROM (SELECT key, value FROM
               (SELECT key, value FROM json_each(json_insert(used_from, '$[#]', ?1)) ORDER BY key DESC LIMIT ?4)
               ORDER BY key))
             WHERE id = ?3 AND NOT EXISTS (SELECT 1 FROM json_each(used_from) WHERE value = ?1)`,
        )
        .bind(network, now, key.id, NETWORKS_KEPT)
    : c.var.d1
        .prepare("UPDATE api_key SET last_used_at = ?1 WHERE id = ?2 AND coalesce(last_used_at, 0) <= ?1 - ?3")
        .bind(now, key.id, LAST_USED_EVERY_MS);
  await write.run().catch((error: unknown) => log.error("api_key.use_not_recorded", { error }));
}
