import type { BetterAuthOptions } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { admin } from "better-auth/plugins/admin";
import { emailOTP } from "better-auth/plugins/email-otp";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { openAPI } from "better-auth/plugins/open-api";
import { organization } from "better-auth/plugins/organization";
import { DEMO_CODE } from "../demo/demo-code";
import type { AppConfig } from "../env";
import {
  CODE_ALLOWED_ATTEMPTS,
  CODE_EXPIRES_IN_SECONDS,
  CODE_LENGTH,
  generateCode,
  normalizeCode,
} from "./one-time-code";
import { ac, roles } from "./permissions";
import type { QuotaRule } from "./quota";
import { type RateLimitCounters, rateLimitOptions } from "./rate-limit";
import { checkName } from "./user-name";

const DAY = 24 * 60 * 60;

/** better-auth's session cookie (its default name); `__Secure-` prefixed over https. */
export const SESSION_COOKIE = "better-auth.session_token";

/** Session lifetimes (docs/decisions/0003-sessions-in-d1.md). */
export const SESSION = {
  /** Sliding: each day of use pushes expiry 7 days out… */
  expiresIn: 7 * DAY,
  updateAge: DAY,
  /** …but never past 30 days after sign-in. */
  absoluteLifetime: 30 * DAY,
  /** Changing the email or deleting the account needs a sign-in from the last 10 minutes. */
  freshAge: 10 * 60,
} as const;

/** Per-email caps: a fresh code every time cannot turn 3 guesses into many. */
export const EMAIL_QUOTAS = {
  send: [
    { window: 10 * 60, max: 3 },
    { window: DAY, max: 10 },
  ],
  verify: [{ window: 60 * 60, max: 20 }],
} as const satisfies Record<string, readonly QuotaRule[]>;

const SEND_CODE_PATHS = new Set(["/email-otp/send-verification-otp", "/email-otp/request-email-change"]);
const VERIFY_CODE_PATHS = new Set(["/sign-in/email-otp", "/email-otp/change-email", "/email-otp/verify-email"]);
/** Changing who the account is, or deleting it, needs a sign-in from the last 10 minutes. */
const SENSITIVE_PATHS = new Set(["/email-otp/request-email-change", "/email-otp/change-email", "/delete-user"]);
/**
 * better-auth endpoints that are closed: passwords do not exist here, and people are
 * managed through /api/users, which holds the one rule set (worker/users/users.rules.ts)
 * and never shows session tokens.
 */
export const CLOSED_PATHS = [
  "/email-otp/request-password-reset",
  "/email-otp/reset-password",
  "/forget-password/email-otp",
  "/email-otp/check-verification-otp",
  "/admin/create-user",
  "/admin/update-user",
  "/admin/set-role",
  "/admin/ban-user",
  "/admin/unban-user",
  "/admin/remove-user",
  "/admin/set-user-password",
  "/admin/impersonate-user",
  "/admin/list-user-sessions",
  "/admin/revoke-user-session",
  "/admin/revoke-user-sessions",
  "/list-sessions",
  "/revoke-session",
];
/** Paths that write a user's name; on sign-in the name is optional, so only its shape counts. */
const NAME_PATHS = new Set(["/update-user", "/admin/create-user", "/admin/update-user"]);
/**
 * Everything a person may send to sign in or to change their profile. better-auth refuses
 * `role` and `banned` there but silently drops other fields (emailVerified, id, userId…);
 * we refuse them all, as the app's own routes do (mass assignment, ASVS 15.3.3).
 */
const ACCEPTED_FIELDS: Record<string, ReadonlySet<string>> = {
  "/update-user": new Set(["name", "image"]),
  "/sign-in/email-otp": new Set(["email", "otp", "name", "image"]),
};

