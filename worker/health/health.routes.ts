import { z } from "@hono/zod-openapi";
import { version } from "../../package.json";
import { jsonContent, publicRoute } from "../lib/api-routes";
import { createRouter } from "../lib/openapi";

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
    tags: ["System"],
    summary: "Liveness check",
    responses: { 200: { description: "The Worker is up", content: jsonContent(HealthSchema) } },
  }),
  (c) => c.json({ status: "ok" as const, version }, 200),
);
