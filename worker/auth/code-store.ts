import type { BetterAuthOptions } from "better-auth";

/**
 * better-auth's secondary storage, narrowed to one-time codes: codes live in KV, while a
 * D1 row per code (`otp_guard`) makes "single use" and "3 tries" hold under parallel
 * requests, which KV alone cannot (no atomic read-and-delete, eventual consistency
 * between locations). The row holds the code's record too: a verification is decided on the
 * row, on the primary, so a code typed through a location KV has not reached yet (a phone
 * moving from Wi-Fi to mobile data) still works. A passkey ceremony's challenge is kept and
 * used once the same way. Every other key (sessions) is declined, so
 * better-auth keeps sessions in D1 (`session.storeSessionInDatabase`). Reasoning:
 * docs/decisions/0002-one-time-codes-in-kv-guarded-by-d1.md.
 */
type SecondaryStorage = NonNullable<BetterAuthOptions["secondaryStorage"]>;

const CODE_KEY_PREFIX = "verification:";

/** Where better-auth keeps a code: its purpose and whom it is for (an address, or a person and a new address). */
export const codeKey = (type: string, subject: string) => `${CODE_KEY_PREFIX}${type}-otp-${subject}`;
/**
 * Whether a key holds an emailed code, whose value counts its wrong tries. The other values
 * better-auth keeps here are a passkey ceremony's challenge, under a random key: one record,
 * read once, whole.
 */
const holdsCode = (key: string) => key.includes("-otp-");
/**
 * The second factor's records (worker/auth/second-factor.ts) live in the guard row only: the
 * half-signed-in state is read right after it is written, by the same browser, and a trusted
 * device must stop being one the moment it is ended, where KV's copy would outlive it by a
 * minute at other locations (a day, for a 30-day record it would prefer).
 */
const inD1Only = (key: string) => /^verification:(?:2fa-|trust-device-)/.test(key);
/** Where better-auth keeps a trusted device's record (worker/account/trusted-devices.ts lists them). */
const TRUSTED_DEVICE_KEY_PREFIX = "verification:trust-device-";
/** A user agent is kept to its first characters: enough to tell devices apart. */
const USER_AGENT_KEPT = 256;
/** Workers KV refuses a TTL under 60 s; better-auth checks `expiresAt` itself. */
const KV_MIN_TTL_SECONDS = 60;
/** Workers KV takes one write per second per key; a second one within it is refused (429). */
const KV_WRITE_INTERVAL_MS = 1000;

/** KV's answer to a second write to one key within a second. */
const isWriteRateRefusal = (error: unknown) => /\b429\b|too many requests/i.test(String(error));

/**
 * A write to one key, again once a second has passed if KV refused it for coming too soon
 * after the last (two code requests for one address within a second, say).
 */
async function writeOnce(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isWriteRateRefusal(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, KV_WRITE_INTERVAL_MS + 100));
    await write();
  }
}

interface CodeRecord {
  /** `<hashed code>:<wrong tries so far>`, the email-OTP plugin's format. */
  value: string;
  expiresAt: string;
  [field: string]: unknown;
}

interface GuardRow {
  attempts: number;
  holder: string | null;
  record: string | null;
}

function splitValue(value: string): { codeHash: string; tries: number } {
  const separator = value.lastIndexOf(":");
  if (separator === -1) return { codeHash: value, tries: 0 };
  return {
    codeHash: value.slice(0, separator),
    tries: Number.parseInt(value.slice(separator + 1), 10) || 0,
  };
}

const isExpired = (record: CodeRecord | null) => !record || !(Date.parse(record.expiresAt) > Date.now());

function parseRecord(raw: string | null): CodeRecord | null {
  if (!raw) return null;
  try {
    const record = JSON.parse(raw) as CodeRecord;
    return typeof record.value === "string" ? record : null;
  } catch {
    return null;
  }
}

export interface CodeStoreOptions {
  kv: KVNamespace;
  db: D1Database;
  /** The browser asking, for a trusted device's record: its list says which browser each is. */
  userAgent?: () => string | null | undefined;
  /** Verifications a code allows before it is dead (wrong or not). */
  allowedAttempts: number;
}

