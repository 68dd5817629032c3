import type { I18n } from "@lingui/core";
import type { QueryClient } from "@tanstack/react-query";
import { type CodedError, errorMessage } from "../../lib/error-messages";
import { passkeyAutofill } from "../../lib/passkey-autofill";
import { switchSession } from "./auth.queries";
import { type Ban, banOf } from "./banned-notice";
import { redirectTarget } from "./redirect-target";

/**
 * A passkey sign-in from the sign-in screen, by its button or the email field's autofill, and
 * what follows it: where a code's sign-in goes (`redirect`, else the person's area), or the
 * refusal in the person's words. Loaded when one starts, with the role rules that pick the
 * area: the screen's first paint carries none of it (docs/decisions/0012).
 */
export interface SignInContext {
  queryClient: QueryClient;
  i18n: I18n;
  redirect: string;
  navigate: (href: string) => Promise<unknown>;
  /** A refusal in the person's words; a ban's, with its reason and end (once the passkey proved who). */
  onError: (message: string, ban?: Ban) => void;
}

async function finish(
  outcome: { error?: (CodedError & { message?: string; ban?: Ban }) | null; role?: string | null },
  context: SignInContext,
) {
  // The server words its refusals in the person's language; the autofill's come without
  // better-auth's client, whose catalog names its codes (outside report: "Something went wrong").
  if (outcome.error) {
    return context.onError(outcome.error.message || errorMessage(context.i18n, outcome.error), banOf(outcome.error));
  }
  await switchSession(context.queryClient);
  await context.navigate(redirectTarget(context.redirect, outcome.role));
}

/** "Sign in with a passkey": the browser's prompt, through @simplewebauthn/browser. */
export async function signInWithButton(context: SignInContext) {
  const { signInWithPasskey } = await import("../../lib/passkeys");
  await finish(await signInWithPasskey(), context);
}

/** The email field's autofill, until a passkey is picked or `signal` ends it. */
export async function signInWithAutofill(signal: AbortSignal, context: SignInContext) {
  const outcome = await passkeyAutofill(signal);
  if (outcome && !signal.aborted) await finish(outcome, context);
}
