import { z } from "zod";
import type { ErrorCode } from "./errors";
import { fieldMessages } from "./field-messages";
import { hasNoHiddenCharacters } from "./text-rules";

/** The one error shape of the API, as the OpenAPI document describes it. */
export const ErrorSchema = z
  .object({
    code: z.string().meta({ example: "VALIDATION_ERROR" }),
    message: z.string().meta({ example: "Some fields are not valid" }),
    issues: z
      .array(
        z.object({
          path: z.string().meta({ example: "title" }),
          message: z.string().meta({ example: "Title is required" }),
        }),
      )
      .optional(),
    errorId: z.string().optional().meta({ description: "On 500 only: quote it when reporting the problem" }),
  })
  .meta({ id: "Error" });

const descriptions: Partial<Record<ErrorCode, [number, string]>> = {
  VALIDATION_ERROR: [400, "Invalid input (per-field `issues`), malformed JSON or cursor"],
  UNAUTHORIZED: [401, "No session: sign in first"],
  FORBIDDEN: [403, "The signed-in role lacks the permission"],
  NOT_FOUND: [404, "No such resource"],
  CONFLICT: [409, "Conflicts with existing data (`issues` names the field)"],
};

/** The `responses` entries of a route's possible errors, in the shared shape. */
export function errorResponses(...codes: Array<keyof typeof descriptions>) {
  return Object.fromEntries(
    codes.map((code) => {
      const [status, description] = descriptions[code] ?? [500, code];
      return [status, { description, content: { "application/json": { schema: ErrorSchema } } }];
    }),
  ) as Record<number, { description: string; content: { "application/json": { schema: typeof ErrorSchema } } }>;
}

/** Every app API route that needs a session says so with this security requirement. */
export const cookieAuth = [{ cookieAuth: [] }];

/** The query of a keyset-paged list: an optional search term, the cursor, the page size. */
export function listQuerySchema(searchMax: number, searchDescription: string) {
  return z.object({
    searchTerm: z
      .string()
      .trim()
      .max(searchMax, fieldMessages.tooLong.id)
      .refine(hasNoHiddenCharacters, fieldMessages.forbiddenCharacters.id)
      .optional()
      .meta({ description: searchDescription }),
    cursor: z.string().max(512).optional().meta({ description: "`nextCursor` of the previous page" }),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  });
}
