import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { Answer, ErrorBody } from "./api";

/**
 * Helpers of the input-handling and fault suites (tests/security/input, fuzz, faults):
 * bindings objects for `callWith` (./worker.ts) with a failing D1, KV or mail binding, the
 * injectors that make them fail, and the check that an answer gives nothing away.
 */

/** The test bindings with some replaced (each call is a new object, so a new auth instance). */
export function bindingsWith(replaced: Partial<Cloudflare.Env>): Cloudflare.Env {
  return { ...env, ...replaced } as Cloudflare.Env;
}

/**
 * A statement D1 accepts, binds like the one it stands for, and that fails only when it
 * runs: SQLite raises "integer overflow" for abs() of the smallest integer. Inside a batch,
 * the statements before it have already run when it fails.
 */
function failingStatementFor(sql: string): string {
  const numbered = [...sql.matchAll(/\?(\d+)/g)].map((match) => Number(match[1]));
  const placeholders = numbered.length
    ? Array.from({ length: Math.max(...numbered) }, (_, index) => `?${index + 1}`)
    : Array.from(sql.matchAll(/\?/g), () => "?");
  return ["SELECT abs(-9223372036854775807 - 1) AS injected_fault", ...placeholders].join(", ");
}

export interface D1Fault {
  /** How many matching statements ran into the fault. */
  fired: number;
  /** The values the failed statements were given (to prove none of them reaches a log). */
  boundValues: unknown[];
}

/**
 * A D1 binding whose statements matching `when` (by SQL: drizzle writes lower-case keywords
 * and quoted names) fail when they run, in a batch or alone.
 */
export function faultyD1(real: D1Database, when: (sql: string) => boolean): { db: D1Database; fault: D1Fault } {
  const fault: D1Fault = { fired: 0, boundValues: [] };
  // The Worker runs its statements through a session (worker/db/request-d1.ts): it fails alike.
  const withFaults = <T extends D1Database | D1DatabaseSession>(real: T): T =>
    new Proxy(real, {
      get(target, property) {
        if (property === "prepare") {
          return (sql: string) => {
            if (!when(sql)) return target.prepare(sql);
            fault.fired += 1;
            const statement = target.prepare(failingStatementFor(sql));
            const bind = statement.bind.bind(statement);
            statement.bind = (...values: unknown[]) => {
              fault.boundValues.push(...values);
              return bind(...values);
            };
            return statement;
          };
        }
        if (property === "withSession") {
          return (from?: string) => withFaults((target as D1Database).withSession(from));
        }
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return { db: withFaults(real), fault };
}

export type KvOperation = "get" | "put" | "delete" | "list";

/** A KV binding whose chosen operations throw for matching keys, as an unavailable KV does. */
export function faultyKv(real: KVNamespace, operations: KvOperation[], when: (key: string) => boolean) {
  const fault = { fired: 0 };
  const kv = new Proxy(real, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (!operations.includes(property as KvOperation)) return value.bind(target);
      return (key: string, ...rest: unknown[]) => {
        if (when(String(key))) {
          fault.fired += 1;
          return Promise.reject(new Error(`KV ${String(property)} failed (injected fault)`));
        }
        return value.call(target, key, ...rest);
      };
    },
  });
  return { kv, fault };
}

/**
 * KV as production runs it: one write per second per key, a second one within it refused
 * with a 429 (local KV takes any number). `writes` counts the writes that went through.
 */
export function kvWithWriteRate(real: KVNamespace) {
  const lastWrite = new Map<string, number>();
  const counts = { writes: 0, refused: 0 };
  const kv = new Proxy(real, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property !== "put" && property !== "delete") return value.bind(target);
      return (key: string, ...rest: unknown[]) => {
        const now = Date.now();
        if (now - (lastWrite.get(key) ?? 0) < 1000) {
          counts.refused += 1;
          return Promise.reject(new Error(`KV ${String(property).toUpperCase()} failed: 429 Too Many Requests`));
        }
        lastWrite.set(key, now);
        counts.writes += 1;
        return value.call(target, key, ...rest);
      };
    },
  });
  return { kv, counts };
}

/** What an answer must never show: a stack, SQL or the database's name for itself, a source path. */
const LEAKS = [/SQLITE/i, /\bselect\s/i, /\bD1_/, /\/worker\//, /\.ts:\d*/, /\bat\s+\S+\s+\(/, /node_modules/];

/** An answer that is safe to show anyone: below 500, JSON with a code, and no internals. */
export async function expectSafeAnswer(response: Answer, label: string): Promise<{ code?: string } | null> {
  const text = await response.text();
  expect(response.status, `${label}: ${text.slice(0, 200)}`).toBeLessThan(500);
  for (const leak of LEAKS) expect(text, `${label} shows ${leak}`).not.toMatch(leak);
  if (!text) return null;
  expect(response.headers.get("content-type"), label).toContain("application/json");
  return JSON.parse(text) as { code?: string };
}

/** An error answer: the given status, JSON `{ code, message }`, and no internals. */
export async function expectSafeError(response: Answer, status: number, label: string) {
  expect(response.status, label).toBe(status);
  const body = await expectSafeAnswer(response, label);
  expect(body, label).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  return body as ErrorBody;
}
