/**
 * Entry for the better-auth CLI only: `npm run auth:generate` reads the options that shape
 * better-auth's tables (tables.ts, which the Worker uses too) and writes
 * worker/db/auth-schema.ts. Never imported by the Worker.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { tableOptions } from "./tables";

export const auth = betterAuth({
  ...tableOptions(),
  baseURL: "http://localhost:8787",
  secret: "schema-generation-only-secret-0123456789",
  // The CLI only reads table definitions; it never queries this adapter.
  database: drizzleAdapter({} as never, { provider: "sqlite" }),
});
