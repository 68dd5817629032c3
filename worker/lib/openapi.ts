import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppContext } from "./context";
import { ApiError } from "./errors";

/** An OpenAPI router whose request validation fails with the shared error shape. */
export function createRouter() {
  return new OpenAPIHono<AppContext>({
    defaultHook(result) {
      if (result.success) return;
      throw new ApiError(
        "VALIDATION_ERROR",
        {},
        result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
      );
    },
  });
}
