import { z } from "zod";
import { fieldMessages } from "./field-messages.shared";
import { hasOnlyAllowedCharacters } from "./text-rules.shared";

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
    ban: z
      .object({
        reason: z.string().nullable().meta({ example: "Spam" }),
        until: z.iso.datetime().nullable().meta({ description: "When the ban ends; null until lifted" }),
      })
      .optional()
      .meta({
        description:
          "On a sign-in refused with BANNED_USER, once the code or passkey proved who is signing in: why, and until when",
      }),
  })
  .meta({ id: "Error" });

/** A refused sign-in's ban (BANNED_USER), as the Error schema describes it. */
export type BanNotice = NonNullable<z.infer<typeof ErrorSchema>["ban"]>;

/**
 * A whole number in a query string, written in plain digits. `z.coerce.number()` would also
 * read "0x10", "1e2", "+5" and " 5" as numbers; anything else stays text, for the number
 * schema to refuse as "a whole number". Up to 15 digits: any such number is exact in a
 * double, so only its size can then be wrong.
 */
const PLAIN_DIGITS = /^(0|[1-9]\d{0,14})$/;
const fromDigits = (value: unknown) => (typeof value === "string" && PLAIN_DIGITS.test(value) ? Number(value) : value);

/** The query of a keyset-paged list: an optional search term, the cursor, the page size. */
export function listQuerySchema(searchMax: number, searchDescription: string) {
  return z.object({
    searchTerm: z
      .string()
      .trim()
      .max(searchMax, fieldMessages.tooLong.id)
      .refine(hasOnlyAllowedCharacters, fieldMessages.forbiddenCharacters.id)
      .optional()
      .meta({ description: searchDescription }),
    cursor: z.string().max(512).optional().meta({ description: "`nextCursor` of the previous page" }),
    limit: z.preprocess(fromDigits, z.number().int().min(1).max(100).default(20)),
  });
}

/**
 * A page of a keyset-paged list, as every list answers it (worker/lib/keyset-page.ts);
 * `counted` says what its total counts.
 */
export function pageSchema<Item extends z.ZodType>(item: Item, id: string, counted: string) {
  return z
    .object({
      items: z.array(item),
      nextCursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last" }),
      total: z.number().int().meta({ description: counted }),
    })
    .meta({ id });
}
