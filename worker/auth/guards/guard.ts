import { createAuthMiddleware } from "better-auth/api";
import type { ErrorCode, FieldIssue } from "../../lib/errors";
import { authError } from "../auth-error";
import type { AuthDependencies } from "../dependencies";

/** What better-auth hands a before-hook: the route's path, body, headers and its context. */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * One policy applied before a better-auth endpoint runs. It refuses by throwing (see
 * `refuse`), or returns the body the endpoint and the guards after it should see.
 */
export type Guard = (
  ctx: AuthHookContext,
  deps: AuthDependencies,
) => Promise<Record<string, unknown> | undefined> | Record<string, unknown> | undefined;

/** better-auth's one before-hook, as the ordered list of the guards it applies. */
export function guardChain(deps: AuthDependencies, guards: readonly Guard[]) {
  return createAuthMiddleware(async (ctx) => {
    const original = ctx.body;
    for (const guard of guards) {
      // The hook receives its own copy of the context: a new body reaches the endpoint
      // only through the returned context, below.
      ctx.body = (await guard(ctx, deps)) ?? ctx.body;
    }
    if (ctx.body !== original) return { context: { body: ctx.body } };
  });
}

/** A refusal in the app's error shape, from the one error table (worker/auth/auth-error.ts). */
export function refuse(
  code: ErrorCode,
  details: { issues?: FieldIssue[]; headers?: Record<string, string> } = {},
): never {
  throw authError(code, details.headers, details.issues);
}
