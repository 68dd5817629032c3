/**
 * The longest email address accepted anywhere: 254 characters, the most an address can
 * have (RFC 5321's 256-octet path, less its angle brackets). It also keeps every KV key
 * made from an address (one-time codes, worker/auth/code-store.ts) under KV's 512 bytes.
 * Pure module: the SPA's forms and the users API share it.
 */
export const EMAIL_MAX_LENGTH = 254;
