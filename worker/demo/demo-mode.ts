import { type AppEnv, getConfig } from "../env";

/**
 * The read-only demo switch: KV key `demo-mode` ("true"/"false"), or DEMO_MODE=true to force
 * it on. Read at most every 10 s per isolate, so flipping it (`npm run demo:on`) takes
 * effect within 10 s everywhere without a deploy.
 */
export const DEMO_MODE_KEY = "demo-mode";
const CACHE_MS = 10_000;
const cache = new WeakMap<KVNamespace, { value: boolean; until: number }>();

export async function readDemoMode(env: AppEnv, now = Date.now()): Promise<boolean> {
  if (getConfig(env).demoForced) return true;
  const cached = cache.get(env.KV);
  if (cached && cached.until > now) return cached.value;
  const value = (await env.KV.get(DEMO_MODE_KEY)) === "true";
  cache.set(env.KV, { value, until: now + CACHE_MS });
  return value;
}

/**
 * What a visitor may still write in the demo: signing in (with the fixed code, no email)
 * and out, and returning from impersonation. Everything else answers 403 DEMO_MODE: passkeys too,
 * which the demo's visitors, sharing accounts, could not keep to themselves (its sign-in screen
 * offers none).
 */
const ALLOWED_WRITES = new Set([
  "/api/auth/email-otp/send-verification-otp",
  "/api/auth/sign-in/email-otp",
  "/api/auth/sign-in/social",
  "/api/auth/sign-out",
  "/api/auth/admin/stop-impersonating",
  // A report of the web app's own failure changes nothing: it is a log line.
  "/api/client-errors",
]);

export function isAllowedInDemo(path: string): boolean {
  return ALLOWED_WRITES.has(path) || path.startsWith("/api/auth/callback/");
}
