/**
 * Entry for the better-auth CLI only: `npm run auth:generate` reads the same options the
 * Worker uses and writes worker/db/auth-schema.ts. Never imported by the Worker.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { getConfig } from "../env";
import { authOptions } from "./options";

const config = getConfig({
  BETTER_AUTH_URL: "http://localhost:8787",
  BETTER_AUTH_SECRET: "schema-generation-only-secret-0123456789",
  EMAIL_FROM: "schema@localhost",
} as Env);

export const auth = betterAuth(
  authOptions({
    config,
    demo: false,
    // The CLI only reads table definitions; it never queries this adapter.
    database: drizzleAdapter({} as never, { provider: "sqlite" }),
    sendCode: async () => {},
    rateLimitCounters: { countPer: () => {}, consume: async () => ({ allowed: true, retryAfter: null }) },
    consumeEmailQuota: async () => ({ allowed: true, retryAfter: 0 }),
    runInBackground: () => {},
    isLastAdmin: async () => false,
  }),
);
