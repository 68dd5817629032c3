import { z } from "@hono/zod-openapi";
import { version } from "../../package.json";
import { DEMO_CODE } from "../demo/demo-code";
import { type AppEnv, getConfig } from "../env";
import { systemTag } from "../health/health.api";
import { jsonContent, publicRoute } from "../lib/api-routes";
import { createRouter } from "../lib/openapi";

export const ClientConfigSchema = z
  .object({
    demo: z.boolean().openapi({ description: "Read-only demo: every write is refused" }),
    signUpEnabled: z.boolean().openapi({ description: "Whether an unknown email gets an account" }),
    secondFactorRequired: z.boolean().openapi({
      description:
        "Administrators reach the manager area (and its API) only with two-step sign-in on; until then it answers 403 `SECOND_FACTOR_REQUIRED`",
    }),
    socialProviders: z
      .array(z.enum(["github"]))
      .openapi({ description: "Social sign-in providers that are configured" }),
    environment: z.object({
      name: z.string().optional(),
      emoji: z.string().optional(),
      color: z.string().openapi({ example: "plum" }),
    }),
    version: z.string(),
    devOutbox: z.boolean().openapi({ description: "Emails are kept at /api/dev/emails (development only)" }),
    demoCode: z.string().optional().openapi({ description: "In the demo only: the code that signs anyone in" }),
    uploads: z
      .object({
        maxBytes: z
          .int()
          .openapi({ description: "The largest picture a person may upload, in bytes", example: 5242880 }),
        maxSide: z.int().openapi({ description: "Its most pixels a side", example: 4096 }),
      })
      .openapi({ description: "What `PUT /api/files/…` takes (docs/files.md)" }),
    apiKeysNeverExpire: z
      .boolean()
      .openapi({ description: "Whether an API key may be made that never expires (`expiresInDays: null`)" }),
    remoteImages: z.boolean().openapi({
      description: "Whether a cover or a picture may also be an https address on one of the deployment's image hosts",
    }),
    captcha: z
      .object({
        provider: z.literal("turnstile"),
        siteKey: z.string().openapi({ description: "Cloudflare Turnstile's site key, for the widget" }),
      })
      .nullable()
      .openapi({
        description:
          "Bot protection on code requests, or null when off: the widget's token goes in the `x-captcha-response` header of `POST /api/auth/email-otp/send-verification-otp`",
      }),
  })
  .openapi("ClientConfig");

export type ClientConfig = z.infer<typeof ClientConfigSchema>;

export const configRoutes = createRouter().openapi(
  publicRoute({
    operationId: "getConfig",
    method: "get",
    path: "/config",
    tags: [systemTag.name],
    summary: "Public settings the web app needs before sign-in",
    responses: { 200: { description: "Client settings", content: jsonContent(ClientConfigSchema) } },
  }),
  (c) => c.json(clientConfig(c.env, c.get("demo")), 200),
);

/** What the web app is told; the shell reads it too, to pick the prerendered sign-in page. */
export function clientConfig(env: AppEnv, demo: boolean): ClientConfig {
  const config = getConfig(env);
  return {
    demo,
    ...(demo ? { demoCode: DEMO_CODE } : {}),
    signUpEnabled: config.signUpEnabled && !demo,
    secondFactorRequired: config.requireAdminSecondFactor && !demo,
    socialProviders: config.socialProviders,
    environment: config.environment,
    version,
    devOutbox: config.devOutbox,
    uploads: { maxBytes: config.uploads.maxBytes, maxSide: config.uploads.maxSide },
    remoteImages: config.imageHosts.length > 0,
    apiKeysNeverExpire: config.apiKeysNeverExpire,
    captcha: config.turnstile ? { provider: "turnstile", siteKey: config.turnstile.siteKey } : null,
  };
}
