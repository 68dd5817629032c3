import { OpenAPIHono } from "@hono/zod-openapi";
import type { z } from "zod";
import type { AppContext } from "./context";
import { ApiError, type FieldIssue } from "./errors";
import { fieldMessages, isFieldMessageId } from "./field-messages";

/** Zod's own issues, in our words (our schemas already carry message ids). */
function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    const path = issue.path.join(".");
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ path: path ? `${path}.${key}` : key, message: fieldMessages.unknownField.id }));
    }
    if (isFieldMessageId(issue.message)) return [{ path, message: issue.message }];
    if (issue.code === "too_big") return [{ path, message: fieldMessages.tooLong.id }];
    if (issue.code === "invalid_type" && issue.input === undefined)
      return [{ path, message: fieldMessages.required.id }];
    return [{ path, message: fieldMessages.invalidValue.id }];
  });
}

/** An OpenAPI router whose request validation fails with the shared error shape. */
export function createRouter() {
  return new OpenAPIHono<AppContext>({
    defaultHook(result) {
      if (result.success) return;
      throw new ApiError("VALIDATION_ERROR", { issues: toFieldIssues(result.error) });
    },
  });
}
