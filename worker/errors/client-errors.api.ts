import { z } from "@hono/zod-openapi";
import { systemTag } from "../health/health.api";
import { jsonContent, publicRoute } from "../lib/api-routes";
import { log } from "../lib/log";
import { createRouter } from "../lib/openapi";

/**
 * What the SPA reports of its own failures: no personal data (a screen's route pattern, never
 * its address; a message cut short, addresses in it masked), the failed call's request id to
 * find its server lines, and the build it ran.
 */
const ClientErrorSchema = z
  .object({
    kind: z.enum(["uncaught", "request"]).openapi({
      description: "An error nothing caught in the page, or an API call that failed (500 or no answer)",
      example: "request",
    }),
    message: z.string().max(300).openapi({ example: "Cannot read properties of undefined (reading 'title')" }),
    screen: z
      .string()
      .max(200)
      .regex(/^\/[\w\-/$.]*$/)
      .openapi({ description: "The route's pattern, not its address", example: "/manager/books/$id" }),
    requestId: z
      .string()
      .max(64)
      .regex(/^[\w-]+$/)
      .optional()
      .openapi({ description: "The failed call's `X-Request-Id`", example: "8f1c2b3a4d5e6f70-CDG" }),
    status: z
      .int()
      .min(0)
      .max(599)
      .optional()
      .openapi({ description: "The failed call's status; 0 for no answer", example: 503 }),
    version: z.string().max(40).openapi({ example: "0.1.0 · d7826be" }),
  })
  .strict()
  .openapi("ClientError", {
    example: {
      kind: "request",
      message: "UNAVAILABLE",
      screen: "/manager/dashboard",
      requestId: "8f1c2b3a4d5e6f70-CDG",
      status: 503,
      version: "0.1.0 · d7826be",
    },
  });

/** An address in a message is someone's: only its shape is kept. */
const ADDRESS = /[^\s@]+@[^\s@]+/g;

export const clientErrorsRouter = createRouter().openapi(
  publicRoute({
    operationId: "reportClientError",
    method: "post",
    path: "/client-errors",
    tags: [systemTag.name],
    summary: "Report a failure the web app met",
    description:
      "Logged as `client.error` with this request's id, which the answer's `X-Request-Id` gives: the id a person quotes. At most 10 a minute from one address (`CLIENT_ERRORS_LIMIT`, counted at the edge, no D1 write).",
    request: { body: { required: true, content: jsonContent(ClientErrorSchema) } },
    responses: { 204: { description: "Logged" } },
  }),
  async (c) => {
    const { requestId: failedRequestId, message, ...report } = c.req.valid("json");
    // The line's own requestId is this report's: the one the person was shown.
    log.warn("client.error", { ...report, failedRequestId, message: message.replace(ADDRESS, "…@…") });
    return c.body(null, 204);
  },
);