export function createCodeStore({ kv, db, allowedAttempts, userAgent }: CodeStoreOptions): SecondaryStorage {
  const isCodeKey = (key: string) => key.startsWith(CODE_KEY_PREFIX);

  /**
   * A new code: start its guard row afresh (this also retires the previous code). Rows of
   * expired codes are removed on a schedule (worker/maintenance).
   */
  async function guardNewCode(key: string, codeHash: string, expiresAt: number, record: string) {
    await db
      .prepare(
        `INSERT INTO otp_guard (key, code_hash, attempts, holder, expires_at, record)
         VALUES (?1, ?2, 0, NULL, ?3, ?4)
         ON CONFLICT (key) DO UPDATE SET
           code_hash = excluded.code_hash, attempts = 0, holder = NULL,
           expires_at = excluded.expires_at, record = excluded.record`,
      )
      .bind(key, codeHash, expiresAt, record)
      .run();
  }

  /**
   * The code is put back after a wrong guess: release the claim, keep the count. A newer
   * code that replaced it meanwhile is left alone, so the old one stays gone.
   */
  async function releaseCode(key: string, codeHash: string) {
    await db.prepare("UPDATE otp_guard SET holder = NULL WHERE key = ?1 AND code_hash = ?2").bind(key, codeHash).run();
  }

  return {
    /**
     * KV's copy, unless it has none or an expired one: KV may not have reached this location
     * yet (up to a minute), or may still hold the code before, so the guard row answers then.
     * better-auth reads this only to tell an expired code from a wrong one.
     */
    async get(key) {
      if (!isCodeKey(key)) return null;
      const cached = inD1Only(key) ? null : parseRecord(await kv.get(key));
      if (cached && Date.parse(cached.expiresAt) > Date.now()) return JSON.stringify(cached);
      const row = await db.prepare("SELECT record FROM otp_guard WHERE key = ?1").bind(key).first<{ record: string }>();
      // better-auth tells an expired code from a wrong one itself, but takes a second factor's
      // record as it comes: one past its time is none.
      if (inD1Only(key) && isExpired(parseRecord(row?.record ?? null))) return null;
      return row?.record ?? null;
    },

    /**
     * A new code is written to KV once. A wrong guess (better-auth writes the record back
     * with one more try) only releases the claim in D1, which counts the tries itself: KV
     * takes one write per second per key, and guesses can come faster than that.
     */
    async set(key, value, ttl) {
      if (!isCodeKey(key)) return;
      const record = parseRecord(value);
      if (!record) return;
      const { codeHash, tries } = holdsCode(key) ? splitValue(record.value) : { codeHash: "", tries: 0 };
      if (tries > 0) {
        await releaseCode(key, codeHash);
        return;
      }
      // The guard row and the KV record are written together, again on a retry: a second
      // request for the same address may have written both its own meanwhile, and the code in
      // the email sent last must be the one both hold (else neither email's code would work).
      if (inD1Only(key)) {
        const kept = key.startsWith(TRUSTED_DEVICE_KEY_PREFIX)
          ? JSON.stringify({
              ...record,
              userAgent: userAgent?.()?.slice(0, USER_AGENT_KEPT) ?? null,
              trustedAt: new Date().toISOString(),
            })
          : value;
        await guardNewCode(key, codeHash, Date.parse(record.expiresAt), kept);
        return;
      }
      await writeOnce(async () => {
        await guardNewCode(key, codeHash, Date.parse(record.expiresAt), value);
        await kv.put(key, value, { expirationTtl: Math.max(KV_MIN_TTL_SECONDS, ttl ?? 0) });
      });
    },

    /**
     * A code is dead once its guard row is gone: every check goes through the row
     * (`getAndDelete`). Its KV record is deleted too, once: when better-auth writes then
     * deletes a code within the second (an unknown address while sign-up is off), KV refuses
     * the delete, and the record is left to expire rather than waiting a second to retry,
     * which would tell an unknown address from a known one by the time of the answer.
     */
    async delete(key) {
      if (!isCodeKey(key)) return;
      await db.prepare("DELETE FROM otp_guard WHERE key = ?1").bind(key).run();
      if (inD1Only(key)) return;
      await kv.delete(key).catch((error: unknown) => {
        if (!isWriteRateRefusal(error)) throw error;
      });
    },

    /**
     * Every call is one verification attempt and is counted, won or lost. Only the
     * caller that takes the free claim gets the record to compare; a correct guess
     * never releases it, so the code is used once (its KV record stays until it expires,
     * spent: no write needed). Parallel callers get null (INVALID_OTP); once the count
     * passes the limit, the record comes back with the limit as its tries so better-auth
     * answers TOO_MANY_ATTEMPTS. The record compared is the guard row's, the address's newest
     * code, wherever KV's copy has reached.
     */
    async getAndDelete(key) {
      if (!isCodeKey(key)) return null;
      const claim = crypto.randomUUID();
      // SQLite evaluates every SET expression against the row as it was before the update.
      const row = await db
        .prepare(
          `UPDATE otp_guard SET
             attempts = attempts + 1,
             holder = CASE WHEN holder IS NULL AND attempts < ?2 THEN ?3 ELSE holder END
           WHERE key = ?1
           RETURNING attempts, holder, record`,
        )
        .bind(key, allowedAttempts, claim)
        .first<GuardRow>();
      const record = parseRecord(row?.record ?? null);
      if (!row || !record) return null;
      // A challenge is answered once: whoever claims it first gets it, nobody after.
      if (!holdsCode(key))
        return row.holder === claim && !(inD1Only(key) && isExpired(record)) ? JSON.stringify(record) : null;
      const { codeHash } = splitValue(record.value);
      if (row.holder === claim) return JSON.stringify({ ...record, value: `${codeHash}:${row.attempts - 1}` });
      if (row.attempts > allowedAttempts) {
        return JSON.stringify({ ...record, value: `${codeHash}:${allowedAttempts}` });
      }
      return null;
    },

    increment() {
      throw new Error("Rate-limit counters live in D1 (worker/auth/rate-limit.ts).");
    },
  };
}

/** Whether `hash` is still the code kept under `key`: no newer code replaced it, none retired it. */
export async function codeIsCurrent(db: D1Database, key: string, hash: string): Promise<boolean> {
  const row = await db.prepare("SELECT 1 FROM otp_guard WHERE key = ?1 AND code_hash = ?2").bind(key, hash).first();
  return row !== null;
}

/**
 * Retires a code whose email was never delivered (worker/email/email-queue.ts): whoever reads
 * it later must not sign in with it. A newer code for the same address stays.
 */
export async function retireUndeliveredCode(kv: KVNamespace, db: D1Database, key: string, hash: string) {
  const { meta } = await db.prepare("DELETE FROM otp_guard WHERE key = ?1 AND code_hash = ?2").bind(key, hash).run();
  if (meta.changes === 0) return;
  await kv.delete(key).catch((error: unknown) => {
    if (!isWriteRateRefusal(error)) throw error;
  });
}
