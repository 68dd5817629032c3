/**
 * Fixed-window counters in D1 for limits better-auth's per-IP limiter cannot express,
 * such as codes sent to one email. One statement counts and decides, so parallel
 * requests cannot slip past the cap.
 */
export interface QuotaRule {
  /** Window length in seconds. */
  window: number;
  max: number;
}

const DAY = 24 * 60 * 60;

/** Per-email caps: a fresh code every time cannot turn 3 guesses into many. */
export const EMAIL_QUOTAS = {
  send: [
    { window: 10 * 60, max: 3 },
    { window: DAY, max: 10 },
  ],
  verify: [{ window: 60 * 60, max: 20 }],
  /**
   * Per account asking to move to a new address: each ask mails a code to an address they
   * typed, a new one each time escaping the per-address quota above.
   */
  change: [
    { window: 60 * 60, max: 5 },
    { window: DAY, max: 10 },
  ],
  /** Per inviter, not per address: enough to bring a team in, too few to flood inboxes. */
  invite: [
    { window: 60 * 60, max: 30 },
    { window: DAY, max: 100 },
  ],
} as const satisfies Record<string, readonly QuotaRule[]>;

export type QuotaKind = keyof typeof EMAIL_QUOTAS;

export interface QuotaResult {
  allowed: boolean;
  /** Seconds until the window that refused the request ends. */
  retryAfter: number;
}

/** A counter and its rules: `amount` (1 by default) is what one request adds (an upload's bytes, say). */
export interface QuotaCount {
  key: string;
  rules: readonly QuotaRule[];
  amount?: number;
}

/** Counts each of `counts` against its rules, in one round trip; refused past any rule's `max`. */
export async function consumeQuotas(
  db: Pick<D1Database, "prepare" | "batch">,
  counts: readonly QuotaCount[],
  now = Date.now(),
): Promise<QuotaResult> {
  const counted = counts.flatMap(({ key, rules, amount = 1 }) => rules.map((rule) => ({ key, rule, amount })));
  const statements = counted.map(({ key, rule, amount }) =>
    db
      .prepare(
        `INSERT INTO quota (key, window_start, count) VALUES (?1, ?2, ?4)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN quota.window_start <= ?2 - ?3 THEN ?4 ELSE quota.count + ?4 END,
           window_start = CASE WHEN quota.window_start <= ?2 - ?3 THEN ?2 ELSE quota.window_start END
         RETURNING count, window_start`,
      )
      .bind(`${key}|${rule.window}`, now, rule.window * 1000, amount),
  );
  const results = await db.batch<{ count: number; window_start: number }>(statements);
  let retryAfter = 0;
  results.forEach((result, index) => {
    const row = result.results[0];
    const rule = counted[index]?.rule;
    if (row && rule && row.count > rule.max) {
      const endsIn = Math.ceil((row.window_start + rule.window * 1000 - now) / 1000);
      retryAfter = Math.max(retryAfter, endsIn, 1);
    }
  });
  return { allowed: retryAfter === 0, retryAfter };
}

export function consumeQuota(
  db: Pick<D1Database, "prepare" | "batch">,
  key: string,
  rules: readonly QuotaRule[],
  now = Date.now(),
): Promise<QuotaResult> {
  return consumeQuotas(db, [{ key, rules }], now);
}
