import { APIError, createAuthMiddleware } from "better-auth/api";
import { type ErrorCode, errorStatus } from "../../lib/errors";
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

/**
 * A refusal in the app's error shape, with the status the error table gives its code:
 * auth.routes.ts translates the message into the request's language, and issue messages
 * are ids of worker/lib/field-messages.ts.
 */
export function refuse(
  code: ErrorCode,
  details: { issues?: Array<{ path: string; message: string }>; headers?: Record<string, string> } = {},
): never {
  throw new APIError(
    errorStatus(code) as ConstructorParameters<typeof APIError>[0],
    { code, message: code, issues: details.issues },
    details.headers,
  );
}
