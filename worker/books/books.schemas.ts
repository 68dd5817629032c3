import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { keyOfFileUrl } from "../files/file-kinds.shared";
import { listQuerySchema, pageSchema } from "../lib/api.schemas";
import { fieldMessages, requiredOrInvalid } from "../lib/field-messages.shared";
import { IMAGE_URL_MAX_LENGTH, isHttpsAddress } from "../lib/image-url.shared";
import { hasOnlyAllowedCharacters, stripInvisible } from "../lib/text-rules.shared";
import { TEXT_MAX } from "./book-limits.shared";
import { book, genre } from "./books.table";

/**
 * The books API's shapes, derived from the drizzle tables: one source for the database,
 * the request validation, the OpenAPI document, the typed client and the SPA's forms.
 * Pure module (no Workers APIs): the SPA imports it.
 */

/** NFC-normalised, without invisible characters, trimmed, non-empty, without control characters. */
const text = (requiredMessage: string) =>
  z
    .string({ error: requiredOrInvalid(requiredMessage) })
    .normalize("NFC")
    .overwrite(stripInvisible)
    .trim()
    .min(1, requiredMessage)
    .max(TEXT_MAX, fieldMessages.tooLong.id)
    .refine(hasOnlyAllowedCharacters, fieldMessages.forbiddenCharacters.id);

/** An optional field: absent, null or "" all mean "none" (and the document says "" is welcome). */
const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(""), schema])
    .nullish()
    .transform((value) => (value === "" ? null : value));

const optionalText = z
  .string({ error: fieldMessages.invalidValue.id })
  .normalize("NFC")
  .overwrite(stripInvisible)
  .trim()
  .max(TEXT_MAX, fieldMessages.tooLong.id)
  .refine(hasOnlyAllowedCharacters, fieldMessages.forbiddenCharacters.id)
  .transform((value) => value || null)
  .nullish();

export const GenreSchema = createSelectSchema(genre, {
  name: z.string().meta({ description: "In the request's language", example: "Classics" }),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .meta({ example: "#8e4585" }),
})
  .omit({ names: true })
  .meta({ id: "Genre" });

export const BookSchema = createSelectSchema(book, {
  publishedOn: z.iso.date().nullable().meta({ example: "1851-10-18" }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
  .omit({ titleKey: true, authorKey: true, genreId: true, createdBy: true })
  .extend({ genre: GenreSchema })
  .meta({ id: "Book" });

/** What a client sends to create or replace a book; unknown fields are refused. */
export const BookInputSchema = createInsertSchema(book, {
  title: text(fieldMessages.titleRequired.id).meta({ example: "Moby-Dick" }),
  author: text(fieldMessages.authorRequired.id).meta({ example: "Herman Melville" }),
  genreId: z
    .string({ error: requiredOrInvalid(fieldMessages.genreRequired.id) })
    .min(1, fieldMessages.genreRequired.id)
    .max(64, fieldMessages.genreUnknown.id)
    .meta({ example: "genre-science-fiction", description: "A genre's `id`, from `GET /api/genres`" }),
  publisher: optionalText,
  // An uploaded cover's `url` (PUT /api/files/covers/{sha256}), or an https address. Not
  // z.url(), which would store a cleaned copy of an address written with line breaks or
  // spaces: such an address is refused instead (the host is checked by the handler).
  cover: emptyAsNull(
    z
      .string({ error: fieldMessages.coverInvalid.id })
      .max(IMAGE_URL_MAX_LENGTH, { error: fieldMessages.tooLong.id, abort: true })
      .refine((value) => isHttpsAddress(value) || keyOfFileUrl(value, "cover"), fieldMessages.coverInvalid.id)
      .meta({ format: "uri-reference" }),
  ).meta({
    description:
      "An uploaded cover's `url` (`/files/covers/…`), or an https address on one of the deployment's image hosts",
    example: "https://covers.openlibrary.org/b/id/8231856-L.jpg",
  }),
  publishedOn: emptyAsNull(z.iso.date({ error: fieldMessages.dateInvalid.id })),
})
  .pick({ title: true, author: true, genreId: true, publisher: true, cover: true, publishedOn: true })
  .strict()
  // The reference's "Try it" sends this as it stands (tests/worker/api-examples.test.ts): a
  // book the seed does not have (the same title and author is a 409), of a genre it does.
  .meta({
    id: "BookInput",
    example: {
      title: "The Dispossessed",
      author: "Ursula K. Le Guin",
      genreId: "genre-science-fiction",
      publisher: "Harper & Row",
      publishedOn: "1974-05-01",
    },
  });

export type Book = z.infer<typeof BookSchema>;
export type Genre = z.infer<typeof GenreSchema>;
export type BookInput = z.input<typeof BookInputSchema>;

export const BookListQuerySchema = listQuerySchema(TEXT_MAX, "Matches title or author, case-insensitively");

export const BookListSchema = pageSchema(BookSchema, "BookList", "Books matching the search, all pages together");

export const GenreListSchema = z.array(GenreSchema).meta({ id: "GenreList" });
