import { OpenAPIHono } from "@hono/zod-openapi";
import type { z } from "zod";
import { apiFieldMessages } from "./api-field-messages";
import type { AppContext } from "./context";
import { ApiError, type FieldIssue } from "./errors";
import { fieldMessages, isFieldMessageId } from "./field-messages.shared";

/** What the client sent at an issue's path (zod's issues do not carry it). */
function sentAt(data: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === "object" && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );
}

/**
 * Zod's own issues, in our words (our schemas already carry message ids). A message says
 * what is wrong with what was sent: "required" only when nothing was.
 */
function toFieldIssues(error: z.ZodError, data: unknown, target: string): FieldIssue[] {
  return error.issues.flatMap((issue): FieldIssue[] => {
    const path = issue.path.join(".");
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ path: path ? `${path}.${key}` : key, message: fieldMessages.unknownField.id }));
    }
    if (isFieldMessageId(issue.message)) return [{ path, message: issue.message }];
    const sent = sentAt(data, issue.path);
    if (issue.code === "invalid_type") {
      if (sent === undefined) return [{ path, message: fieldMessages.required.id }];
      // A query parameter given twice arrives as a list.
      if (target === "query" && Array.isArray(sent)) return [{ path, message: apiFieldMessages.repeated.id }];
      if (issue.expected === "number" || issue.expected === "int") {
        return [{ path, message: apiFieldMessages.wholeNumber.id }];
      }
    }
    if (issue.code === "too_big") {
      if (issue.origin === "number") {
        return [{ path, message: apiFieldMessages.tooLarge.id, values: { maximum: String(issue.maximum) } }];
      }
      return [{ path, message: fieldMessages.tooLong.id }];
    }
    if (issue.code === "too_small" && issue.origin === "number") {
      return [{ path, message: apiFieldMessages.tooSmall.id, values: { minimum: String(issue.minimum) } }];
    }
    return [{ path, message: fieldMessages.invalidValue.id }];
  });
}

/**
 * A section of /api/openapi.json. Each feature declares its own beside its routes, which name
 * it by `tag.name`; createApi() (worker/app.ts) lists them in the order a reader meets them.
 */
export interface ApiTag {
  name: string;
  description: string;
}

/** An OpenAPI router whose request validation fails with the shared error shape. */
export function createRouter() {
  return new OpenAPIHono<AppContext>({
    defaultHook(result) {
      if (result.success) return;
      // @hono/zod-validator hands the hook what was sent, beside zod's result.
      const { data } = result as typeof result & { data?: unknown };
      throw new ApiError("VALIDATION_ERROR", { issues: toFieldIssues(result.error, data, result.target) });
    },
  });
}
