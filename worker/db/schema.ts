/**
 * The tables drizzle's client and better-auth's adapter look up by name. A feature's own table
 * is imported by its handlers and found by drizzle-kit by its file name (drizzle.config.ts).
 */
export * from "./auth-schema";
export * from "./security-schema";
