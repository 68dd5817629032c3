import type { BetterAuthPlugin } from "better-auth";
import { APIError } from "better-auth/api";
import type { TwoFactorOptions } from "better-auth/plugins/two-factor";
import { CODE_ALPHABET, hashCode, normalizeCode } from "./one-time-code.shared";
import { SECOND_FACTOR } from "./second-factor.shared";

/*
 * Two-step sign-in through better-auth's two-factor plugin, as published: its options, and its
 * sign-in hook run on this app's sign-ins (docs/decisions/0049-second-factor.md). The gaps it
 * leaves are guards (worker/auth/guards/second-factor.ts).
 */

/** A recovery code: two groups of five symbols from the sign-in codes' alphabet (no 0/O, 1/I), 50 bits. */
function recoveryCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const symbols = Array.from(bytes, (byte) => CODE_ALPHABET[byte & 31]).join("");
  return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
}

/** A stored recovery code is its hash (hashCode's 43 characters); one shown is 11. */
const isStored = (code: string) => code.length === 43;

/** What is stored of a recovery code as typed: the hash of its symbols, in any case, with or without the dash. */
export const storedRecoveryCode = (typed: string) => hashCode(normalizeCode(typed));

/**
 * better-auth keeps the list of recovery codes as one value it "encrypts" and "decrypts": here
 * the list of their hashes, so a code is never stored (the plugin compares the code typed,
 * which a guard turns into its hash first, and removes the one used).
 */
const hashedRecoveryCodes = {
  encrypt: async (json: string) => {
    const codes = JSON.parse(json) as string[];
    return JSON.stringify(await Promise.all(codes.map((code) => (isStored(code) ? code : storedRecoveryCode(code)))));
  },
  decrypt: (stored: string) => Promise.resolve(stored),
};

export function secondFactorOptions(): TwoFactorOptions {
  return {
    issuer: "Edgestart",
    // Nobody here has a password: a fresh sign-in stands in for it (worker/auth/guards/fresh-session.ts).
    allowPasswordless: true,
    twoFactorCookieMaxAge: SECOND_FACTOR.halfSignInSeconds,
    trustDeviceMaxAge: SECOND_FACTOR.trustDeviceDays * 24 * 60 * 60,
    backupCodeOptions: {
      amount: SECOND_FACTOR.recoveryCodes,
      customBackupCodesGenerate: () => Array.from({ length: SECOND_FACTOR.recoveryCodes }, recoveryCode),
      storeBackupCodes: hashedRecoveryCodes,
    },
    accountLockout: {
      maxFailedAttempts: SECOND_FACTOR.lockout.afterWrongAnswers,
      durationSeconds: SECOND_FACTOR.lockout.minutes * 60,
    },
  };
}

/**
 * The sign-ins that ask for the second step, beyond the plugin's own (password routes, closed
 * here): a code, and GitHub's return. A passkey is two factors already (it must verify the
 * person: worker/auth/passkeys.ts).
 */
const FIRST_STEPS = new Set(["/sign-in/email-otp", "/callback/:id", "/oauth2/callback/:providerId"]);
const isCallback = (path: string) => path !== "/sign-in/email-otp";

/** Where GitHub's return goes when a second step is due: the screen that asks for it. */
export const SECOND_STEP_PAGE = "/login/second-step";

type AfterHook = NonNullable<NonNullable<BetterAuthPlugin["hooks"]>["after"]>[number];

/**
 * The plugin's after-sign-in hook (end the session just made, set the half-signed-in cookie,
 * answer which factors are set up), run on this app's sign-ins too. A code's answer says so as
 * the plugin's does; GitHub's return, a browser's redirect, goes to the second step's screen.
 */
export function withSecondStep<Plugin extends BetterAuthPlugin & { hooks: { after: AfterHook[] } }>(
  plugin: Plugin,
): Plugin {
  const [signIn, ...rest] = plugin.hooks.after;
  if (!signIn) throw new Error("better-auth's two-factor plugin no longer has its sign-in hook");
  const handler = (async (context: Parameters<AfterHook["handler"]>[0]) => {
    const result = (await signIn.handler(context)) as {
      response?: { twoFactorRedirect?: boolean };
      headers?: Headers | null;
    };
    if (result?.response?.twoFactorRedirect && isCallback((context as { path?: string }).path ?? "")) {
      // The half-signed-in cookie the plugin set goes with the redirect.
      const headers = new Headers(result.headers ?? undefined);
      headers.set("location", SECOND_STEP_PAGE);
      throw new APIError("FOUND", undefined, headers);
    }
    return result;
  }) as AfterHook["handler"];
  return {
    ...plugin,
    hooks: {
      ...plugin.hooks,
      after: [
        { matcher: (context) => signIn.matcher(context) || FIRST_STEPS.has(context.path ?? ""), handler },
        ...rest,
      ],
    },
  };
}