export interface AuthDependencies {
  config: AppConfig;
  /** The read-only demo: no sign-up, no email, one fixed code (worker/demo/demo-mode.ts). */
  demo: boolean;
  database: BetterAuthOptions["database"];
  secondaryStorage?: BetterAuthOptions["secondaryStorage"];
  /** Sends the code email; better-auth runs it in the background (no timing oracle). */
  sendCode(input: { email: string; code: string; type: string }): Promise<void>;
  /** better-auth's per-address counters (worker/auth/rate-limit.ts). */
  rateLimitCounters: RateLimitCounters;
  /** Counts one request against a per-email quota; `allowed` is false once over it. */
  consumeEmailQuota(email: string, kind: keyof typeof EMAIL_QUOTAS): Promise<{ allowed: boolean; retryAfter: number }>;
  /** Hands a promise to the request's waitUntil. */
  runInBackground(promise: Promise<unknown>): void;
  /** True when no unbanned administrator other than this person would remain. */
  isLastAdmin(userId: string): Promise<boolean>;
}

function readEmail(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { email, newEmail } = body as { email?: unknown; newEmail?: unknown };
  const value = typeof newEmail === "string" ? newEmail : email;
  return typeof value === "string" ? value.trim().toLowerCase() : undefined;
}

function readName(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { name, data } = body as { name?: unknown; data?: { name?: unknown } };
  // A null name is a name to refuse (the column is NOT NULL), not an absent one.
  const value = name !== undefined ? name : data?.name;
  if (value === undefined) return undefined;
  return typeof value === "string" ? value : "";
}

/**
 * Everything better-auth is told, shared by the Worker and by the schema generator
 * (worker/auth/auth.cli.ts) so both always see the same plugins and tables.
 */
