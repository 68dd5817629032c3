import type { BetterAuthOptions } from "better-auth";
import { CODE_EXPIRES_IN_SECONDS } from "../auth/one-time-code.shared";
import { DEMO_CODE } from "./demo-code";

type SecondaryStorage = NonNullable<BetterAuthOptions["secondaryStorage"]>;

const SIGN_IN_CODE_KEY = "verification:sign-in-otp-";

/**
 * The demo's code store. Every account's code is the public DEMO_CODE, so there is nothing
 * to keep per email: each read finds a fresh, untried code, and new requests or wrong
 * guesses store nothing. However one visitor behaves, the next visitor's code works.
 * (Outside the demo, codes live in KV behind a D1 guard: worker/auth/code-store.ts.)
 */
export function createDemoCodeStore(): SecondaryStorage {
  const read = async (key: string) => {
    if (!key.startsWith(SIGN_IN_CODE_KEY)) return null;
    const now = Date.now();
    return JSON.stringify({
      id: key,
      identifier: key.slice("verification:".length),
      value: `${DEMO_CODE}:0`,
      expiresAt: new Date(now + CODE_EXPIRES_IN_SECONDS * 1000).toISOString(),
      createdAt: new Date(now).toISOString(),
      updatedAt: new Date(now).toISOString(),
    });
  };
  return {
    get: read,
    getAndDelete: read,
    set: async () => {},
    delete: async () => {},
    increment() {
      throw new Error("Rate-limit counters live in D1 (rateLimit.storage = 'database').");
    },
  };
}
