import { roleCan } from "./permissions.shared";

/**
 * The second factor's figures (docs/decisions/0049-second-factor.md). Pure module: the SPA
 * says the same numbers.
 */
export const SECOND_FACTOR = {
  /** How long the half-signed-in state lasts between the first step and the second. */
  halfSignInSeconds: 5 * 60,
  /** "Trust this device for 30 days". */
  trustDeviceDays: 30,
  /** An authenticator app's code (RFC 6238: SHA-1, 30 s, one step either side). */
  codeDigits: 6,
  recoveryCodes: 10,
  /** Wrong answers that end one half-signed-in state (better-auth's own number). */
  wrongAnswersPerSignIn: 5,
  /** Wrong answers in a row, across sign-ins, that lock the account's second step for a while. */
  lockout: { afterWrongAnswers: 10, minutes: 15 },
} as const;

/**
 * Whether a person must turn on two-step sign-in before the manager area opens to them: an
 * administrator without one, where the deployment requires it (REQUIRE_ADMIN_SECOND_FACTOR;
 * never in the demo, whose shared accounts cannot turn it on). The API refuses their admin
 * routes with SECOND_FACTOR_REQUIRED; the SPA shows them the way to set it up.
 */
export function mustSetUpSecondFactor(
  user: { role?: string | null; twoFactorEnabled?: boolean | null },
  required: boolean,
): boolean {
  return required && roleCan(user.role, { apps: ["manager"] }) && !user.twoFactorEnabled;
}