export function authOptions(deps: AuthDependencies) {
  const { config, demo } = deps;
  const signUpEnabled = config.signUpEnabled && !demo;
  const secure = config.baseURL.startsWith("https://");
  const baseHost = new URL(config.baseURL).host;

  return {
    appName: "Edgestart",
    basePath: "/api/auth",
    baseURL: {
      allowedHosts: config.local ? [baseHost, "localhost:*", "127.0.0.1:*"] : [baseHost],
      fallback: config.baseURL,
    },
    secret: config.authSecret,
    database: deps.database,
    secondaryStorage: deps.secondaryStorage,
    // Only one-time codes go to secondary storage (KV); the verification table stays empty.
    verification: { storeInDatabase: false },
    session: {
      expiresIn: SESSION.expiresIn,
      updateAge: SESSION.updateAge,
      freshAge: SESSION.freshAge,
      // D1 is the source of truth for sessions: a ban, revoke or sign-out holds at once.
      storeSessionInDatabase: true,
      cookieCache: { enabled: false },
    },
    user: { deleteUser: { enabled: true } },
    account: {
      // OAuth state travels in an encrypted cookie, so KV holds nothing but codes.
      storeStateStrategy: "cookie",
      accountLinking: { enabled: true, trustedProviders: ["github"] },
    },
    rateLimit: rateLimitOptions(config.rateLimitEnabled, deps.rateLimitCounters),
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
      backgroundTasks: { handler: deps.runInBackground },
      // The schema is fixed by migrations; introspecting it on every new instance costs D1 reads.
      database: { validateSchema: false },
    },
    // An unexpected failure goes on to the app's error handler: one JSON 500 with an errorId
    // and one log line, instead of better-auth logging the error (bound values, tokens
    // included) and answering with an empty body.
    onAPIError: { errorURL: "/login/error", throw: true },
    socialProviders: config.github
      ? {
          github: {
            ...config.github,
            scope: ["user:email"],
            disableImplicitSignUp: !signUpEnabled,
          },
        }
      : {},
    databaseHooks: {
      user: {
        create: {
          // First admins come from configuration, never from a seeded credential.
          async before(user) {
            const isAdmin = config.adminEmails.includes(user.email.toLowerCase());
            return { data: { ...user, role: isAdmin ? "admin" : "user" } };
          },
        },
      },
      session: {
        update: {
          // Sliding renewal stops at the absolute lifetime; after that the session expires.
          async before(session, context) {
            const current = context?.context.session?.session;
            if (!current || !session.expiresAt) return { data: session };
            const cap = new Date(current.createdAt).getTime() + SESSION.absoluteLifetime * 1000;
            const expiresAt = new Date(Math.min(new Date(session.expiresAt).getTime(), cap));
            return { data: { ...session, expiresAt } };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const accepted = ACCEPTED_FIELDS[ctx.path];
        if (accepted && Object.keys(ctx.body ?? {}).some((key) => !accepted.has(key))) {
          throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message: "Some fields are not valid" });
        }
        if (demo && ctx.path === "/email-otp/send-verification-otp" && ctx.body?.type !== "sign-in") {
          throw new APIError("FORBIDDEN", {
            code: "DEMO_MODE",
            message: "This is a read-only demo, this action is disabled.",
          });
        }
        if (SENSITIVE_PATHS.has(ctx.path)) await enforceSensitiveRules(ctx, deps);
        const name = readName(ctx.body);
        const nameProblem = name === undefined ? null : checkName(name);
        const badName = NAME_PATHS.has(ctx.path)
          ? nameProblem
          : ctx.path === "/sign-in/email-otp" && nameProblem === "invalid";
        if (badName) {
          throw new APIError("BAD_REQUEST", { code: "INVALID_NAME", message: "Name is invalid" });
        }
        const email = readEmail(ctx.body);
        const limited = config.rateLimitEnabled && email !== undefined;
        if (limited && SEND_CODE_PATHS.has(ctx.path)) await enforceQuota(deps, email, "send");
        if (email && VERIFY_CODE_PATHS.has(ctx.path)) {
          if (limited) await enforceQuota(deps, email, "verify");
          if (typeof ctx.body?.otp === "string") {
            return { context: { body: { ...ctx.body, otp: normalizeCode(ctx.body.otp) } } };
          }
        }
      }),
    },
    disabledPaths: CLOSED_PATHS,
    plugins: [
      emailOTP({
        otpLength: CODE_LENGTH,
        expiresIn: CODE_EXPIRES_IN_SECONDS,
        allowedAttempts: CODE_ALLOWED_ATTEMPTS,
        storeOTP: "hashed",
        generateOTP: demo ? () => DEMO_CODE : generateCode,
        disableSignUp: !signUpEnabled,
        // The new address must confirm with its own code before the email changes.
        changeEmail: { enabled: true },
        sendVerificationOTP: ({ email, otp, type }) =>
          demo ? Promise.resolve() : deps.sendCode({ email, code: otp, type }),
      }),
      admin({ ac, roles, defaultRole: "user", adminRoles: ["admin"] }),
      organization({ teams: { enabled: true } }),
      openAPI({ disableDefaultReference: true }),
      ...(config.oauthMockIssuer
        ? [
            // Tests only: a local OpenID provider stands in for GitHub under the same id.
            genericOAuth({
              config: [
                {
                  providerId: "github",
                  clientId: "edgestart-test",
                  clientSecret: "edgestart-test-secret",
                  discoveryUrl: `${config.oauthMockIssuer}/.well-known/openid-configuration`,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                  disableImplicitSignUp: !signUpEnabled,
                },
              ],
            }),
          ]
        : []),
    ],
  } satisfies BetterAuthOptions;
}

/** Fresh sign-in for sensitive changes; the last administrator cannot delete their account. */
async function enforceSensitiveRules(
  ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0],
  deps: AuthDependencies,
) {
  const current = await getSessionFromCtx(ctx);
  if (!current) return;
  const age = Date.now() - new Date(current.session.createdAt).getTime();
  if (age > SESSION.freshAge * 1000) {
    throw new APIError("FORBIDDEN", {
      code: "SESSION_EXPIRED",
      message: "Session expired. Re-authenticate to perform this action.",
    });
  }
  if (ctx.path === "/delete-user" && (await deps.isLastAdmin(current.user.id))) {
    throw new APIError("CONFLICT", {
      code: "LAST_ADMIN",
      message: "The last administrator cannot be removed, banned or demoted",
    });
  }
}

async function enforceQuota(deps: AuthDependencies, email: string, kind: keyof typeof EMAIL_QUOTAS) {
  const { allowed, retryAfter } = await deps.consumeEmailQuota(email, kind);
  if (!allowed) {
    throw new APIError(
      "TOO_MANY_REQUESTS",
      { code: "TOO_MANY_REQUESTS", message: "Too many requests. Please try again later." },
      { "Retry-After": String(retryAfter) },
    );
  }
}
