import { createRoute, z } from "@hono/zod-openapi";
import { version } from "../../package.json";
import { DEMO_CODE } from "../demo/demo-code";
import { getConfig } from "../env";
import { createRouter } from "../lib/openapi";

export const ClientConfigSchema = z
  .object({
    demo: z.boolean().openapi({ description: "Read-only demo: every write is refused" }),
    signUpEnabled: z.boolean().openapi({ description: "Whether an unknown email gets an account" }),
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
  })
  .openapi("ClientConfig");

export type ClientConfig = z.infer<typeof ClientConfigSchema>;

export const configRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/config",
    tags: ["System"],
    summary: "Public settings the web app needs before sign-in",
    responses: {
      200: { description: "Client settings", content: { "application/json": { schema: ClientConfigSchema } } },
    },
  }),
  (c) => {
    const config = getConfig(c.env);
    const demo = c.get("demo");
    return c.json(
      {
        demo,
        ...(demo ? { demoCode: DEMO_CODE } : {}),
        signUpEnabled: config.signUpEnabled && !demo,
        socialProviders: config.github || config.oauthMockIssuer ? ["github" as const] : [],
        environment: config.environment,
        version,
        devOutbox: config.devOutbox,
      },
      200,
    );
  },
);
