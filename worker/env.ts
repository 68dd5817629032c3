import { z } from "zod";
import { TURNSTILE_SITEVERIFY_URL } from "./auth/turnstile.shared";

/** Settings that only tests set (never in wrangler.toml or .dev.vars). */
interface TestOnlyVars {
  /** Issuer of a local mock OpenID provider that stands in for GitHub (tests/e2e). */
  OAUTH_MOCK_ISSUER?: string;
  /** A local stand-in for Analytics Engine's SQL API (tests/worker/dashboard.activity.test.ts). */
  ANALYTICS_SQL_URL?: string;
}

/** Bindings a deployment may add (docs/files.md): Cloudflare Images resizes uploaded pictures. */
interface OptionalBindings {
  IMAGES?: ImagesBinding;
}

export type AppEnv = Env & TestOnlyVars & OptionalBindings;

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "on", "off", "1", "0", ""])
    .optional()
    .transform((value) => (value ? ["true", "on", "1"].includes(value) : fallback));

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/**
 * The badge's colour is any CSS colour, but one that names no colour of its own would give the
 * badge its text's colour (currentColor) or none at all (inherit, var() of nothing): unreadable.
 */
const NOT_A_COLOUR = /^(currentcolor|inherit|initial|unset|revert|revert-layer)$|\b(var|env|attr)\(/i;
const colour = optionalText.refine(
  (value) => value === undefined || !NOT_A_COLOUR.test(value),
  "ENV_COLOR must name a colour (plum, #8e4585, rgb(…)…), not currentColor, a CSS-wide keyword or var()",
);

/**
 * A whole number from 1 to `ceiling`, or `fallback` when unset. The ceiling is the database's
 * own (a trigger in migrations/), where the rule holds against parallel requests: a setting may
 * lower a limit, and raising it past the ceiling is a migration.
 */
const limit = (fallback: number, ceiling: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? Number(value) : fallback))
    .pipe(z.number().int().min(1).max(ceiling));

const configSchema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]).default("production"),
  BETTER_AUTH_URL: z.url(),
  BETTER_AUTH_SECRET: z.string().min(32, "BETTER_AUTH_SECRET must be at least 32 characters"),
  SIGN_UP_ENABLED: flag(true),
  RATE_LIMIT: flag(true),
  SERVER_TIMING: z.enum(["true", "false", "on", "off", "1", "0", ""]).optional(),
  DEMO_MODE: flag(false),
  API_KEYS_NEVER_EXPIRE: flag(false),
  REQUIRE_ADMIN_SECOND_FACTOR: z.enum(["true", "false", "on", "off", "1", "0", ""]).optional(),
  ADMIN_EMAILS: list,
  IMAGE_HOSTS: list,
  EMAIL_TRANSPORT: z.enum(["dev", "cloudflare", "resend"]).default("cloudflare"),
  EMAIL_FROM: z.string().min(3),
  RESEND_API_KEY: optionalText,
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  OAUTH_MOCK_ISSUER: optionalText,
  ENV_NAME: optionalText,
  ENV_EMOJI: optionalText,
  ENV_COLOR: colour,
  TURNSTILE_SITE_KEY: optionalText,
  TURNSTILE_SECRET_KEY: optionalText,
  TURNSTILE_VERIFY_URL: optionalText.pipe(z.url().optional()),
  ANALYTICS_ACCOUNT_ID: optionalText,
  ANALYTICS_API_TOKEN: optionalText,
  ANALYTICS_DATASET: optionalText.pipe(
    z
      .string()
      .regex(/^\w{1,64}$/, "ANALYTICS_DATASET is a dataset's name")
      .optional(),
  ),
  ANALYTICS_SQL_URL: optionalText.pipe(z.url().optional()),
  ORGANIZATIONS_PER_OWNER: limit(5, 5),
  // The table refuses to lose an event younger than a day (migrations/0016_audit_trail.sql).
  AUDIT_RETENTION_DAYS: limit(90, 3650),
  ORGANIZATION_MEMBERS: limit(100, 100).pipe(z.number().min(2)),
  // Uploads (docs/files.md): a picture's bytes and pixels a side, and a person's uploads a day.
  UPLOAD_MAX_MB: limit(5, 25),
  UPLOAD_MAX_SIDE: limit(4096, 12000),
  UPLOADS_PER_DAY: limit(50, 10000),
  UPLOAD_MB_PER_DAY: limit(100, 100000),
});

export type AppConfig = ReturnType<typeof toConfig>;

