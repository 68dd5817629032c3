import { z } from "@hono/zod-openapi";
import { version } from "../../package.json";
import { jsonContent, publicRoute } from "../lib/api-routes";
import { type ApiTag, createRouter } from "../lib/openapi";

/** Health and the public settings (worker/config/config.api.ts) share this section. */
export const systemTag: ApiTag = {
  name: "System",
  description: "Public: liveness and the settings the web app needs before sign-in",
};

const HealthSchema = z
  .object({
    status: z.literal("ok"),
    version: z.string().openapi({ example: "0.1.0" }),
  })
  .openapi("Health");

export const healthRoutes = createRouter().openapi(
  publicRoute({
    operationId: "getHealth",
    method: "get",
    path: "/health",
    tags: [systemTag.name],
    summary: "Liveness check",
    responses: { 200: { description: "The Worker is up", content: jsonContent(HealthSchema) } },
  }),
  (c) => c.json({ status: "ok" as const, version }, 200),
);
