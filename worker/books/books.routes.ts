import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { requirePermission } from "../auth/session";
import { cookieAuth, errorResponses } from "../lib/api-schemas";
import { BookInputSchema, BookListQuerySchema, BookListSchema, BookSchema, GenreListSchema } from "./books.schemas";

/** The books API contract: paths, permissions, inputs and answers (served at /api/openapi.json). */
const tags = ["Books"];
const json = <T>(schema: T) => ({ "application/json": { schema } });
const IdParams = z.object({ id: z.string().min(1).max(64).meta({ example: "b_4f1c2d" }) });

export const listBooks = createRoute({
  method: "get",
  path: "/books",
  tags,
  summary: "List books",
  description: "Ordered by title. Search matches title or author, ignoring case.",
  security: cookieAuth,
  middleware: [requirePermission({ book: ["read"] })] as const,
  request: { query: BookListQuerySchema },
  responses: {
    200: { description: "A page of books", content: json(BookListSchema) },
    ...errorResponses("VALIDATION_ERROR", "UNAUTHORIZED", "FORBIDDEN"),
  },
});

export const getBook = createRoute({
  method: "get",
  path: "/books/{id}",
  tags,
  summary: "Get a book",
  security: cookieAuth,
  middleware: [requirePermission({ book: ["read"] })] as const,
  request: { params: IdParams },
  responses: {
    200: { description: "The book", content: json(BookSchema) },
    ...errorResponses("UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND"),
  },
});

export const createBook = createRoute({
  method: "post",
  path: "/books",
  tags,
  summary: "Create a book",
  security: cookieAuth,
  middleware: [requirePermission({ book: ["create"] })] as const,
  request: { body: { required: true, content: json(BookInputSchema) } },
  responses: {
    201: { description: "The new book", content: json(BookSchema) },
    ...errorResponses("VALIDATION_ERROR", "UNAUTHORIZED", "FORBIDDEN", "CONFLICT"),
  },
});

export const updateBook = createRoute({
  method: "put",
  path: "/books/{id}",
  tags,
  summary: "Replace a book",
  security: cookieAuth,
  middleware: [requirePermission({ book: ["update"] })] as const,
  request: { params: IdParams, body: { required: true, content: json(BookInputSchema) } },
  responses: {
    200: { description: "The updated book", content: json(BookSchema) },
    ...errorResponses("VALIDATION_ERROR", "UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "CONFLICT"),
  },
});

export const deleteBook = createRoute({
  method: "delete",
  path: "/books/{id}",
  tags,
  summary: "Delete a book",
  security: cookieAuth,
  middleware: [requirePermission({ book: ["delete"] })] as const,
  request: { params: IdParams },
  responses: {
    204: { description: "Deleted" },
    ...errorResponses("UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND"),
  },
});

export const listGenres = createRoute({
  method: "get",
  path: "/genres",
  tags,
  summary: "List genres",
  security: cookieAuth,
  middleware: [requirePermission({ book: ["read"] })] as const,
  responses: {
    200: { description: "Every genre, by name", content: json(GenreListSchema) },
    ...errorResponses("UNAUTHORIZED", "FORBIDDEN"),
  },
});