function toConfig(env: AppEnv) {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    // A misconfigured deployment must fail loudly at the first request, not half-work.
    throw new Error(`Invalid Worker configuration: ${z.prettifyError(parsed.error)}`);
  }
  const vars = parsed.data;
  if (vars.APP_ENV === "production" && vars.EMAIL_TRANSPORT === "dev") {
    throw new Error("Invalid Worker configuration: EMAIL_TRANSPORT=dev would log codes in production");
  }
  const local = vars.APP_ENV !== "production";
  // One key without the other would leave code requests unguarded while the operator believes
  // them guarded, or the widget asking for tokens nobody checks.
  if (Boolean(vars.TURNSTILE_SITE_KEY) !== Boolean(vars.TURNSTILE_SECRET_KEY)) {
    throw new Error("Invalid Worker configuration: TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are set together");
  }
  const verifyURL = vars.TURNSTILE_VERIFY_URL ?? TURNSTILE_SITEVERIFY_URL;
  // The secret key travels to that address with every token.
  if (!local && !verifyURL.startsWith("https://")) {
    throw new Error("Invalid Worker configuration: TURNSTILE_VERIFY_URL must be https in production");
  }
  // The API token travels to that address with every query.
  if (!local && vars.ANALYTICS_SQL_URL && !vars.ANALYTICS_SQL_URL.startsWith("https://")) {
    throw new Error("Invalid Worker configuration: ANALYTICS_SQL_URL must be https in production");
  }
  return {
    appEnv: vars.APP_ENV,
    /** Local runs (development or tests) accept any localhost origin. */
    local,
    /** Emails are kept at GET /api/dev/emails: local runs with the dev transport only. */
    devOutbox: local && vars.EMAIL_TRANSPORT === "dev",
    /** Vite's dev server needs inline scripts and styles; nothing else relaxes the CSP. */
    viteDevServer: vars.APP_ENV === "development",
    baseURL: vars.BETTER_AUTH_URL.replace(/\/$/, ""),
    authSecret: vars.BETTER_AUTH_SECRET,
    signUpEnabled: vars.SIGN_UP_ENABLED,
    rateLimitEnabled: vars.RATE_LIMIT,
    /** Server-Timing on every response (its D1 cost): on in local runs unless turned off. */
    serverTiming: vars.SERVER_TIMING ? ["true", "on", "1"].includes(vars.SERVER_TIMING) : local,
    /**
     * Administrators reach the manager area only with two-step sign-in on
     * (docs/second-factor.md): on unless turned off, off in local runs unless turned on.
     */
    requireAdminSecondFactor: vars.REQUIRE_ADMIN_SECOND_FACTOR
      ? ["true", "on", "1"].includes(vars.REQUIRE_ADMIN_SECOND_FACTOR)
      : !local,
    /** Whether a person may make an API key that never expires (docs/api-keys.md): off unless turned on. */
    apiKeysNeverExpire: vars.API_KEYS_NEVER_EXPIRE,
    /** DEMO_MODE=true: read-only demo whatever KV says (worker/demo/demo-mode.ts). */
    demoForced: vars.DEMO_MODE,
    adminEmails: vars.ADMIN_EMAILS,
    /** Hosts that stored pictures (covers, avatars, logos) may come from; the CSP's img-src. */
    imageHosts: vars.IMAGE_HOSTS,
    email: {
      transport: vars.EMAIL_TRANSPORT,
      from: vars.EMAIL_FROM,
      resendApiKey: vars.RESEND_API_KEY,
    },
    github:
      vars.GITHUB_CLIENT_ID && vars.GITHUB_CLIENT_SECRET
        ? { clientId: vars.GITHUB_CLIENT_ID, clientSecret: vars.GITHUB_CLIENT_SECRET }
        : undefined,
    oauthMockIssuer: vars.OAUTH_MOCK_ISSUER,
    /** The providers one may sign in with (GitHub, or the tests' stand-in under its id). */
    socialProviders:
      (vars.GITHUB_CLIENT_ID && vars.GITHUB_CLIENT_SECRET) || vars.OAUTH_MOCK_ISSUER ? ["github" as const] : [],
    /**
     * Where the dashboard reads product events (worker/dashboard/activity.ts): Analytics Engine's
     * SQL API when the account and a token are set, the database otherwise.
     */
    analytics:
      vars.ANALYTICS_ACCOUNT_ID && vars.ANALYTICS_API_TOKEN
        ? {
            sqlURL:
              vars.ANALYTICS_SQL_URL ??
              `https://api.cloudflare.com/client/v4/accounts/${encodeURIComponent(vars.ANALYTICS_ACCOUNT_ID)}/analytics_engine/sql`,
            token: vars.ANALYTICS_API_TOKEN,
            dataset: vars.ANALYTICS_DATASET ?? "edgestart_events",
          }
        : undefined,
    /** Cloudflare Turnstile on code requests: on when both keys are set. */
    turnstile:
      vars.TURNSTILE_SITE_KEY && vars.TURNSTILE_SECRET_KEY
        ? { siteKey: vars.TURNSTILE_SITE_KEY, secretKey: vars.TURNSTILE_SECRET_KEY, verifyURL }
        : undefined,
    organizations: {
      /** Organizations a person may own (create, or join as owner). */
      perOwner: vars.ORGANIZATIONS_PER_OWNER,
      /** Members an organization may have. */
      members: vars.ORGANIZATION_MEMBERS,
    },
    /** What one person may upload (worker/files/upload.ts). */
    uploads: {
      maxBytes: vars.UPLOAD_MAX_MB * 1024 * 1024,
      /** Pixels on a picture's longer side. */
      maxSide: vars.UPLOAD_MAX_SIDE,
      perDay: vars.UPLOADS_PER_DAY,
      bytesPerDay: vars.UPLOAD_MB_PER_DAY * 1024 * 1024,
    },
    /** How long the audit trail keeps an event; the scheduled clean-up removes it after. */
    auditRetentionDays: vars.AUDIT_RETENTION_DAYS,
    environment: {
      name: vars.ENV_NAME,
      emoji: vars.ENV_EMOJI,
      color: vars.ENV_COLOR ?? "plum",
    },
  };
}

const cache = new WeakMap<AppEnv, AppConfig>();

/** Reads and validates the Worker's vars once per bindings object. */
export function getConfig(env: AppEnv): AppConfig {
  let config = cache.get(env);
  if (!config) {
    config = toConfig(env);
    cache.set(env, config);
  }
  return config;
}
